/**
 * The one allow-list for HTML shown to visitors (issue 14 point 3, contract 2): CMS rich text and legal texts are
 * passed through `sanitizeRichText` when written (API) and again when rendered (storefront). Markdown is rendered
 * with markdown-it (html: false) and the result goes through the same function.
 */
import sanitizeHtml from 'sanitize-html';
import { isSafeLinkUrl } from './safe-url.js';

const headings = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'];
const tableParts = ['table', 'caption', 'colgroup', 'col', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td'];

export const richTextAllowedTags: readonly string[] = [
  ...headings,
  'p',
  'br',
  'strong',
  'em',
  'u',
  's',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'blockquote',
  'hr',
  ...tableParts,
  'span',
  'div',
];

const linkTargets = new Set(['_blank', '_self']);

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextAllowedTags],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    span: ['class'],
    div: ['class'],
    th: ['colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // Images only over http(s) or relative: no data: or blob: sources.
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: true,
  disallowedTagsMode: 'discard',
  // No style or class games beyond the allow-list: style attributes are never kept.
  allowedStyles: {},
  transformTags: {
    a: (tagName, attribs) => {
      const next: Record<string, string> = {};
      if (attribs.href !== undefined && isSafeLinkUrl(attribs.href)) {
        next.href = attribs.href;
      }
      if (attribs.title !== undefined) {
        next.title = attribs.title;
      }
      const target = attribs.target?.trim().toLowerCase();
      if (target !== undefined && linkTargets.has(target)) {
        next.target = target;
      }
      if (target === '_blank') {
        next.rel = 'noopener noreferrer';
      } else if (attribs.rel !== undefined) {
        next.rel = attribs.rel;
      }
      return { tagName, attribs: next };
    },
    img: (tagName, attribs) => {
      const next: Record<string, string> = {};
      for (const [name, value] of Object.entries(attribs)) {
        if (name !== 'src' || isSafeLinkUrl(value)) {
          next[name] = value;
        }
      }
      return { tagName, attribs: next };
    },
  },
  // An image without a (safe) source is dropped rather than left as an empty box.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

/** Returns `html` reduced to the allow-list; links only http(s), mailto, tel or relative. */
export function sanitizeRichText(html: string): string {
  if (typeof html !== 'string' || html === '') {
    return '';
  }
  return sanitizeHtml(html, options);
}

/** Sanitises an optional text: null and undefined stay as they are. */
export function sanitizeOptionalRichText<T extends string | null | undefined>(html: T): T {
  return (typeof html === 'string' ? sanitizeRichText(html) : html) as T;
}
