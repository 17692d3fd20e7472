import { z } from 'zod';
import { timeTrackingSheetsMessages as t } from '../messages/time-tracking-sheets.js';
import { validationMessages as m } from '../messages/validation.js';
import { idField, nonBlankText, optionalTextField, strictObjectError } from '../validation/fields.js';

/** An ISO date-time with offset ('2026-03-29T08:00:00+02:00' or '…Z'). */
const instantField = () =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? m.blank : m.invalidDateTime) })
    .pipe(z.iso.datetime({ offset: true, error: m.invalidDateTime }));

const breakSchema = z.strictObject({ startedAt: instantField(), endedAt: instantField() }, strictObjectError);

const reasonField = () =>
  nonBlankText(t.reasonRequired).pipe(z.string().max(500, { error: m.tooLong({ limit: 500 }) }));

const ms = (value: string) => Date.parse(value);

/** One activity lasts at most 24 hours (longer is a typing error: the AZG allows 12 hours at most). */
const maxActivityMs = 24 * 3_600_000;

/**
 * Issue 28.4: an admin's correction of a working activity (PUT /api/working-activities/{id}) or a missing one entered
 * afterwards (POST, with `userId`). Both need a reason. The corrected activity is ended (a forgotten clock-out is
 * corrected by giving its end); breaks lie inside it and do not overlap.
 */
const activityShape = {
  branchId: idField(),
  startedAt: instantField(),
  endedAt: instantField(),
  breaks: z.array(breakSchema, { error: m.invalidValue }).max(20, { error: m.invalidValue }).default([]),
  note: optionalTextField(500),
  reason: reasonField(),
};

type ActivityFields = { startedAt: string; endedAt: string; breaks: { startedAt: string; endedAt: string }[] };

function checkTimes(value: ActivityFields, ctx: z.RefinementCtx): void {
  if (ms(value.endedAt) <= ms(value.startedAt)) {
    ctx.addIssue({ code: 'custom', message: t.endBeforeStart, path: ['endedAt'] });
    return;
  }
  if (ms(value.endedAt) - ms(value.startedAt) > maxActivityMs) {
    ctx.addIssue({ code: 'custom', message: t.longerThanADay, path: ['endedAt'] });
    return;
  }
  const sorted = [...value.breaks].sort((a, b) => ms(a.startedAt) - ms(b.startedAt));
  for (const [index, pause] of sorted.entries()) {
    const inside =
      ms(pause.startedAt) >= ms(value.startedAt) &&
      ms(pause.endedAt) <= ms(value.endedAt) &&
      ms(pause.endedAt) > ms(pause.startedAt);
    if (!inside) {
      ctx.addIssue({ code: 'custom', message: t.breakOutside, path: ['breaks'] });
      return;
    }
    const next = sorted[index + 1];
    if (next && ms(next.startedAt) < ms(pause.endedAt)) {
      ctx.addIssue({ code: 'custom', message: t.breaksOverlap, path: ['breaks'] });
      return;
    }
  }
}

export const workingActivityCorrectionSchema = z.strictObject(activityShape, strictObjectError).superRefine(checkTimes);
export type WorkingActivityCorrection = z.infer<typeof workingActivityCorrectionSchema>;

export const workingActivityCreateSchema = z
  .strictObject({ userId: idField(), ...activityShape }, strictObjectError)
  .superRefine(checkTimes);
export type WorkingActivityCreate = z.infer<typeof workingActivityCreateSchema>;

/** DELETE /api/working-activities/{id}?reason=…: the reason is required there too. */
export const workingActivityDeleteQuerySchema = z.strictObject({ reason: reasonField() }, strictObjectError);
