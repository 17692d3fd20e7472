import { internalTargetKey, contentUsageMessages as m, redirectPathKey } from '@bestell/domain';
import type { Trx } from '../../infrastructure/crud/types.js';

/**
 * The redirects (enabled or not: a disabled one is checked as if enabled) whose target is this path of the shop,
 * other than `exceptId`, named for a refusal: 'der Weiterleitung „/alt“'.
 */
export async function redirectUsersOf(trx: Trx, path: string, exceptId: number | null = null): Promise<string[]> {
  const key = redirectPathKey(path) ?? path;
  let query = trx.selectFrom('redirects').select(['path', 'target']).orderBy('path');
  if (exceptId !== null) query = query.where('id', '!=', exceptId);
  const rows = await query.execute();
  return rows.filter((row) => internalTargetKey(row.target) === key).map((row) => m.redirectUser(row.path));
}

/** The enabled redirect whose path is this one (it would hide a page there), if any. */
export async function enabledRedirectAt(trx: Trx, path: string): Promise<{ path: string; target: string } | null> {
  const key = redirectPathKey(path) ?? path;
  const rows = await trx.selectFrom('redirects').select(['path', 'target']).where('isEnabled', '=', true).execute();
  return rows.find((row) => redirectPathKey(row.path) === key) ?? null;
}
