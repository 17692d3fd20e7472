import { isSafeLinkUrl } from '@bestell/domain';
import MarkdownIt from 'markdown-it';
import { useMemo } from 'react';

/**
 * Markdown of the configured legal texts (terms, privacy, imprint, allergens) and of CMS markdown fields, rendered by
 * markdown-it with raw HTML off (every tag in the source is escaped) and no autolinking; link and image targets pass
 * the domain's link rule (`isSafeLinkUrl`: only http(s), mailto, tel or relative), others stay plain text. That keeps
 * the output inside the rich-text allow-list without shipping the HTML sanitiser to the browser. `headingOffset`
 * shifts '#' levels (e.g. 2 inside a dialog titled h2). Absolute links open in a new tab.
 */
export function Markdown({ text, headingOffset = 0 }: { text: string; headingOffset?: number }) {
  const html = useMemo(() => markdownToHtml(text, headingOffset), [text, headingOffset]);
  // biome-ignore lint/security/noDangerouslySetInnerHtml: markdown-it without raw HTML, links checked by the domain
  return <div className="markdown" dangerouslySetInnerHTML={{ __html: html }} />;
}

const parser = new MarkdownIt({ html: false, xhtmlOut: true, linkify: false, typographer: false, breaks: false });
parser.validateLink = isSafeLinkUrl;

parser.renderer.rules.link_open = (tokens, index, options, _env, self) => {
  const token = tokens[index];
  if (token && /^https?:\/\//i.test(String(token.attrGet('href') ?? ''))) {
    token.attrSet('target', '_blank');
    token.attrSet('rel', 'noopener noreferrer');
  }
  return self.renderToken(tokens, index, options);
};

/** Markdown → safe HTML; headings shifted by `headingOffset` and clamped to h1–h6. */
export function markdownToHtml(text: string, headingOffset = 0): string {
  const tokens = parser.parse(text, {});
  if (headingOffset !== 0) {
    for (const token of tokens) {
      if (token.type === 'heading_open' || token.type === 'heading_close') {
        const level = Math.min(6, Math.max(1, Number(token.tag.slice(1)) + headingOffset));
        token.tag = `h${level}`;
      }
    }
  }
  return parser.renderer.render(tokens, parser.options, {});
}
