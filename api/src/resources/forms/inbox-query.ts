import { contactFormSubjectValues, messages } from '@bestell/domain';
import { type Expression, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { maxOffset, maxPage } from '../../infrastructure/http/paging.js';
import { AppError } from '../../kernel/app-error.js';

const m = messages.validation;
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: m.notInRange({ min, max }) })
    .int({ error: m.notInRange({ min, max }) })
    .min(min, { error: m.notInRange({ min, max }) })
    .max(max, { error: m.notInRange({ min, max }) });
export const inboxMaxLimit = 100;
export const inboxDefaultLimit = 25;
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
  // Paging is checked by parsePaging first (out of range: 400 `invalid_query` like every list); these lines document it.
  page: whole(1, maxPage).optional().meta({ description: 'Page counted from 1.' }),
  offset: whole(0, maxOffset).optional().meta({ description: 'Entries to skip (instead of page).' }),
  limit: whole(1, inboxMaxLimit).optional().meta({ description: 'Entries per page (1–100, default 25).' }),
});
export type InboxQuery = z.infer<typeof inboxQuerySchema>;

/**
 * A query parameter the inbox does not know (`?days=-3`) is refused, 422 naming it, rather than silently ignored:
 * the admin would otherwise believe the list is filtered.
 */
export function refuseUnknownQuery(query: unknown): void {
  const known = new Set(Object.keys(inboxQuerySchema.shape));
  const keys = typeof query === 'object' && query !== null ? Object.keys(query) : [];
  const unknown = keys.find((key) => !known.has(key));
  if (unknown !== undefined) {
    throw new AppError('validation', m.unexpectedField, { field: unknown, code: 'unrecognized_keys' });
  }
}

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
