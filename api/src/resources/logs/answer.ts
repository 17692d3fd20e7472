import { z } from 'zod';

const common = {
  id: z.number().int(),
  action: z.string().meta({ description: 'create, update, delete or the word of another change (status, …).' }),
  resource: z.string(),
  resourceId: z.number().int().nullable(),
  userId: z.number().int().nullable(),
  username: z.string().nullable(),
  label: z.string().nullable().meta({ description: 'What the entry is about in a few words (a name, title, …).' }),
  createdAt: z.string().meta({ format: 'date-time' }),
};

/** One entry of the audit log list: who, when, what, and which fields changed (the values: GET /api/logs/{id}). */
export const logListEntrySchema = z.object({
  ...common,
  changedFields: z.array(z.string()).meta({ description: 'Top-level fields whose value differs before → after.' }),
});

/** One entry with its values: the entity before and after the change (secrets masked) and further context. */
export const logEntrySchema = z.object({
  ...common,
  before: z.unknown().meta({ description: 'The entity before the change; null for a create.' }),
  after: z.unknown().meta({ description: 'The entity after the change; null for a delete.' }),
  data: z.record(z.string(), z.unknown()),
});
