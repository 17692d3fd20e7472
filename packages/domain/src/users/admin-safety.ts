/**
 * Issue 12 §8: the shop can never lose its last administrator. A change or delete of a user account is refused when
 * it would leave no enabled, unexpired ROLE_ADMIN ('lastAdmin'), and an admin never disables, deletes or demotes
 * their own account ('ownAccount'; with that the last admin would be the case above first).
 */
export const adminRole = 'ROLE_ADMIN';

export interface AdminAccountState {
  roles: readonly string[];
  isEnabled: boolean;
  /** ISO date-time or null; an account whose expiry has passed cannot sign in. */
  expiresAt: string | null;
}

export type UserChange = { kind: 'update'; after: AdminAccountState } | { kind: 'delete' };

export type UserChangeRefusal = 'lastAdmin' | 'ownAccount';

/** Can this account act as an administrator at `now`? */
export function isActiveAdmin(account: AdminAccountState, now: Date): boolean {
  return (
    account.isEnabled &&
    account.roles.includes(adminRole) &&
    (account.expiresAt === null || Date.parse(account.expiresAt) > now.getTime())
  );
}

/**
 * Why the change of user `targetId` by user `actorId` is refused, or null. `activeAdminIds`: the users that are active
 * admins now (before the change).
 */
export function userChangeRefusal(input: {
  actorId: number | null;
  targetId: number;
  change: UserChange;
  activeAdminIds: readonly number[];
  now: Date;
}): UserChangeRefusal | null {
  const { actorId, targetId, change, activeAdminIds, now } = input;
  const staysAdmin = change.kind === 'update' && isActiveAdmin(change.after, now);
  const takesAdminAway = activeAdminIds.includes(targetId) && !staysAdmin;
  if (takesAdminAway && activeAdminIds.length === 1) return 'lastAdmin';
  if (actorId === targetId && !staysAdmin) return 'ownAccount';
  return null;
}
