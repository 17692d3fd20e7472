import { type BranchInput, contentUsageMessages as m } from '@bestell/domain';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';
import { navigationUsersOf } from '../navigations/navigation-usage.js';

/**
 * Issue 24: a branch that a navigation item leads to is not deleted nor given another identifier (its address
 * /store/{identifier}) — the menu would link to a 404. Refused with 409 (code 'in_use', not the version conflict)
 * naming the navigations; checked before anything is written.
 */
export async function guardBranchChange(trx: Trx, id: number, input: BranchInput | null): Promise<void> {
  const stored = await trx.selectFrom('branches').select('identifier').where('id', '=', id).executeTakeFirst();
  if (stored === undefined || (input !== null && input.identifier === stored.identifier)) return;
  const users = await navigationUsersOf(trx, 'branch', stored.identifier);
  if (users.length > 0) {
    throw new AppError('conflict', m.branchUsed(users), {
      code: 'in_use',
      ...(input !== null ? { field: 'identifier' } : {}),
    });
  }
}
