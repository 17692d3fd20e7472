import { randomUUID } from 'node:crypto';
import { DEFAULT_TIME_ZONE, messages, moveShiftByWeeks, type WorkingScheduleInput } from '@bestell/domain';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError } from '../../kernel/app-error.js';

/**
 * "Repeat weekly" (issue 28.2): a series is the shifts sharing a `series_id`, one a week on the same weekday and
 * wall-clock times (Vienna: a DST week keeps 08:00–16:00). Editing one shift with `applyToSeries` gives its later
 * shifts the same times, break, note, employee and branch, each in its own week.
 */

const timeZone = DEFAULT_TIME_ZONE;

/** Shift `weeks` weeks after the input's (wall-clock kept). */
function weeksAfter(input: WorkingScheduleInput, weeks: number): { startsAt: Date; endsAt: Date } {
  const moved = moveShiftByWeeks({ start: Date.parse(input.startsAt), end: Date.parse(input.endsAt) }, weeks, timeZone);
  return { startsAt: new Date(moved.start), endsAt: new Date(moved.end) };
}

/** A new series id when the save repeats the shift, else nothing (the row keeps its series). */
export function seriesColumns(input: WorkingScheduleInput): { seriesId?: string } {
  return input.repeatWeeks > 0 ? { seriesId: randomUUID() } : {};
}

/** The ids of the shifts added for `repeatWeeks` further weeks of the saved row's (new) series. */
export async function insertRepeats(trx: Trx, id: number, input: WorkingScheduleInput): Promise<number[]> {
  if (input.repeatWeeks === 0) return [];
  const row = await trx
    .selectFrom('workingSchedules')
    .select('seriesId')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const values = Array.from({ length: input.repeatWeeks }, (_, index) => ({
    userId: input.userId,
    branchId: input.branchId,
    breakMinutes: input.breakMinutes,
    note: input.note,
    seriesId: row.seriesId,
    ...weeksAfter(input, index + 1),
  }));
  const inserted = await trx.insertInto('workingSchedules').values(values).returning('id').execute();
  return inserted.map((r) => r.id);
}

/**
 * Before a shift of a series is replaced with `applyToSeries`: its later shifts (by start) take the input's times,
 * one week apart after it. Answers their ids (checked for overlaps after the write); 422 for a shift in no series.
 */
export async function applyToLaterShifts(trx: Trx, id: number, input: WorkingScheduleInput): Promise<number[]> {
  const current = await trx
    .selectFrom('workingSchedules')
    .select(['seriesId', 'startsAt'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!current) return [];
  if (!current.seriesId || !current.startsAt) {
    throw new AppError('validation', messages.timeTrackingSchedules.notInSeries, { field: 'applyToSeries' });
  }
  const later = await trx
    .selectFrom('workingSchedules')
    .select('id')
    .where('seriesId', '=', current.seriesId)
    .where('startsAt', '>', current.startsAt)
    .orderBy('startsAt')
    .execute();
  for (const [index, shift] of later.entries()) {
    await trx
      .updateTable('workingSchedules')
      .set({
        userId: input.userId,
        branchId: input.branchId,
        breakMinutes: input.breakMinutes,
        note: input.note,
        ...weeksAfter(input, index + 1),
        version: (eb) => eb('version', '+', 1),
      })
      .where('id', '=', shift.id)
      .execute();
  }
  return later.map((shift) => shift.id);
}
