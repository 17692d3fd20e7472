import { useStaffApi } from '@bestell/api-client';
import type { SlideType } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import type { StaffCategory, StaffProduct } from '../../catalog/products/product-values';
import { useCategoryList, useProductList } from '../../catalog/products/use-products';
import type { StaffContentEntry } from '../../cms/blocks/content-entry-values';
import type { ChoiceOption } from '../../forms';
import { imagesKey, type LibraryImage, templatesKey, type UploadedFile, uploadsKey } from '../../media/media-api';
import type { StaffTemplate } from '../../media/template-values';

/** The most rows the media lists (images, uploads) answer at once. */
const mediaPage = 100;

/**
 * What a stream's slides can point to, loaded once for the editor: the catalog (products, categories), the media
 * library (the newest images and uploads), image templates and CMS blocks. The slide list names its entries from
 * these, the 'add' panel offers them, the preview shows them.
 */
export function useSlideCatalog() {
  const api = useStaffApi();
  const products = useProductList();
  const categories = useCategoryList();
  const images = useQuery({
    queryKey: [...imagesKey, 'signage', mediaPage],
    queryFn: ({ signal }) => api.list<LibraryImage>(`/images?limit=${mediaPage}`, signal),
    staleTime: 30_000,
  });
  const uploads = useQuery({
    queryKey: [...uploadsKey, 'signage', mediaPage],
    queryFn: ({ signal }) => api.list<UploadedFile>(`/uploads?limit=${mediaPage}`, signal),
    staleTime: 30_000,
  });
  const templates = useQuery({
    queryKey: templatesKey,
    queryFn: ({ signal }) => api.list<StaffTemplate>('/image-templates?limit=1000', signal),
    staleTime: 30_000,
  });
  const blocks = useQuery({
    queryKey: ['staff', '/blocks', 'list', 'signage'],
    queryFn: ({ signal }) => api.list<StaffContentEntry>('/blocks?limit=1000', signal),
    staleTime: 30_000,
  });
  return {
    products: products.data?.rows ?? ([] as StaffProduct[]),
    categories: categories.data?.rows ?? ([] as StaffCategory[]),
    images: images.data?.rows ?? [],
    uploads: uploads.data?.rows ?? [],
    templates: templates.data?.rows ?? [],
    blocks: blocks.data?.rows ?? [],
    isError: [products, categories, images, uploads, templates, blocks].some((query) => query.isError),
  };
}

export type SlideCatalog = ReturnType<typeof useSlideCatalog>;

/** The choices of one slide type, named as staff know them. */
export function targetOptions(catalog: SlideCatalog, type: SlideType): ChoiceOption[] {
  switch (type) {
    case 'product':
      return catalog.products.map((row) => ({ id: row.id, label: row.name }));
    case 'category':
      return catalog.categories.map((row) => ({ id: row.id, label: row.name }));
    case 'image':
      return catalog.images.map((row) => ({ id: row.id, label: row.alt || `#${row.id}` }));
    case 'upload':
      return catalog.uploads.map((row) => ({ id: row.id, label: `#${row.id} (${row.mimeType})` }));
    case 'template':
      return catalog.templates.map((row) => ({ id: row.id, label: row.name || row.identifier }));
    case 'block':
      return catalog.blocks.map((row) => ({ id: row.id, label: row.name || row.identifier || `#${row.id}` }));
  }
}

/** The name of what a slide points to (its id when the lists do not hold it). */
export function targetName(catalog: SlideCatalog, type: SlideType, id: number): string {
  return targetOptions(catalog, type).find((option) => option.id === id)?.label ?? `#${id}`;
}
