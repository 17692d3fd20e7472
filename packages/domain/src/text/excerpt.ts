/** §9: default excerpt length. */
export const EXCERPT_LENGTH = 128;
export const EXCERPT_ELLIPSIS = '...';

/**
 * §9 text excerpt: text longer than `length` characters is cut to `length` characters (trailing spaces dropped) and
 * '...' is appended; shorter text is returned unchanged. Counts Unicode code points, so an emoji is never split.
 */
export function excerpt(text: string, length: number = EXCERPT_LENGTH): string {
  const chars = Array.from(text);
  if (chars.length <= length) return text;
  return `${chars.slice(0, Math.max(0, length)).join('').trimEnd()}${EXCERPT_ELLIPSIS}`;
}
