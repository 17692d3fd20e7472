import { z } from 'zod';
import { onlinePauseMessages } from '../messages/online-pause.js';
import { strictObjectError } from '../validation/fields.js';

// The PUT body of an online pause (issue 27.3), apart from the pause rules: zod stays out of the board's first load.

const durationSchema = z.union([z.literal(15), z.literal(30), z.literal(60), z.literal('endOfDay')], {
  error: onlinePauseMessages.invalidDuration,
});

/** PUT body: a pause for a duration, or busy mode (+15/+30/+45 minutes) for a duration (default: end of day). */
export const onlinePauseInputSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('pause'), duration: durationSchema }, strictObjectError),
    z.strictObject(
      {
        kind: z.literal('busy'),
        extraMinutes: z.union([z.literal(15), z.literal(30), z.literal(45)], {
          error: onlinePauseMessages.invalidExtraMinutes,
        }),
        duration: durationSchema.default('endOfDay'),
      },
      strictObjectError,
    ),
  ],
  { error: onlinePauseMessages.invalidKind },
);
export type OnlinePauseInput = z.infer<typeof onlinePauseInputSchema>;
