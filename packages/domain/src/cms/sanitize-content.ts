/**
 * Sanitising a CMS content document on write (issue 14 point 3), whatever its structure: every string under a
 * rich-text key (`text`, `body`, `thankYou`) goes through sanitizeRichText, every string under a URL key (`url`,
 * `href`) must pass isSafeLinkUrl. Pure; the API turns the unsafe paths into 422 field errors.
 */
import { sanitizeRichText } from '../text/rich-text.js';
import { isSafeLinkUrl } from '../text/safe-url.js';
import { richTextContentKeys, urlContentKeys } from './sections.js';

export type ContentPath = (string | number)[];

export interface SanitizedContent<T> {
  value: T;
  /** Paths (relative to the document) of URLs that are not http(s), mailto, tel or relative. */
  unsafeUrls: ContentPath[];
}

const richKeys: ReadonlySet<string> = new Set(richTextContentKeys);
const urlKeys: ReadonlySet<string> = new Set(urlContentKeys);

function walk(value: unknown, path: ContentPath, unsafe: ContentPath[]): unknown {
  if (Array.isArray(value)) {
    return value.map((entry, index) => walk(entry, [...path, index], unsafe));
  }
  if (typeof value !== 'object' || value === null) {
    return value;
  }
  const result: Record<string, unknown> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (typeof entry === 'string' && richKeys.has(key)) {
      result[key] = sanitizeRichText(entry);
    } else if (typeof entry === 'string' && urlKeys.has(key)) {
      if (entry.trim() !== '' && !isSafeLinkUrl(entry)) {
        unsafe.push([...path, key]);
      }
      result[key] = entry;
    } else {
      result[key] = walk(entry, [...path, key], unsafe);
    }
  }
  return result;
}

export function sanitizeContentDocument<T>(document: T): SanitizedContent<T> {
  const unsafeUrls: ContentPath[] = [];
  const value = walk(document, [], unsafeUrls) as T;
  return { value, unsafeUrls };
}
