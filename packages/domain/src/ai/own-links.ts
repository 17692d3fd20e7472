/**
 * AI output is untrusted (issue 30 point 5): its HTML goes through the shop's one allow-list (sanitizeRichText) and
 * then keeps links only to the shop's own pages ('/…' paths and '#…' anchors); any other link is reduced to its text.
 */
import sanitizeHtml from 'sanitize-html';
import { richTextAllowedTags, sanitizeRichText } from '../text/rich-text.js';

/** A link to a page of this shop: a path ('/shop', not '//host') or an anchor on the page ('#kontakt'). */
export function isOwnPageLink(url: string): boolean {
  const value = url.trim();
  return /^\/(?![/\\])[^\s\\]*$/.test(value) || /^#[A-Za-z][\w-]*$/.test(value);
}

const ownLinksOnly: sanitizeHtml.IOptions = {
  allowedTags: [...richTextAllowedTags],
  allowedAttributes: false,
  transformTags: {
    // A foreign link becomes a span (its text stays), an image from elsewhere is dropped (exclusiveFilter below).
    a: (tagName, attribs): sanitizeHtml.Tag => {
      const href = attribs.href;
      if (href !== undefined && isOwnPageLink(href)) return { tagName, attribs: { href: href.trim() } };
      return { tagName: 'span', attribs: {} };
    },
  },
  exclusiveFilter: (frame) => frame.tag === 'img' && !isOwnPageLink(frame.attribs.src ?? ''),
};

/** Generated rich text as the shop stores it: allow-listed, links only to the shop's own pages. */
export function sanitizeGeneratedHtml(html: string): string {
  const allowed = sanitizeRichText(html);
  return allowed === '' ? '' : sanitizeHtml(allowed, ownLinksOnly);
}

/** Generated plain text (product descriptions, alt texts): no markup at all, at most `max` characters. */
export function generatedPlainText(text: string, max: number): string {
  const plain = sanitizeHtml(text, { allowedTags: [], allowedAttributes: {} })
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/[<>]/g, '')
    .replace(/[ \t]+/g, ' ')
    .trim();
  if (plain.length <= max) return plain;
  const cut = plain.slice(0, max);
  const lastStop = Math.max(cut.lastIndexOf('. '), cut.lastIndexOf('.\n'));
  return (lastStop > max / 2 ? cut.slice(0, lastStop + 1) : `${cut.slice(0, max - 1).trimEnd()}…`).trim();
}
