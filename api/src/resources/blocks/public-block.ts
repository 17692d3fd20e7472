import type { Db } from '../../db/database.js';
import { anonymous } from '../../infrastructure/auth/actor.js';
import { contentResource } from './staff-routes.js';

/** The id of `GET /api/blocks/{id}`; null for other paths. */
export function blockIdOf(pathname: string): number | null {
  const match = /^\/api\/blocks\/([1-9]\d{0,9})$/.exec(pathname);
  return match?.[1] ? Number(match[1]) : null;
}

/**
 * The block with this id as an anonymous visitor reads it (the same entity as the route's answer: content sanitised),
 * null when there is none: the server render of a page with a block section shows the block's text.
 */
export async function loadPublicBlock(db: Db, id: number): Promise<unknown> {
  const row = await db.selectFrom('blocks').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) return null;
  const [entity] = await contentResource('blocks').toEntities([row], db, anonymous);
  return entity ?? null;
}
