import { adminRole } from '@bestell/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface TerminalEmployeeRow {
  id: number;
  displayName: string;
}

/**
 * The people who may clock in at a branch: enabled, unexpired staff users with the branch among their branches, and
 * admins (who may work everywhere). Bounded: a branch has tens of people, never more than 500.
 */
function eligible(db: Db, branchId: number, now: Date) {
  return db
    .selectFrom('users as u')
    .where('u.isEnabled', '=', true)
    .where((eb) => eb.or([eb('u.expiresAt', 'is', null), eb('u.expiresAt', '>', now)]))
    .where((eb) =>
      eb.or([
        eb(sql<boolean>`${adminRole} = any(u.roles)`, '=', true),
        eb.exists(
          eb
            .selectFrom('userBranches as ub')
            .select('ub.userId')
            .whereRef('ub.userId', '=', 'u.id')
            .where('ub.branchId', '=', branchId),
        ),
      ]),
    );
}

function displayNameOf(row: { username: string; firstName: string; lastName: string }): string {
  const name = `${row.firstName} ${row.lastName}`.trim();
  return name === '' ? row.username : name;
}

export async function listBranchEmployees(db: Db, branchId: number, now: Date): Promise<TerminalEmployeeRow[]> {
  const rows = await eligible(db, branchId, now)
    .select(['u.id', 'u.username', 'u.firstName', 'u.lastName'])
    .orderBy('u.firstName')
    .orderBy('u.lastName')
    .orderBy('u.id')
    .limit(500)
    .execute();
  return rows.map((row) => ({ id: row.id, displayName: displayNameOf(row) }));
}

/** The employee (id and display name) when `userId` may clock in at the branch, else null. */
export async function findBranchEmployee(
  db: Db,
  branchId: number,
  userId: number,
  now: Date,
): Promise<TerminalEmployeeRow | null> {
  const row = await eligible(db, branchId, now)
    .select(['u.id', 'u.username', 'u.firstName', 'u.lastName'])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row ? { id: row.id, displayName: displayNameOf(row) } : null;
}
