/**
 * Secrets never reach the audit log (issue 24): a field whose name looks like a password, secret, token, API key,
 * private key, credential or hash keeps only the fact that it was set, and whether a change touched it.
 */
const secretName = /pass(word|phrase)?|secret|token|api[-_]?key|private[-_]?key|credential|hash/i;

/** Stored in place of a secret's value. */
export const maskedSecret = '[masked]';
/** Stored in place of a secret's new value when it differs from the old one (the diff still shows "changed"). */
export const maskedChangedSecret = '[masked:changed]';

export function isSecretKey(key: string): boolean {
  return secretName.test(key);
}

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function maskedValue(value: unknown, changed: boolean): Json {
  if (value === null || value === undefined || value === '') return null;
  return changed ? maskedChangedSecret : maskedSecret;
}

/** A copy of `value` (any JSON-like data) as the log keeps it: each secret field's value masked, at any depth. */
export function maskSecrets(value: unknown, other: unknown = value): Json {
  if (Array.isArray(value)) {
    return value.map((item, index) => maskSecrets(item, Array.isArray(other) ? other[index] : undefined));
  }
  if (isRecord(value)) {
    const counterpart = isRecord(other) ? other : {};
    const result: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value)) {
      if (item === undefined) continue;
      result[key] = isSecretKey(key)
        ? maskedValue(item, JSON.stringify(item) !== JSON.stringify(counterpart[key]))
        : maskSecrets(item, counterpart[key]);
    }
    return result;
  }
  if (value instanceof Date) return value.toISOString();
  if (value === undefined) return null;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean' || value === null) {
    return value;
  }
  return String(value);
}

/**
 * Before and after of one change, masked: a secret that stayed the same is `[masked]` on both sides; one that
 * changed is `[masked]` before and `[masked:changed]` after, so the diff tells that it changed but never to what.
 */
export function maskChange(before: unknown, after: unknown): { before: Json; after: Json } {
  return {
    before: before === undefined || before === null ? null : maskSecrets(before, before),
    after: after === undefined || after === null ? null : maskSecrets(after, before ?? after),
  };
}
