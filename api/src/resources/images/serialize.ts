import type { ImageRef } from '@bestell/domain';
import type { Selectable } from 'kysely';
import type { ImagesTable } from '../../db/schema.js';

/** The image entity of spec §3 (`id, version, extension, alt`), the same shape products and branches embed. */
export function toImageEntity(row: Selectable<ImagesTable>): ImageRef {
  return { id: row.id, version: row.version, extension: row.extension, alt: row.alt ?? '' };
}

/** An image as staff see it in the media library: the §3 entity plus its description (issue 30: a prompt). */
export type StaffImage = ImageRef & { description: string | null };

export function toStaffImage(row: Selectable<ImagesTable>): StaffImage {
  return { ...toImageEntity(row), description: row.description };
}
