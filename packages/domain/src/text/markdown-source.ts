/**
 * Markdown sources (legal texts of the config, CMS fields of type markdown) are stored as Markdown and rendered
 * with markdown-it (html: false) + sanitizeRichText. Before they are stored, raw HTML is removed (it would only
 * show as text) and link destinations are checked, so an unsafe link is refused when written (issue 14 point 3).
 */
import { isSafeLinkUrl } from './safe-url.js';

const scriptLike = /<(script|style|iframe|object|embed|template|noscript|textarea|title|xmp)\b[\s\S]*?<\/\1\s*>/gi;
const comment = /<!--[\s\S]*?(-->|$)/g;
const tag = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/gi;

/** Removes HTML elements and comments from Markdown; the text of ordinary elements stays. */
export function stripHtmlFromMarkdown(markdown: string): string {
  let previous = '';
  let value = markdown;
  // Repeat until stable so '<scr<script>ipt>' cannot reassemble a tag.
  while (value !== previous) {
    previous = value;
    value = value.replace(scriptLike, '').replace(comment, '').replace(tag, '');
  }
  return value;
}

const inlineLink = /\]\(\s*<?([^)\s>]*)/g;
const referenceLink = /^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(\s|$)/gm;
const autolink = /<([a-z][a-z0-9+.-]*:[^<>\s]*)>/gi;

/** Link and image destinations of a Markdown text that are not http(s), mailto, tel or relative. */
export function unsafeMarkdownLinks(markdown: string): string[] {
  const destinations = [
    ...[...markdown.matchAll(inlineLink)].map((match) => match[1] ?? ''),
    ...[...markdown.matchAll(referenceLink)].map((match) => match[1] ?? ''),
    ...[...markdown.matchAll(autolink)].map((match) => match[1] ?? ''),
  ];
  return [...new Set(destinations.filter((url) => url !== '' && !isSafeLinkUrl(url)))];
}
