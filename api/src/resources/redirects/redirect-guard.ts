import { contentUsageMessages as m, type RedirectInput, redirectPathKey } from '@bestell/domain';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';
import { redirectUsersOf } from './redirect-usage.js';

/**
 * Issue 24: a redirect that another redirect leads to is not deleted, disabled or moved to another path — the other
 * one's chain would end nowhere. Refused with 409 (code 'in_use', not the version conflict) naming the other
 * redirects; checked in the write's transaction before anything is written.
 */
export async function guardRedirectChange(trx: Trx, id: number, input: RedirectInput | null): Promise<void> {
  const stored = await trx
    .selectFrom('redirects')
    .select(['path', 'isEnabled'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (stored === undefined) return;
  const key = redirectPathKey(stored.path) ?? stored.path;
  const leavesPath = input === null || !input.isEnabled || (redirectPathKey(input.path) ?? input.path) !== key;
  if (!leavesPath) return;
  const users = await redirectUsersOf(trx, stored.path, id);
  if (users.length > 0) {
    throw new AppError('conflict', m.redirectUsed(users), {
      code: 'in_use',
      ...(input !== null && !input.isEnabled ? { field: 'isEnabled' } : {}),
    });
  }
}
