import { DEFAULT_TIME_ZONE, formatGermanDate, localDateOf, localMinuteOfDay, messages } from '@bestell/domain';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';

const hhmm = (instant: Date) => {
  const minute = localMinuteOfDay(instant.getTime(), DEFAULT_TIME_ZONE);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
};

/** The German words of a shift: date and wall-clock times in Vienna. */
export function shiftWords(shift: { startsAt: Date; endsAt: Date }): { date: string; from: string; to: string } {
  return {
    date: formatGermanDate(localDateOf(shift.startsAt.getTime(), DEFAULT_TIME_ZONE)),
    from: hhmm(shift.startsAt),
    to: hhmm(shift.endsAt),
  };
}

/**
 * Serialises the schedule writes of these employees until the transaction ends (a row lock on each user), so two
 * concurrent saves cannot both pass the overlap check.
 */
export async function lockEmployees(trx: Trx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  await trx.selectFrom('users').select('id').where('id', 'in', userIds).orderBy('id').forUpdate().execute();
}

/**
 * Refuses (409 on `startsAt`) when one of the shifts `ids` overlaps another shift of the same employee, as the
 * tables stand in the transaction. The message names the other shift (Vienna date and times).
 */
export async function refuseOverlaps(trx: Trx, ids: number[], message = messages.timeTrackingSchedules.shiftOverlap) {
  if (ids.length === 0) return;
  const clash = await trx
    .selectFrom('workingSchedules as a')
    .innerJoin('workingSchedules as b', (join) =>
      join
        .onRef('b.userId', '=', 'a.userId')
        .onRef('b.id', '<>', 'a.id')
        .onRef('b.startsAt', '<', 'a.endsAt')
        .onRef('b.endsAt', '>', 'a.startsAt'),
    )
    .select(['b.startsAt', 'b.endsAt'])
    .where('a.id', 'in', ids)
    .orderBy('b.startsAt')
    .limit(1)
    .executeTakeFirst();
  if (!clash?.startsAt || !clash.endsAt) return;
  throw new AppError('conflict', message(shiftWords({ startsAt: clash.startsAt, endsAt: clash.endsAt })), {
    field: 'startsAt',
    code: 'shift_overlap',
  });
}
