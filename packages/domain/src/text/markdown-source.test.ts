import { describe, expect, it } from 'vitest';
import { stripHtmlFromMarkdown, unsafeMarkdownLinks } from './markdown-source.js';

describe('stripHtmlFromMarkdown', () => {
  it('keeps Markdown and plain text, removes HTML', () => {
    const markdown = '# Impressum\n\n> Zitat & a < b, 1 > 0\n\n- A Gluten\n\n[Mail](mailto:office@example.at)';
    expect(stripHtmlFromMarkdown(markdown)).toBe(markdown);
    expect(stripHtmlFromMarkdown('a<script>alert(1)</script>b<img src=x onerror=alert(1)>c<!-- x -->d')).toBe('abcd');
    expect(stripHtmlFromMarkdown('<b>fett</b> <svg onload=alert(1)>')).toBe('fett ');
    expect(stripHtmlFromMarkdown('<scr<script>x</script>ipt>alert(1)</script>')).toBe('alert(1)');
  });
});

describe('unsafeMarkdownLinks', () => {
  it('finds unsafe inline, reference and autolink destinations', () => {
    expect(
      unsafeMarkdownLinks(
        '[a](/site/privacy) [b](javascript:alert(1)) ![c](data:image/png;base64,xx) [d]( <vbscript:x> )\n' +
          '[ref]: javascript:alert(2)\n<javascript:alert(3)> <https://example.at> [e](https://example.at "t")',
      ),
    ).toEqual([
      'javascript:alert(1',
      'data:image/png;base64,xx',
      'vbscript:x',
      'javascript:alert(2)',
      'javascript:alert(3)',
    ]);
  });
});
