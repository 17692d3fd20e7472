import { aiUsageMonthRange, validationMessages as m } from '@bestell/domain';
import { sql } from 'kysely';
import { z } from 'zod';
import type { Db } from '../../db/database.js';
import { pickQuery } from '../../infrastructure/http/query-schema.js';
import { AppError } from '../../kernel/app-error.js';

/** ?month=YYYY-MM (default: the current month in Vienna). */
export const usageQuerySchema = z.strictObject({
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: m.invalidValue })
    .optional()
    .meta({ description: 'The month, YYYY-MM (Europe/Vienna local time); default the current one.' }),
});

/**
 * The query checked: a parameter the list does not know (`?monat=`) is a 400 naming it rather than silently ignored
 * (the admin would believe the list shows that month); a bad month a 400 naming `month`.
 */
export function parseUsageQuery(query: unknown): z.infer<typeof usageQuerySchema> {
  const known = new Set(Object.keys(usageQuerySchema.shape));
  const keys = typeof query === 'object' && query !== null ? Object.keys(query) : [];
  const unknown = keys.find((key) => !known.has(key));
  if (unknown !== undefined) {
    throw new AppError('bad_request', m.unexpectedField, { field: unknown, code: 'unrecognized_keys' });
  }
  const parsed = usageQuerySchema.safeParse(pickQuery(usageQuerySchema, query));
  if (!parsed.success) {
    throw new AppError('bad_request', parsed.error.issues[0]?.message ?? m.invalidValue, {
      field: 'month',
      code: 'invalid_query',
    });
  }
  return parsed.data;
}

export const usageRowSchema = z.object({
  userId: z.number().int().nullable(),
  username: z.string().nullable().meta({ description: 'null: the user was deleted.' }),
  kind: z.enum(['site', 'product', 'image']),
  model: z.string(),
  calls: z.number().int(),
  failures: z.number().int().meta({ description: 'Calls that ended invalid, with an error, a timeout or a cancel.' }),
  promptTokens: z.number().int(),
  completionTokens: z.number().int(),
  durationMs: z.number().int(),
});
export type UsageRow = z.infer<typeof usageRowSchema>;

export const usageAnswerSchema = z.object({ month: z.string(), rows: z.array(usageRowSchema) });

/** The AI calls of one month per user, kind and model (admins' monthly usage list). */
export async function usageOfMonth(db: Db, month: string): Promise<UsageRow[]> {
  const { from, to } = aiUsageMonthRange(month);
  const rows = await db
    .selectFrom('aiUsage')
    .leftJoin('users', 'users.id', 'aiUsage.userId')
    .select([
      'aiUsage.userId as userId',
      'users.username as username',
      'aiUsage.kind as kind',
      'aiUsage.model as model',
      sql<string>`count(*)`.as('calls'),
      sql<string>`count(*) filter (where ai_usage.outcome <> 'ok')`.as('failures'),
      sql<string>`coalesce(sum(ai_usage.prompt_tokens), 0)`.as('promptTokens'),
      sql<string>`coalesce(sum(ai_usage.completion_tokens), 0)`.as('completionTokens'),
      sql<string>`coalesce(sum(ai_usage.duration_ms), 0)`.as('durationMs'),
    ])
    .where('aiUsage.createdAt', '>=', from)
    .where('aiUsage.createdAt', '<', to)
    .groupBy(['aiUsage.userId', 'users.username', 'aiUsage.kind', 'aiUsage.model'])
    .orderBy('users.username')
    .orderBy('aiUsage.kind')
    .orderBy('aiUsage.model')
    .execute();
  return rows.map((row) => ({
    userId: row.userId,
    username: row.username,
    kind: row.kind === 'product' || row.kind === 'image' ? row.kind : 'site',
    model: row.model,
    calls: Number(row.calls),
    failures: Number(row.failures),
    promptTokens: Number(row.promptTokens),
    completionTokens: Number(row.completionTokens),
    durationMs: Number(row.durationMs),
  }));
}
