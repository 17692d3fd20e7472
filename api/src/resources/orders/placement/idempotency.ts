import { createHash } from 'node:crypto';
import { messages } from '@bestell/domain';
import type { Db } from '../../../db/database.js';
import { AppError } from '../../../kernel/app-error.js';

export interface StoredResponse {
  status: number;
  body: unknown;
}

/** Printable ASCII, 1–255 characters (UUIDs and the like). */
export function parseIdempotencyKey(header: string | string[] | undefined): string | null {
  if (header === undefined) return null;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || !/^[\x21-\x7e]{1,255}$/.test(value)) {
    throw new AppError('bad_request', messages.placement.idempotencyKeyInvalid, { code: 'idempotency_key' });
  }
  return value;
}

/**
 * JSON with object keys sorted (UTF-16 code unit order, Array.prototype.sort's default), so the same body hashes the
 * same whatever the key order. Written as loops over one string: every placement hashes its body.
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? 'null';
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index++) {
      if (index > 0) text += ',';
      text += canonicalJson(value[index]);
    }
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  let text = '{';
  for (const key of Object.keys(record).sort()) {
    const entry = record[key];
    if (entry === undefined) continue;
    if (text.length > 1) text += ',';
    text += `${JSON.stringify(key)}:${canonicalJson(entry)}`;
  }
  return `${text}}`;
}

export function requestHash(body: unknown): string {
  return createHash('sha256').update(canonicalJson(body)).digest('hex');
}

/**
 * The stored result of a key, or null when the key is unused. The same key with another body is refused
 * (422, as the IETF Idempotency-Key draft recommends), so a client bug cannot silently get someone else's order.
 */
export async function findStoredResponse(db: Db, key: string, hash: string): Promise<StoredResponse | null> {
  const row = await db
    .selectFrom('idempotencyKeys')
    .select(['requestHash', 'status', 'response'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  if (row.requestHash !== hash) {
    throw new AppError('validation', messages.placement.idempotencyKeyReused, { code: 'idempotency_key_reused' });
  }
  return { status: row.status, body: row.response };
}
