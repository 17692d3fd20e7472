import { type Slide, signageContentMessages as sm } from '@bestell/domain';
import { sql } from 'kysely';
import type { Trx } from '../../infrastructure/crud/types.js';
import { AppError, type ErrorEntry } from '../../kernel/app-error.js';

type RefTable = 'products' | 'categories' | 'uploads' | 'images' | 'imageTemplates' | 'blocks';

/** The table and body field each kind of slide points to. */
function referenceOf(slide: Slide): { table: RefTable; field: string; id: number } {
  switch (slide.type) {
    case 'product':
      return { table: 'products', field: 'productId', id: slide.productId };
    case 'category':
      return { table: 'categories', field: 'categoryId', id: slide.categoryId };
    case 'upload':
      return { table: 'uploads', field: 'uploadId', id: slide.uploadId };
    case 'image':
      return { table: 'images', field: 'imageId', id: slide.imageId };
    case 'template':
      return { table: 'imageTemplates', field: 'imageTemplateId', id: slide.imageTemplateId };
    case 'block':
      return { table: 'blocks', field: 'blockId', id: slide.blockId };
  }
}

/**
 * A stream's slides point only at rows that exist (checked in the write's transaction): each missing one is a 422 on
 * its field, e.g. `slides.3.productId`. A row deleted later is skipped when the program is built.
 */
export async function checkSlideReferences(trx: Trx, slides: readonly Slide[]): Promise<void> {
  const references = slides.map(referenceOf);
  const tables = [...new Set(references.map((reference) => reference.table))];
  const existing = new Map<RefTable, Set<number>>();
  for (const table of tables) {
    const ids = references.filter((reference) => reference.table === table).map((reference) => reference.id);
    const rows = await trx.selectFrom(table).select('id').where('id', 'in', ids).execute();
    existing.set(table, new Set(rows.map((row) => row.id)));
  }
  const entries: ErrorEntry[] = [];
  references.forEach((reference, index) => {
    if (!existing.get(reference.table)?.has(reference.id)) {
      entries.push({
        message: sm.referenceUnknown,
        field: `slides.${index}.${reference.field}`,
        code: 'invalid_choice',
      });
    }
  });
  const [first] = entries;
  if (first) throw new AppError('validation', first.message, { entries });
}

/** A stream a scene region still plays is not deleted (409); segments are kept by their foreign key. */
export async function guardStreamDelete(trx: Trx, id: number): Promise<void> {
  const scenes = await trx
    .selectFrom('scenes')
    .select('id')
    .where(sql<boolean>`regions @> ${JSON.stringify([{ streamId: id }])}::jsonb`)
    .limit(1)
    .execute();
  if (scenes.length > 0) throw new AppError('conflict', sm.streamInUse, { code: 'referenced' });
}
