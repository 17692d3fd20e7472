import { describe, expect, it } from 'vitest';
import { applyHeadTags, type HeadTag, headTagsHtml } from './document-head';

const pageTags: HeadTag[] = [
  { tag: 'title', text: 'Über uns - Bäckerei <Morgenrot>' },
  { tag: 'meta', key: 'name', name: 'description', content: 'Brot & "Gebäck"' },
  { tag: 'link', rel: 'canonical', href: 'https://shop.example/ueber-uns' },
  { tag: 'meta', key: 'property', name: 'og:title', content: 'Über uns' },
];

describe('head tags (the shop on Preact has no React 19 hoisting)', () => {
  it('writes them as escaped HTML for the server render', () => {
    expect(headTagsHtml(pageTags)).toBe(
      '<title>Über uns - Bäckerei &lt;Morgenrot&gt;</title>' +
        '<meta name="description" content="Brot &amp; &quot;Gebäck&quot;"/>' +
        '<link rel="canonical" href="https://shop.example/ueber-uns"/>' +
        '<meta property="og:title" content="Über uns"/>',
    );
  });

  it('applies them to the document: title set, tags updated in place, tags the page does not ask for removed', () => {
    document.head.innerHTML =
      '<title>Alt</title><meta name="description" content="alt"><meta name="twitter:title" content="alt">' +
      '<link rel="canonical" href="https://shop.example/alt"><meta name="viewport" content="width=device-width">';
    const description = document.head.querySelector('meta[name="description"]');
    applyHeadTags(document, pageTags);
    expect(document.title).toBe('Über uns - Bäckerei <Morgenrot>');
    expect(document.head.querySelector('meta[name="description"]')).toBe(description);
    expect(description?.getAttribute('content')).toBe('Brot & "Gebäck"');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://shop.example/ueber-uns',
    );
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe('Über uns');
    expect(document.head.querySelector('meta[name="twitter:title"]')).toBeNull();
    expect(document.head.querySelector('meta[name="viewport"]')).not.toBeNull();
  });

  it('a title alone (an error page, no config yet) leaves the other tags', () => {
    document.head.innerHTML = '<meta name="description" content="bleibt">';
    applyHeadTags(document, [{ tag: 'title', text: '500 Internal Server Error' }]);
    expect(document.title).toBe('500 Internal Server Error');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('bleibt');
  });
});
