/** The websites allowed to embed the widgets (issue 15 points 5 and 6): origins as `scheme://host[:port]`. */
import { z } from 'zod';
import { backofficeWidgetsMessages as w } from '../messages/backoffice-widgets.js';
import { optionalTextField, requiredTextField, strictObjectError } from './fields.js';

export type OriginCheck = { ok: true; origin: string } | { ok: false; reason: 'invalid' | 'path' };

/**
 * An address as the origin a browser sends: only http(s), no user info, no path (a lone '/' is fine), no query or
 * fragment; host lower-cased and the default port dropped (`HTTPS://Example.AT:443/` → `https://example.at`).
 */
export function normaliseOrigin(input: string): OriginCheck {
  const text = input.trim();
  if (!/^https?:\/\/[^/?#\s]/i.test(text)) return { ok: false, reason: 'invalid' };
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '') {
    return { ok: false, reason: 'invalid' };
  }
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'invalid' };
  if (url.pathname !== '/' || url.search !== '' || url.hash !== '' || /[?#]$/.test(text)) {
    return { ok: false, reason: 'path' };
  }
  return { ok: true, origin: url.origin };
}

/** A required origin field: comes out normalised, or fails with a German message. */
export function originField() {
  return requiredTextField(255).transform((value, ctx) => {
    const check = normaliseOrigin(value);
    if (check.ok) return check.origin;
    ctx.addIssue({
      code: 'custom',
      message: check.reason === 'path' ? w.validation.originWithPath : w.validation.originInvalid,
    });
    return z.NEVER;
  });
}

/** POST/PUT body of /api/embed-origins. */
export const embedOriginInputSchema = z.strictObject(
  {
    origin: originField(),
    label: optionalTextField(255),
  },
  strictObjectError,
);
export type EmbedOriginInput = z.output<typeof embedOriginInputSchema>;
