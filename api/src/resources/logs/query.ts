import { messages } from '@bestell/domain';
import { type Expression, type SqlBool, sql } from 'kysely';
import { z } from 'zod';
import { maxOffset, maxPage } from '../../infrastructure/http/paging.js';

const m = messages.validation;
const id = z.coerce.number({ error: m.invalidValue }).int({ error: m.invalidValue }).positive().max(2_147_483_647);
const whole = (min: number, max: number) =>
  z.coerce
    .number({ error: m.notInRange({ min, max }) })
    .int({ error: m.notInRange({ min, max }) })
    .min(min, { error: m.notInRange({ min, max }) })
    .max(max, { error: m.notInRange({ min, max }) });
const word = z
  .string({ error: m.invalidValue })
  .trim()
  .regex(/^[a-z][a-z0-9-]{0,39}$/, { error: m.invalidChoice });
const isoDate = z.iso.date({ error: m.invalidDate });
const searchMax = 200;
export const logsMaxLimit = 100;
export const logsDefaultLimit = 50;

/**
 * GET /api/logs: who (`userId`), what (`resource`, `resourceId`, `action`), when (`from`/`to`: calendar days in the
 * shop's time zone, both included) and `q`: case-insensitive text in the user's name, the resource, the entry's label
 * and its before, after and context values. Newest first unless `sort=createdAt`.
 */
export const logQuerySchema = z.object({
  userId: id.optional().meta({ description: 'Changes by this user.' }),
  resource: word.optional().meta({ description: "The resource's API name, e.g. products." }),
  resourceId: id.optional().meta({ description: 'The changed entity.' }),
  action: word.optional().meta({ description: 'create, update, delete, status, …' }),
  from: isoDate.optional().meta({ description: 'From this day on (YYYY-MM-DD, Europe/Vienna).' }),
  to: isoDate.optional().meta({ description: 'Up to and including this day (YYYY-MM-DD, Europe/Vienna).' }),
  q: z
    .string({ error: m.invalidValue })
    .trim()
    .max(searchMax, { error: m.tooLong({ limit: searchMax }) })
    .optional()
    .meta({ description: 'Text anywhere in user, resource, label, before, after or context.' }),
  sort: z.enum(['createdAt', '-createdAt'], { error: m.invalidChoice }).default('-createdAt'),
  // Paging is checked by parsePaging first (out of range: 400 like every list); these lines document it.
  page: whole(1, maxPage).optional().meta({ description: 'Page counted from 1.' }),
  offset: whole(0, maxOffset).optional().meta({ description: 'Entries to skip (instead of page).' }),
  limit: whole(1, logsMaxLimit).optional().meta({ description: 'Entries per page (1–100, default 50).' }),
});
export type LogQuery = z.infer<typeof logQuerySchema>;

/** The time zone the back-office's calendar days are in. */
export const logTimeZone = 'Europe/Vienna';

const likeEscape = (value: string) => value.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The conditions of the filters (all must hold). */
export function logConditions(query: LogQuery): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [];
  if (query.userId !== undefined) conditions.push(sql<SqlBool>`user_id = ${query.userId}`);
  if (query.resource !== undefined) conditions.push(sql<SqlBool>`resource = ${query.resource}`);
  if (query.resourceId !== undefined) conditions.push(sql<SqlBool>`resource_id = ${query.resourceId}`);
  if (query.action !== undefined) conditions.push(sql<SqlBool>`action = ${query.action}`);
  if (query.from !== undefined) {
    conditions.push(sql<SqlBool>`created_at >= (${query.from}::date)::timestamp at time zone ${logTimeZone}`);
  }
  if (query.to !== undefined) {
    conditions.push(sql<SqlBool>`created_at < (${query.to}::date + 1)::timestamp at time zone ${logTimeZone}`);
  }
  if (query.q) {
    const pattern = `%${likeEscape(query.q.toLowerCase())}%`;
    conditions.push(sql<SqlBool>`lower(
      coalesce(username, '') || ' ' || resource || ' ' || coalesce(label, '') || ' ' ||
      coalesce(before::text, '') || ' ' || coalesce(after::text, '') || ' ' || data::text
    ) like ${pattern}`);
  }
  return conditions;
}
