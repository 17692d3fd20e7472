import {
  austrianPublicHolidays,
  defaultHolidayEntitlementDays,
  type HolidayBalance,
  holidayBalance,
} from '@bestell/domain';
import type { Db } from '../../db/database.js';

/** The user's entitlement for the year as a decimal text (no row: the default 25 days). */
export async function entitlementOf(db: Db, userId: number, year: number): Promise<string> {
  const row = await db
    .selectFrom('holidayEntitlements')
    .select('days')
    .where('userId', '=', userId)
    .where('year', '=', year)
    .executeTakeFirst();
  return row?.days ?? String(defaultHolidayEntitlementDays);
}

/**
 * Entitlement, days taken and left in `year` (issue 28.3): taken are the working days (Mon–Fri without the Austrian
 * public holidays) of the user's holiday absences within the year.
 */
export async function holidayBalanceOf(db: Db, userId: number, year: number): Promise<HolidayBalance> {
  const absences = await db
    .selectFrom('absences')
    .select(['kind', 'fromDate', 'toDate'])
    .where('userId', '=', userId)
    .where('kind', '=', 'holiday')
    .where('toDate', '>=', `${year}-01-01`)
    .where('fromDate', '<=', `${year}-12-31`)
    .execute();
  const publicHolidays = austrianPublicHolidays(year).map((holiday) => holiday.date);
  return holidayBalance(
    year,
    await entitlementOf(db, userId, year),
    absences.map((a) => ({ kind: 'holiday' as const, fromDate: a.fromDate, toDate: a.toDate })),
    publicHolidays,
  );
}
