import { messages } from '@bestell/domain';
import { pickQuery, queryParam } from '../../infrastructure/http/query-schema.js';
import { mediaPageQuerySchema } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';

/** The longest alt text (the column is text; 255 like the image references products and branches embed). */
export const maxAltLength = 255;

/** An image's alt text: required for a new image, never blank, at most 255 characters (trimmed). */
export function requireAlt(alt: string | null): string {
  const text = alt?.trim() ?? '';
  if (text === '') throw new AppError('validation', messages.validation.blank, { field: 'alt', code: 'alt_required' });
  if (text.length > maxAltLength) {
    throw new AppError('validation', messages.validation.tooLong({ limit: maxAltLength }), {
      field: 'alt',
      code: 'too_big',
    });
  }
  return text;
}

/** The longest image description (the column's check). */
export const maxDescriptionLength = 2000;

/** An image's description as sent (trimmed; empty clears it), at most 2000 characters. */
export function checkDescription(description: string): string {
  const text = description.trim();
  if (text.length > maxDescriptionLength) {
    throw new AppError('validation', messages.validation.tooLong({ limit: maxDescriptionLength }), {
      field: 'description',
      code: 'too_big',
    });
  }
  return text;
}

/** GET /api/images: paging plus `search` (part of the alt text or file name, for staff also the description). */
export const imageListQuerySchema = mediaPageQuerySchema.extend({
  search: queryParam('Part of the alt text or file name, for staff also of the description (any case).'),
});

export function parseImageSearch(query: unknown): string | null {
  const { search } = pickQuery(imageListQuerySchema, query);
  const text = search?.trim().slice(0, 100) ?? '';
  return text === '' ? null : text;
}
