import type { Expression, Kysely, SqlBool } from 'kysely';
import type { Db } from '../../db/database.js';
import { type Actor, branchScopeOf, isStaff } from '../auth/actor.js';
import type { BranchScope, LooseDb, LooseEb, Trx } from './types.js';

export function loose(db: Db | Trx): Kysely<LooseDb> {
  return db as unknown as Kysely<LooseDb>;
}

/** Rows of these branches (no branches: nothing). */
export function inBranches(eb: LooseEb, scope: BranchScope, branchIds: number[]): Expression<SqlBool> {
  if (branchIds.length === 0) return eb.lit(false);
  if (scope.kind === 'column') return eb(scope.column, 'in', branchIds);
  if (scope.kind === 'self') return eb('id', 'in', branchIds);
  return eb('id', 'in', eb.selectFrom(scope.table).select(scope.ownerColumn).where('branchId', 'in', branchIds));
}

/** `column = value` for every entry: the usual public condition (e.g. `{ isPublic: true, isEnabled: true }`). */
export function columnsEqual(values: Record<string, unknown>): (eb: LooseEb) => Expression<SqlBool> {
  return (eb) => eb.and(Object.entries(values).map(([column, value]) => eb(column, '=', value)));
}

/** Rows whose `branch_id` is a public, enabled branch. */
export function inVisibleBranch(column = 'branchId'): (eb: LooseEb) => Expression<SqlBool> {
  return (eb) =>
    eb(column, 'in', eb.selectFrom('branches').select('id').where('isPublic', '=', true).where('isEnabled', '=', true));
}

/**
 * What an actor may read: anonymous visitors (and branch keys) the public rows, admins everything, employees the
 * public rows plus every row of their own branches. `null` = no condition.
 */
export function readCondition(
  actor: Actor,
  definition: { publicWhere?: (eb: LooseEb) => Expression<SqlBool>; branchScope?: BranchScope; ownRowsColumn?: string },
): ((eb: LooseEb) => Expression<SqlBool>) | null {
  const { publicWhere, branchScope, ownRowsColumn } = definition;
  if (!isStaff(actor)) return publicWhere ?? null;
  const scope = branchScopeOf(actor);
  if (ownRowsColumn && scope !== 'all') return (eb) => eb(ownRowsColumn, '=', actor.userId);
  if (scope === 'all' || !branchScope) return null;
  return (eb) =>
    publicWhere ? eb.or([publicWhere(eb), inBranches(eb, branchScope, scope)]) : inBranches(eb, branchScope, scope);
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The branch ids a body not yet validated names in `field` (a branch id, null for no branch, or a list of `{ id }`),
 * or null when the field is missing or not of that shape (then validation answers). Used to check an employee's
 * branches before the body: a write to another branch is a 403 whatever else the body holds.
 */
export function branchIdsInBody(body: unknown, field: string): number[] | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !Object.hasOwn(body, field)) return null;
  const value: unknown = (body as Record<string, unknown>)[field];
  if (value === null) return [];
  if (isId(value)) return [value];
  if (!Array.isArray(value)) return null;
  const ids = value.map((entry: unknown) =>
    typeof entry === 'object' && entry !== null && 'id' in entry && isId(entry.id) ? entry.id : null,
  );
  return ids.every((id): id is number => id !== null) ? ids : null;
}
