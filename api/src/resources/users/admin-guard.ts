import { adminRole, isActiveAdmin, messages, type UserInput, userChangeRefusal } from '@bestell/domain';
import { sql } from 'kysely';
import type { Actor } from '../../infrastructure/auth/actor.js';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';

const codes = { lastAdmin: 'last_admin', ownAccount: 'own_account' } as const;

/**
 * The users resource's rule (issue 12 §8): no change or delete that leaves no active admin, and no admin locking
 * themselves out (domain userChangeRefusal) — 422 with the German message, nothing written. The enabled admins are
 * locked until the end of the transaction, so two admins disabling each other at once cannot both succeed.
 */
export async function guardAdminChange(
  trx: Trx,
  change: { actor: Actor; id: number; input: UserInput | null },
  now: Date,
): Promise<void> {
  const admins = await trx
    .selectFrom('users')
    .select(['id', 'roles', 'isEnabled', 'expiresAt'])
    .where('isEnabled', '=', true)
    .where(sql<boolean>`${adminRole} = any(roles)`)
    .orderBy('id')
    .forUpdate()
    .execute();
  const activeAdminIds = admins
    .filter((admin) => isActiveAdmin({ ...admin, expiresAt: admin.expiresAt?.toISOString() ?? null }, now))
    .map((admin) => admin.id);
  const { actor, id, input } = change;
  const refusal = userChangeRefusal({
    actorId: actor.kind === 'staff' ? actor.userId : null,
    targetId: id,
    change: input
      ? { kind: 'update', after: { roles: input.roles, isEnabled: input.isEnabled, expiresAt: input.expiresAt } }
      : { kind: 'delete' },
    activeAdminIds,
    now,
  });
  if (refusal) throw new AppError('validation', messages.backoffice[refusal], { code: codes[refusal] });
}
