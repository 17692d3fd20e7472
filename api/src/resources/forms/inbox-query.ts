import { contactFormSubjectValues, messages } from '@bestell/domain';
import { type Expression, type SqlBool, sql } from 'kysely';
import { z } from 'zod';

const m = messages.validation;
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: m.notInRange({ min, max }) })
    .int({ error: m.notInRange({ min, max }) })
    .min(min, { error: m.notInRange({ min, max }) })
    .max(max, { error: m.notInRange({ min, max }) });
const isoDate = z.iso.date({ error: m.invalidDate });
const searchMax = 100;

/**
 * GET /api/form-submissions: `state` open or done, `subject`, the days received (`from`/`to`, Europe/Vienna, both
 * included) and `q`: case-insensitive text in name, company, e-mail, phone and message. Newest first.
 */
export const inboxQuerySchema = z.object({
  state: z.enum(['open', 'done'], { error: m.invalidChoice }).optional().meta({ description: 'open or done.' }),
  subject: z.enum(contactFormSubjectValues, { error: m.invalidChoice }).optional(),
  from: isoDate.optional().meta({ description: 'Received from this day on (YYYY-MM-DD, Europe/Vienna).' }),
  to: isoDate.optional().meta({ description: 'Received up to and including this day (YYYY-MM-DD).' }),
  q: z
    .string({ error: m.invalidValue })
    .trim()
    .max(searchMax, { error: m.tooLong({ limit: searchMax }) })
    .optional()
    .meta({ description: 'Text in name, company, e-mail, phone or message.' }),
  page: whole(1, 100_000).default(1).meta({ description: 'Page counted from 1.' }),
  limit: whole(1, 100).default(25).meta({ description: 'Entries per page (1–100, default 25).' }),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);
const zone = 'Europe/Vienna';

export function inboxConditions(query: InboxQuery): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (query.state === 'open') conditions.push(sql<SqlBool>`done_at is null`);
  if (query.state === 'done') conditions.push(sql<SqlBool>`done_at is not null`);
  if (query.subject) conditions.push(sql<SqlBool>`subject = ${query.subject}`);
  if (query.from) conditions.push(sql<SqlBool>`created_at >= (${query.from}::date)::timestamp at time zone ${zone}`);
  if (query.to) conditions.push(sql<SqlBool>`created_at < (${query.to}::date + 1)::timestamp at time zone ${zone}`);
  if (query.q) {
    const pattern = `%${likeEscape(query.q.toLowerCase())}%`;
    conditions.push(sql<SqlBool>`lower(
      first_name || ' ' || last_name || ' ' || coalesce(company, '') || ' ' || email || ' ' || phone || ' ' || comment
    ) like ${pattern}`);
  }
  return conditions;
}
