import { describe, expect, it } from 'vitest';
import { deferLazyImages, deferredImagesNoscriptStyle } from './deferred-images.js';
import { pageHtml } from './page-html.js';

describe('deferLazyImages (issue 22: the tile images after the first view)', () => {
  it('moves a lazy image’s address to data-src and data-srcset, with a <noscript> copy of it', () => {
    const tile = '<img class="_image_x" src="/image/small/1-1.jpg" alt="Semmel" loading="lazy" decoding="async">';
    const cms =
      '<img src="/upload/a.jpg" srcset="/image/small/2-1.jpg 640w, /image/medium/2-1.jpg 1280w" loading="lazy">';
    const { markup, deferred } = deferLazyImages(`<ul><li>${tile}</li><li>${cms}</li></ul>`);
    expect(deferred).toBe(true);
    expect(markup).toBe(
      '<ul><li><img class="_image_x" data-src="/image/small/1-1.jpg" alt="Semmel" loading="lazy" decoding="async">' +
        `<noscript>${tile}</noscript></li>` +
        '<li><img data-src="/upload/a.jpg" data-srcset="/image/small/2-1.jpg 640w, /image/medium/2-1.jpg 1280w" loading="lazy">' +
        `<noscript>${cms}</noscript></li></ul>`,
    );
  });

  it('leaves eager images, lazy frames and images without an address as they are', () => {
    const markup =
      '<img src="/image/medium/201-1.jpg" alt="" fetchpriority="high"><iframe src="/tour" loading="lazy"></iframe>' +
      '<img alt="" loading="lazy">';
    expect(deferLazyImages(markup)).toEqual({ markup, deferred: false });
  });
});

describe('pageHtml with deferred images', () => {
  const template =
    '<html><head><title>Shop</title><script type="module" crossorigin src="/assets/index-1.js"></script></head>' +
    '<body><div id="root"></div></body></html>';
  const result = {
    html: '<img src="/image/small/1-1.jpg" alt="" loading="lazy">',
    head: '',
    status: 200,
    payload: '{}',
  };

  it('holds lazy images back and hides them from a browser without JavaScript', () => {
    const html = pageHtml(template, result);
    expect(html).toContain('<img data-src="/image/small/1-1.jpg" alt="" loading="lazy"><noscript>');
    expect(html).toContain(`${deferredImagesNoscriptStyle}</head>`);
    expect(html).toContain('restoreDeferredImages()');
  });

  it('keeps them when the page has no module loader to put them back', () => {
    const html = pageHtml(template.replace(/<script[^>]*><\/script>/, ''), result);
    expect(html).toContain(`<div id="root">${result.html}</div>`);
    expect(html).not.toContain(deferredImagesNoscriptStyle);
  });
});
