import Link from '@tiptap/extension-link';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';

const linkTargets = new Set(['_blank', '_self']);

/**
 * The link mark written the way the API's allow-list writes it (packages/domain/src/text/rich-text.ts): attributes
 * href, title, target, rel in that order, target only _blank or _self, rel 'noopener noreferrer' with _blank and
 * nothing else, no class.
 */
const AllowListLink = Link.extend({
  addAttributes() {
    return {
      href: { default: null },
      title: { default: null },
      target: {
        default: null,
        parseHTML: (element) => {
          const target = element.getAttribute('target')?.trim().toLowerCase() ?? null;
          return target !== null && linkTargets.has(target) ? target : null;
        },
      },
    };
  },
  renderHTML({ HTMLAttributes }) {
    const attributes: Record<string, string> = {};
    for (const key of ['href', 'title', 'target'] as const) {
      const value: unknown = HTMLAttributes[key];
      if (typeof value === 'string') attributes[key] = value;
    }
    if (attributes.target === '_blank') attributes.rel = 'noopener noreferrer';
    return ['a', attributes, 0];
  },
}).configure({ openOnClick: false, autolink: true, defaultProtocol: 'https' });

/**
 * The editor's document model: only what the allow-list keeps (headings 2 to 4, paragraphs, bold, italic, underline,
 * strike, lists, quotes, rules, line breaks, links). No code, code blocks or images: the allow-list has no <code>
 * or <pre>, and images come through the image fields.
 */
export const wysiwygExtensions: Extensions = [
  StarterKit.configure({
    code: false,
    codeBlock: false,
    heading: { levels: [2, 3, 4] },
    link: false,
    trailingNode: false,
  }),
  AllowListLink,
];

/**
 * The editor's HTML in the allow-list's own notation: void elements closed as sanitize-html writes them ('<br />')
 * and non-breaking spaces as characters, so the API stores exactly what the editor shows; an empty document is ''.
 */
export function canonicalEditorHtml(html: string, isEmpty: boolean): string {
  if (isEmpty) return '';
  return html.replace(/<(br|hr)>/g, '<$1 />').replace(/&nbsp;/g, '\u00a0');
}
