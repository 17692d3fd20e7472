/**
 * Stands in for postcss in the browser build: sanitize-html parses style attributes with it, and the rich-text
 * allow-list (packages/domain/src/text/rich-text.ts) never allows a style attribute, so the parser is never called.
 * Keeps about 60 KB of gzip JavaScript off the CMS pages and the checkout.
 */
export function parse(): never {
  throw new Error('style attributes are not part of the rich-text allow-list');
}

export default { parse };
