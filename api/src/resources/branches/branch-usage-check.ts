import { contentUsageMessages as m } from '@bestell/domain';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';
import { navigationUsersOf } from '../navigations/navigation-usage.js';

/**
 * Issue 24: a branch that a navigation item leads to is not deleted — the menu would link to a 404. Refused with 409
 * (code 'in_use', not the version conflict) naming the navigations; checked before anything is written. (A change
 * of its identifier is not refused here: employees edit their branch, and the menu item is the admin's to fix.)
 */
export async function guardBranchDelete(trx: Trx, id: number, deleting: boolean): Promise<void> {
  if (!deleting) return;
  const stored = await trx.selectFrom('branches').select('identifier').where('id', '=', id).executeTakeFirst();
  if (stored === undefined) return;
  const users = await navigationUsersOf(trx, 'branch', stored.identifier);
  if (users.length > 0) throw new AppError('conflict', m.branchUsed(users), { code: 'in_use' });
}
