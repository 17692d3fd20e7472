import { statisticsKinds } from '@bestell/domain';
import { z } from 'zod';

const row = z.object({
  key: z.string().meta({
    description: 'days: YYYY-MM-DD; grid: D-HH (ISO weekday 1 = Monday … 7, hour 00–23); top/shares: id or category.',
  }),
  label: z.string().optional().meta({ description: 'The German name of the key (a product, an origin, …).' }),
  value: z.number().int().meta({ description: 'A count (orders, item lines, visitors, views, …).' }),
  amount: z
    .string()
    .optional()
    .meta({ description: 'A sum of money in EUR as a decimal string with 2 decimals (revenue buckets).' }),
});

/** The one answer shape of every statistics bucket (issue 26). */
export const statisticsAnswerSchema = z.object({
  bucket: z.string(),
  kind: z.enum(statisticsKinds).meta({
    description:
      'days: a row per local day, oldest first, empty days included; grid: a row per weekday × hour (168); top: largest first, at most 20; shares: every category, largest first.',
  }),
  from: z.iso.date(),
  to: z.iso.date(),
  branchId: z
    .number()
    .int()
    .nullable()
    .meta({ description: 'The branch asked for; null: every branch the caller may see.' }),
  rows: z.array(row),
  total: z.object({ value: z.number().int(), amount: z.string().optional() }).meta({
    description: 'Over the whole range (for top lists: over every key, not only the rows shown).',
  }),
});
export type StatisticsAnswer = z.infer<typeof statisticsAnswerSchema>;
