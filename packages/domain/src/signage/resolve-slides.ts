import type { Branch, Category, Menu, Product, Schedule } from '../entities/index.js';
import { productPriceLabel } from '../pricing/price-label.js';
import { isProductInScope } from '../pricing/scope.js';
import { sanitizeRichText } from '../text/rich-text.js';
import { signageImageUrl, signageTemplateUrl, signageUploadUrl } from './media-urls.js';
import type { ResolvedSlide } from './program.js';
import type { Slide } from './slides.js';

/** Seconds a product with several images stays when neither the slide nor `content.duration` names a time. */
export const multiImageProductDuration = 10;

export interface SlideUpload {
  id: number;
  version: number;
  extension: string;
  mimeType: string;
  publicHash: string;
  originalName: string | null;
}
export interface SlideImage {
  id: number;
  version: number;
  extension: string;
  alt: string | null;
}
export interface SlideTemplate {
  id: number;
  name: string;
  version: number;
}
export interface SlideBlock {
  id: number;
  name: string;
  content: Record<string, unknown>;
}

/** What the server loaded to resolve a branch's slides (all reads done before; this module does no I/O). */
export interface SlideCatalog {
  branch: Pick<Branch, 'id' | 'identificationNumber'>;
  /** The branch's active menu at the time the program is built; none → no product is shown. */
  menu: Pick<Menu, 'catalog'> | undefined;
  /** Public, enabled categories and products (the storefront's visible rows). */
  categories: readonly Category[];
  products: readonly Product[];
  uploads: ReadonlyMap<number, SlideUpload>;
  images: ReadonlyMap<number, SlideImage>;
  templates: ReadonlyMap<number, SlideTemplate>;
  blocks: ReadonlyMap<number, SlideBlock>;
  currency: string;
}

interface MenuPlace {
  category: Category;
  products: Product[];
}

/** The active menu's categories with their products in menu order, shown ones only (enabled, public, in scope). */
function menuPlaces(catalog: SlideCatalog): MenuPlace[] {
  if (!catalog.menu) return [];
  const categories = new Map(catalog.categories.map((category) => [category.id, category]));
  const products = new Map(catalog.products.map((product) => [product.id, product]));
  const places: MenuPlace[] = [];
  for (const entry of catalog.menu.catalog) {
    const category = categories.get(entry.id);
    if (!category?.isEnabled || !category.isPublic) continue;
    const shown: Product[] = [];
    for (const { id } of entry.products) {
      const product = products.get(id);
      if (product?.isEnabled && product.isPublic && isProductInScope(product, catalog.branch)) shown.push(product);
    }
    places.push({ category, products: shown });
  }
  return places;
}

/** The slide's own duration, else the product's `content.duration` (0 = none), else 10 s with several images, else the stream's. */
export function productSlideDuration(
  slideDuration: number | null,
  product: Pick<Product, 'content' | 'images'>,
  streamDefault: number,
): number {
  if (slideDuration !== null) return slideDuration;
  const own = product.content.duration;
  if (own !== null && own > 0) return own;
  return product.images.length > 1 ? multiImageProductDuration : streamDefault;
}

function productSlide(
  key: string,
  product: Product,
  category: Category,
  duration: number,
  catalog: SlideCatalog,
): ResolvedSlide {
  const label = productPriceLabel(product, catalog.branch, catalog.currency);
  const allergens = product.content.allergens ? sanitizeRichText(product.content.allergens).trim() : '';
  const schedule = (windows: readonly Schedule[]) => windows.map((w) => ({ from: w.from ?? null, to: w.to ?? null }));
  return {
    key,
    type: 'product',
    productId: product.id,
    duration,
    title: product.name,
    ...(label ? { priceText: label.prefix ? `${label.prefix} ${label.amount}` : label.amount } : {}),
    ...(label?.unit ? { unitText: label.unit } : {}),
    ...(allergens !== '' ? { allergensHtml: allergens } : {}),
    images: product.images.map(signageImageUrl),
    availability: { schedule: schedule(product.schedule), categorySchedule: schedule(category.schedule) },
  };
}

function blockHtml(block: SlideBlock): string {
  const body = block.content.body ?? block.content.html ?? block.content.text;
  return typeof body === 'string' ? sanitizeRichText(body) : '';
}

/**
 * A stream's slides as a screen of `catalog.branch` shows them (issue 29.2). A product appears only when it is
 * enabled, public, in scope for the branch (a partner never gets a `branches` product, an own branch never a
 * `partners` one) and in the branch's active menu; its price is the branch's base price (the reselling price on a
 * partner screen) formatted like the shop's price label. A category slide becomes one slide per such product, in
 * menu order. Uploads become image or video slides, images and rendered templates image slides, CMS blocks their
 * sanitised HTML. A reference to a row that no longer exists is skipped. Schedules travel with each product
 * (`availability`): the player drops one outside its schedule with `isSlideShown` (program-time.ts), also offline.
 */
export function resolveSlides(
  streamId: number,
  slides: readonly Slide[],
  streamDefault: number,
  catalog: SlideCatalog,
): ResolvedSlide[] {
  const places = menuPlaces(catalog);
  const result: ResolvedSlide[] = [];
  slides.forEach((slide, index) => {
    const key = `${streamId}-${index}`;
    switch (slide.type) {
      case 'product': {
        const place = places.find((p) => p.products.some((product) => product.id === slide.productId));
        const product = place?.products.find((p) => p.id === slide.productId);
        if (!place || !product) return;
        const duration = productSlideDuration(slide.duration, product, streamDefault);
        result.push(productSlide(`${key}-p${product.id}`, product, place.category, duration, catalog));
        return;
      }
      case 'category': {
        const place = places.find((p) => p.category.id === slide.categoryId);
        if (!place) return;
        for (const product of place.products) {
          const duration = productSlideDuration(slide.duration, product, streamDefault);
          result.push(productSlide(`${key}-p${product.id}`, product, place.category, duration, catalog));
        }
        return;
      }
      case 'upload': {
        const upload = catalog.uploads.get(slide.uploadId);
        if (!upload) return;
        const url = signageUploadUrl(upload);
        const title = upload.originalName ?? '';
        if (upload.mimeType.startsWith('video/')) {
          result.push({ key, type: 'video', duration: slide.duration, title, images: [], videoUrl: url });
        } else if (upload.mimeType.startsWith('image/')) {
          result.push({ key, type: 'image', duration: slide.duration, title, images: [url] });
        }
        return;
      }
      case 'image': {
        const image = catalog.images.get(slide.imageId);
        if (image) {
          result.push({
            key,
            type: 'image',
            duration: slide.duration,
            title: image.alt ?? '',
            images: [signageImageUrl(image)],
          });
        }
        return;
      }
      case 'template': {
        const template = catalog.templates.get(slide.imageTemplateId);
        if (template) {
          result.push({
            key,
            type: 'template',
            duration: slide.duration,
            title: template.name,
            images: [signageTemplateUrl(template)],
          });
        }
        return;
      }
      case 'block': {
        const block = catalog.blocks.get(slide.blockId);
        if (block)
          result.push({
            key,
            type: 'block',
            duration: slide.duration,
            title: block.name,
            html: blockHtml(block),
            images: [],
          });
        return;
      }
    }
  });
  return result;
}
