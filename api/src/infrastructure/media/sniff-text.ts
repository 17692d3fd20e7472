/** Text sniffing: valid UTF-8 without binary control characters; SVG is text whose first element is <svg>. */

const decoder = new TextDecoder('utf-8', { fatal: true });

/** The file as text when it is valid UTF-8 without control characters other than tab, newlines and form feed. */
export function asText(bytes: Buffer): string | null {
  let text: string;
  try {
    text = decoder.decode(bytes);
  } catch {
    return null;
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: looking for control characters is the point
  if (/[\u0000-\u0008\u000b\u000e-\u001f\u007f]/.test(text)) return null;
  return text;
}

/** XML prolog items that may precede the root element: declaration, comments, doctype, processing instructions. */
const prolog = /^(?:\s+|<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!DOCTYPE[^>[]*(?:\[[\s\S]*?\])?\s*>)*/i;

export function isSvgText(text: string): boolean {
  const withoutBom = text.startsWith('\ufeff') ? text.slice(1) : text;
  const rest = withoutBom.slice(prolog.exec(withoutBom)?.[0].length ?? 0);
  return /^<svg[\s>/]/.test(rest) && /<\/svg\s*>\s*$|\/>\s*$/.test(rest.trimEnd());
}
