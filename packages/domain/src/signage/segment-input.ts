import { z } from 'zod';
import { signageContentMessages as sm } from '../messages/signage-content.js';
import { validationMessages as m } from '../messages/validation.js';
import { isoDateField, timeOfDayField } from '../validation/date-time-url.js';
import { optionalTextField, requiredTextField, strictObjectError } from '../validation/fields.js';
import { integerField, optionalIdField, rowIdField } from '../validation/resources/common.js';
import { sceneRegionNames } from './scenes.js';

/** ISO weekdays: 1 = Monday … 7 = Sunday. */
export const allWeekdays = [1, 2, 3, 4, 5, 6, 7] as const;

const optionalTime = () =>
  z
    .union([z.literal(''), timeOfDayField()], { error: m.invalidTime })
    .nullish()
    .transform((value) => (value ? value : null));

const optionalDate = () =>
  z
    .union([z.literal(''), isoDateField()], { error: m.invalidDate })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A segment (issue 29 point 2): which stream plays when — on these weekdays, from `fromTime` (inclusive) to `toTime`
 * (exclusive; missing = the whole day, an end before the start runs past midnight), between `fromDate` and `toDate`
 * (inclusive, both optional) — for one device, a group of devices, or (neither) every screen. `region` names the
 * scene region it fills (missing = the main region). Of several active segments the highest `priority` wins.
 */
export const segmentInputSchema = z
  .strictObject(
    {
      name: requiredTextField(255),
      streamId: rowIdField(),
      deviceId: optionalIdField(),
      groupName: optionalTextField(100),
      region: optionalTextField(50).pipe(z.enum(sceneRegionNames, { error: m.invalidChoice }).nullable()),
      weekdays: z
        .array(
          z.union(
            allWeekdays.map((day) => z.literal(day)),
            { error: m.invalidChoice },
          ),
          { error: m.invalidValue },
        )
        .min(1, { error: sm.weekdaysRequired })
        .default([...allWeekdays])
        .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
      fromTime: optionalTime(),
      toTime: optionalTime(),
      fromDate: optionalDate(),
      toDate: optionalDate(),
      priority: integerField(0, 0, 1000),
    },
    strictObjectError,
  )
  .superRefine((segment, ctx) => {
    if (segment.fromDate && segment.toDate && segment.toDate < segment.fromDate) {
      ctx.addIssue({ code: 'custom', message: sm.dateRangeReversed, path: ['toDate'] });
    }
    if (segment.fromTime && segment.toTime && segment.fromTime === segment.toTime) {
      ctx.addIssue({ code: 'custom', message: sm.timeRangeEmpty, path: ['toTime'] });
    }
  });
export type SegmentInput = z.output<typeof segmentInputSchema>;
