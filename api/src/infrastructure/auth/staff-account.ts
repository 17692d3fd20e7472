import { messages } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import { AppError } from '../../kernel/app-error.js';
import { type StaffRole, staffRoles } from './actor.js';

/** A user as authentication sees it: the account flags, the staff roles and the branches. */
export interface StaffAccount {
  id: number;
  username: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: StaffRole[];
  branchIds: number[];
  isEnabled: boolean;
  expiresAt: Date | null;
  lockedUntil: Date | null;
}

function staffRolesOf(roles: string[]): StaffRole[] {
  return staffRoles.filter((role) => roles.includes(role));
}

function accountQuery(db: Db) {
  return db.selectFrom('users').select([
    'users.id',
    'users.username',
    'users.passwordHash',
    'users.firstName',
    'users.lastName',
    'users.email',
    'users.roles',
    'users.isEnabled',
    'users.expiresAt',
    'users.lockedUntil',
    sql<number[]>`coalesce((select array_agg(ub.branch_id order by ub.branch_id) from user_branches ub
        where ub.user_id = users.id), '{}')`.as('branchIds'),
  ]);
}

type AccountRow = Awaited<ReturnType<ReturnType<typeof accountQuery>['executeTakeFirst']>>;

function toAccount(row: AccountRow): StaffAccount | null {
  if (!row) return null;
  return { ...row, roles: staffRolesOf(row.roles), branchIds: row.branchIds.map(Number) };
}

export async function findAccountByUsername(db: Db, username: string): Promise<StaffAccount | null> {
  const row = await accountQuery(db)
    .where(sql<string>`lower(users.username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return toAccount(row);
}

export async function findAccountById(db: Db, id: number): Promise<StaffAccount | null> {
  return toAccount(await accountQuery(db).where('users.id', '=', id).executeTakeFirst());
}

/**
 * Why the account may not sign in now, or null. Checked only after the password (or link) proved who it is, so
 * the answer never tells a stranger that a username exists. Disabled, then expired, then locked; all 403.
 * A user without any staff role is treated as disabled.
 */
export function accountRefusal(account: StaffAccount, now: Date): AppError | null {
  if (!account.isEnabled || account.roles.length === 0) {
    return new AppError('forbidden', messages.auth.accountDisabled, { code: 'account_disabled' });
  }
  if (account.expiresAt !== null && account.expiresAt.getTime() <= now.getTime()) {
    return new AppError('forbidden', messages.auth.accountExpired, { code: 'account_expired' });
  }
  if (account.lockedUntil !== null && account.lockedUntil.getTime() > now.getTime()) {
    return new AppError('forbidden', messages.auth.accountLocked, { code: 'account_locked' });
  }
  return null;
}
