import type { Category, CategoryInput, categoryInputSchema } from '@bestell/domain';
import type { z } from 'zod';

/** A category as staff read it: the entity plus the version a save sends back (If-Match). */
export type StaffCategory = Category & { version: number };
export type CategoryFormValues = z.input<typeof categoryInputSchema>;

/** The form's values of a loaded category, or the defaults of a new one (the schema's defaults). */
export function toCategoryValues(category: StaffCategory | null): CategoryFormValues {
  return {
    name: category?.name ?? '',
    description: category?.description ?? null,
    image: category?.image
      ? { id: category.image.id, version: category.image.version, extension: category.image.extension }
      : null,
    isPublic: category?.isPublic ?? true,
    isEnabled: category?.isEnabled ?? true,
    schedule: (category?.schedule ?? []).map((window) => ({ from: window.from ?? null, to: window.to ?? null })),
    isVisibleWhenUnavailable: category?.isVisibleWhenUnavailable ?? false,
    position: category?.position ?? 0,
  };
}

export type { CategoryInput };
