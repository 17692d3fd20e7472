import type { Tag, tagInputSchema } from '@bestell/domain';
import type { z } from 'zod';

export type StaffTag = Tag & { version: number; position?: number };
export type TagFormValues = z.input<typeof tagInputSchema>;

export function toTagValues(tag: StaffTag | null): TagFormValues {
  return {
    name: tag?.name ?? '',
    image: tag?.image ? { id: tag.image.id, version: tag.image.version, extension: tag.image.extension } : null,
    position: tag?.position ?? 0,
  };
}
