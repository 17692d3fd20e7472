import { messages } from '@bestell/domain';
import type { Context } from 'koa';
import { AppError } from '../../kernel/app-error.js';
import type { Row } from './types.js';

/** A version no row ever has: an `If-Match` that names no version can never match. */
const noVersion = -1;

/**
 * The version a save's `If-Match` header asks for (optimistic concurrency, issue 12 contract 2): `3`, `"3"` or
 * `W/"3"`. Null without the header or with `*` (no check: the old behaviour); anything else never matches (409).
 */
export function ifMatchVersion(ctx: Context): number | null {
  const header = ctx.get('If-Match').trim();
  if (header === '' || header === '*') return null;
  const match = /^(?:W\/)?"?(\d{1,9})"?$/.exec(header);
  return match ? Number(match[1]) : noVersion;
}

/** HTTP 409 with the German conflict message: someone else saved the row since it was loaded. */
export function conflictError(): AppError {
  return new AppError('conflict', messages.backoffice.conflict);
}

/**
 * Entities with the `version` of their rows. `toEntities` keeps the order of the rows; should a definition ever answer
 * fewer entities, they are matched by id.
 */
export function withVersions<TEntity>(rows: Row[], entities: TEntity[]): TEntity[] {
  const byId = new Map(rows.map((row) => [row.id, row.version]));
  return entities.map((entity, index) => {
    if (typeof entity !== 'object' || entity === null) return entity;
    const version = entities.length === rows.length ? rows[index]?.version : byId.get((entity as Row).id);
    return version === undefined ? entity : { ...entity, version: Number(version) };
  });
}
