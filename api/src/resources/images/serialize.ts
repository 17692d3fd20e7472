import type { ImageRef } from '@bestell/domain';
import type { Selectable } from 'kysely';
import type { ImagesTable } from '../../db/schema.js';

/** The image entity of spec §3 (`id, version, extension, alt`), the same shape products and branches embed. */
export function toImageEntity(row: Selectable<ImagesTable>): ImageRef {
  return { id: row.id, version: row.version, extension: row.extension, alt: row.alt ?? '' };
}
