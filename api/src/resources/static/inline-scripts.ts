import crypto from 'node:crypto';

const scriptElement = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const srcAttribute = /\ssrc\s*=/i;
const typeAttribute = /\stype\s*=\s*["']?([^"'\s>]+)/i;
/** Types a browser runs; any other type (application/json, ld+json) is a data block that no policy governs. */
const scriptTypes = new Set(['', 'module', 'text/javascript', 'application/javascript']);

/** The CSP source (`'sha256-…'`) of one inline script's text, exactly as written between its tags. */
export function scriptHashSource(text: string): string {
  return `'sha256-${crypto.createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * The `'sha256-…'` sources of every inline script a browser would run in `html` (no `src`, a script type), in order,
 * without repeats: with them in `script-src`, the page runs its own inline scripts and no injected one.
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(scriptElement)) {
    if (srcAttribute.test(attributes)) continue;
    const type = typeAttribute.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!scriptTypes.has(type)) continue;
    hashes.add(scriptHashSource(text));
  }
  return [...hashes];
}
