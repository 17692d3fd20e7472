import type { WorkingSchedule } from '@bestell/domain';
import type { Db } from '../../db/database.js';

/** How far ahead the terminal shows the employee's shifts (issue 28.2: "from now for 14 days"). */
export const upcomingDays = 14;

/**
 * The employee's shifts from now for 14 days, the one in progress included, earliest first (all their branches:
 * `branchId` says where). Bounded: at most 100 rows.
 */
export async function upcomingShifts(db: Db, userId: number, now: Date): Promise<Omit<WorkingSchedule, 'seriesId'>[]> {
  const until = new Date(now.getTime() + upcomingDays * 86_400_000);
  const rows = await db
    .selectFrom('workingSchedules')
    .select(['id', 'userId', 'branchId', 'startsAt', 'endsAt', 'breakMinutes', 'note'])
    .where('userId', '=', userId)
    .where('endsAt', '>', now)
    .where('startsAt', '<', until)
    .orderBy('startsAt')
    .orderBy('id')
    .limit(100)
    .execute();
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt?.toISOString() ?? '',
    endsAt: row.endsAt?.toISOString() ?? '',
  }));
}
