import { messages, shelfLabel } from '@bestell/domain';
import { z } from 'zod';
import type { ProductRow } from '../../db/schema.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import { labelLayouts, renderLabelsPdf } from './labels-pdf.js';
import { toProduct } from './serialize.js';

/** At most this many labels in one PDF (about 21 compact pages); a repeated id counts each time. */
export const labelsLimit = 1000;

const text = messages.backofficeExports;

/** The query of GET /products/labels.pdf (the route parses it, the OpenAPI document shows it). */
export const labelsQuerySchema = z.object({
  layout: z
    .enum(labelLayouts, { error: messages.validation.invalidChoice })
    .default('compact')
    .meta({ description: 'The label sheet: `compact` (A4, 48 a page) or another of the layouts.' }),
  ids: z
    .string({ error: text.labelsNoIds })
    .optional()
    .meta({
      description: `Product ids, comma-separated, in print order (an id repeated prints it again; at most ${labelsLimit}).`,
    }),
});

function parseIds(value: string | undefined): number[] {
  const parts = (value ?? '').split(',').map((part) => part.trim());
  if (parts.every((part) => part === '')) throw new AppError('validation', text.labelsNoIds, { field: 'ids' });
  if (parts.length > labelsLimit) {
    throw new AppError('validation', text.labelsTooMany({ limit: labelsLimit }), { field: 'ids' });
  }
  return parts.map((part) => {
    if (!/^\d{1,9}$/.test(part) || Number(part) === 0) {
      throw new AppError('validation', messages.validation.invalidValue, { field: 'ids' });
    }
    return Number(part);
  });
}

/**
 * GET /products/labels.pdf (contract 6): one label per id in the given order (an id repeated prints that many), the
 * label content from the domain (shelfLabel: list price of own branches). An unknown id is a 422 naming it.
 */
export async function productLabelsPdf(deps: AppDeps, query: unknown): Promise<Uint8Array> {
  const { layout, ids: raw } = labelsQuerySchema.parse(query);
  const ids = parseIds(raw);
  const unique = [...new Set(ids)];
  const rows: ProductRow[] = await deps.db.selectFrom('products').selectAll().where('id', 'in', unique).execute();
  const byId = new Map(rows.map((row) => [row.id, shelfLabel(toProduct(row, []))]));
  const missing = unique.find((id) => !byId.has(id));
  if (missing !== undefined) {
    throw new AppError('validation', text.labelsUnknownProduct({ id: missing }), { field: 'ids' });
  }
  const labels = ids.flatMap((id) => {
    const label = byId.get(id);
    return label ? [label] : [];
  });
  return renderLabelsPdf(labels, layout, text.labelsTitle);
}
