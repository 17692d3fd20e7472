import { Markdown, markdownToHtml } from '@bestell/ui';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

// packages/ui's Markdown: markdown-it (no raw HTML, no linkify), link targets through the domain's isSafeLinkUrl.
describe('markdownToHtml', () => {
  it('renders tables-free legal Markdown: headings, lists, hard breaks, emphasis', () => {
    const html = markdownToHtml(
      '# Impressum\n\nBäckerei Morgenrot GmbH  \nWien\n\n- A Gluten\n- G Milch\n\n**fett** und *kursiv*',
    );
    expect(html).toContain('<h1>Impressum</h1>');
    expect(html).toContain('GmbH<br />');
    expect(html).toContain('<li>A Gluten</li>');
    expect(html).toContain('<strong>fett</strong>');
    expect(html).toContain('<em>kursiv</em>');
  });

  it('escapes raw HTML and drops unsafe link schemes', () => {
    const html = markdownToHtml(
      '<script>alert(1)</script> <img src=x onerror=alert(1)> [a](javascript:alert(1)) [b](data:text/html,x) [c](vbscript:x)',
    );
    expect(html).not.toMatch(/<script|<img|href="(javascript|data|vbscript)/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('keeps http(s), mailto, tel and relative links; absolute links open in a new tab with rel noopener', () => {
    const html = markdownToHtml(
      '[w](https://example.at) [m](mailto:office@example.at) [t](tel:+4315234567) [r](/kontakt)',
    );
    expect(html).toContain('<a href="https://example.at" target="_blank" rel="noopener noreferrer">w</a>');
    expect(html).toContain('href="mailto:office@example.at"');
    expect(html).toContain('href="tel:+4315234567"');
    expect(html).toContain('<a href="/kontakt">r</a>');
  });

  it('does not turn bare URLs into links (linkify off)', () => {
    expect(markdownToHtml('Siehe www.example.at und https://example.at')).not.toContain('<a');
  });

  it('shifts and clamps heading levels', () => {
    expect(markdownToHtml('# A\n\n###### B', 2)).toMatch(/<h3>A<\/h3>\s*<h6>B<\/h6>/);
  });

  it('renders into the DOM without running anything', () => {
    const { container } = render(<Markdown text={'[x](javascript:alert(1))\n\n<b onclick="alert(1)">b</b>'} />);
    expect(container.querySelector('a')).toBeNull();
    expect(container.querySelector('[onclick]')).toBeNull();
  });
});
