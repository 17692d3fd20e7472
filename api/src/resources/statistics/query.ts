import { messages, statisticsMaxDays } from '@bestell/domain';
import { z } from 'zod';
import { AppError } from '../../kernel/app-error.js';

const m = messages.validation;
const isoDate = z.iso.date({ error: m.invalidDate });

/** GET /api/statistics/{bucket}: the local days from..to (both included) and optionally one branch. */
export const statisticsQuerySchema = z.object({
  from: isoDate.meta({ description: 'First day (YYYY-MM-DD, the branch’s local day, Europe/Vienna), included.' }),
  to: isoDate.meta({ description: 'Last day (YYYY-MM-DD), included; at most three years after from.' }),
  branchId: z.coerce
    .number({ error: m.invalidValue })
    .int({ error: m.invalidValue })
    .positive({ error: m.invalidValue })
    .max(2_147_483_647, { error: m.invalidValue })
    .optional()
    .meta({ description: 'Only this branch (employees: one of theirs; without it, all of theirs).' }),
});
export type StatisticsQuery = z.infer<typeof statisticsQuerySchema>;

const dayMs = 86_400_000;

/** Days from `from` to `to`, both included (calendar days, no time zone involved). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

function badQuery(message: string, field: string): AppError {
  return new AppError('bad_request', message, { field, code: 'invalid_query' });
}

/** The query checked: 400 with the German message naming the field for a bad date, from > to or a too long range. */
export function parseStatisticsQuery(query: Record<string, string | undefined>): StatisticsQuery {
  const parsed = statisticsQuerySchema.safeParse(query);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const field = String(issue?.path[0] ?? 'from');
    const message = query[field] === undefined ? m.blank : (issue?.message ?? m.invalidValue);
    throw badQuery(message, field);
  }
  const { from, to } = parsed.data;
  if (from > to) throw badQuery(messages.statistics.fromAfterTo, 'from');
  if (daysBetween(from, to) > statisticsMaxDays) {
    throw badQuery(messages.statistics.rangeTooLong({ years: 3 }), 'to');
  }
  return parsed.data;
}
