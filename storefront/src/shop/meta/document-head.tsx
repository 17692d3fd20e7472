import { createContext, type ReactNode, useContext, useEffect } from 'react';

/** A tag of the page's <head>: its title, or a <meta>/<link> named by its first attribute (name, property, rel). */
export type HeadTag =
  | { tag: 'title'; text: string }
  | { tag: 'meta'; key: 'name' | 'property'; name: string; content: string }
  | { tag: 'link'; rel: string; href: string };

/** The server render's collector: the head tags of the page rendered last. */
export interface HeadCollector {
  tags: HeadTag[];
}

const HeadCollectorContext = createContext<HeadCollector | null>(null);

/** On the server: collects the head tags the page asks for (entry-server.tsx writes them into <head>). */
export function HeadCollectorProvider({ collector, children }: { collector: HeadCollector; children: ReactNode }) {
  return <HeadCollectorContext.Provider value={collector}>{children}</HeadCollectorContext.Provider>;
}

const escapes: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => escapes[char] ?? char);

/** The tags as HTML for the server's <head>. */
export function headTagsHtml(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`;
      if (tag.tag === 'meta')
        return `<meta ${tag.key}="${escapeHtml(tag.name)}" content="${escapeHtml(tag.content)}"/>`;
      return `<link rel="${escapeHtml(tag.rel)}" href="${escapeHtml(tag.href)}"/>`;
    })
    .join('');
}

/** A quoted attribute value in a selector. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

const selector = (tag: Exclude<HeadTag, { tag: 'title' }>) =>
  tag.tag === 'meta' ? `meta[${tag.key}=${quoted(tag.name)}]` : `link[rel=${quoted(tag.rel)}]`;

/** The <meta>/<link> tags a page's head may carry (PageMeta's): one the page does not ask for is removed. */
const managedSelectors = [
  'meta[name="description"]',
  'meta[property="og:title"]',
  'meta[property="og:url"]',
  'meta[property="og:description"]',
  'meta[name="twitter:title"]',
  'meta[name="twitter:description"]',
  'link[rel="canonical"]',
];

/** Makes `document.head` show exactly these tags (title, and the page's meta and link tags). */
export function applyHeadTags(document: Document, tags: readonly HeadTag[]): void {
  const wanted = new Set<Element>();
  for (const tag of tags) {
    if (tag.tag === 'title') {
      if (document.title !== tag.text) document.title = tag.text;
      continue;
    }
    let element = document.head.querySelector(selector(tag));
    if (!element) {
      element = document.createElement(tag.tag);
      document.head.append(element);
    }
    if (tag.tag === 'meta') {
      element.setAttribute(tag.key, tag.name);
      element.setAttribute('content', tag.content);
    } else {
      element.setAttribute('rel', tag.rel);
      element.setAttribute('href', tag.href);
    }
    wanted.add(element);
  }
  if (!tags.some((tag) => tag.tag !== 'title')) return; // a title alone (no config yet, an error page) keeps the rest
  for (const element of document.head.querySelectorAll(managedSelectors.join(','))) {
    if (!wanted.has(element)) element.remove();
  }
}

/**
 * The page's <head> tags: written into the server's HTML, applied to `document.head` in the browser (after every
 * render that changes them). Replaces React 19's hoisting of <title>/<meta>/<link>, which the shop's Preact build
 * does not have.
 */
export function useDocumentHead(tags: HeadTag[]): void {
  const collector = useContext(HeadCollectorContext);
  if (collector) collector.tags = tags;
  const key = JSON.stringify(tags);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for the tags' content
  useEffect(() => applyHeadTags(document, tags), [key]);
}
