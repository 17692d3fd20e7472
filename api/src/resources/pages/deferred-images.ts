const lazyImage = /<img\b[^>]*\sloading="lazy"[^>]*>/g;
const sourceAttribute = /\s(src|srcset)="/g;

/** Hides the deferred images from a browser without JavaScript: it shows their copies in <noscript> instead. */
export const deferredImagesNoscriptStyle = '<noscript><style>img[data-src]{display:none}</style></noscript>';

/**
 * The images a server-rendered page loads lazily (product tiles, CMS images further down) keep their address in
 * `data-src` / `data-srcset` until the first view is painted: a lazy image near the first screen is still fetched
 * at once, and on a phone's slow network a store page's dozen tile images shared the connection with the largest
 * image and delayed its paint (issue 22, Lighthouse's LCP). The page's loader (deferred-modules.ts) puts the addresses
 * back right after that paint; each image is followed by a <noscript> copy for a browser without JavaScript.
 */
export function deferLazyImages(markup: string): { markup: string; deferred: boolean } {
  let deferred = false;
  const result = markup.replace(lazyImage, (tag) => {
    if (!/\ssrc="/.test(tag)) return tag;
    deferred = true;
    return `${tag.replace(sourceAttribute, (_match, name: string) => ` data-${name}="`)}<noscript>${tag}</noscript>`;
  });
  return { markup: result, deferred };
}

/**
 * The browser side (plain ES2017, run by the loader before the app's modules): every deferred image gets its address
 * back and loses its <noscript> copy, so the page's elements are again those the app renders (hydration).
 */
export const restoreDeferredImagesSource = `function restoreDeferredImages() {
    Array.prototype.forEach.call(document.querySelectorAll('img[data-src]'), function (image) {
      var copy = image.nextElementSibling;
      if (copy && copy.tagName === 'NOSCRIPT') copy.remove();
      var srcset = image.getAttribute('data-srcset');
      if (srcset !== null) {
        image.setAttribute('srcset', srcset);
        image.removeAttribute('data-srcset');
      }
      image.setAttribute('src', image.getAttribute('data-src'));
      image.removeAttribute('data-src');
    });
  }`;
