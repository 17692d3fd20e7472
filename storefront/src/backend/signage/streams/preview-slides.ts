import {
  type Branch,
  isProductInScope,
  type Product,
  productPriceLabel,
  productSlideDuration,
  type ResolvedSlide,
  type Slide,
} from '@bestell/domain';
import { imageUrl, uploadUrl } from '../../media/media-api';
import type { SlideCatalog } from './slide-catalog';

type PreviewCatalog = Pick<SlideCatalog, 'products' | 'categories' | 'images' | 'uploads' | 'templates' | 'blocks'>;
type PreviewProduct = Product & { categoryId: number | null };

/**
 * The slides of a stream as a screen of `branch` would play them, for the back-office preview: a category becomes
 * its products in turn; products outside the branch's scope (a `branches` product on a partner screen and vice
 * versa), disabled or not public are left out; prices are the price label the program carries (the branch's base
 * price, a partner's reselling price, with 'ca.'/'ab' and the unit; none when the price is hidden); durations as the
 * program's (the domain's productSlideDuration: the slide's, else `content.duration`, else 10 s with several images,
 * else the stream's).
 * The player gets the same from the server's program; this only shows staff what they are editing.
 */
export function previewSlides(
  slides: readonly Slide[],
  catalog: PreviewCatalog,
  branch: Pick<Branch, 'identificationNumber'>,
  defaultDuration: number,
): ResolvedSlide[] {
  const productSlide = (product: PreviewProduct, duration: number | null, key: string): ResolvedSlide[] => {
    if (!product.isEnabled || !product.isPublic || !isProductInScope(product, branch)) return [];
    const label = productPriceLabel(product, branch);
    return [
      {
        key,
        type: 'product',
        duration: productSlideDuration(duration, product, defaultDuration),
        title: product.name,
        ...(label ? { priceText: label.prefix ? `${label.prefix} ${label.amount}` : label.amount } : {}),
        ...(label?.unit ? { unitText: label.unit } : {}),
        images: product.images.slice(0, 1).map((image) => imageUrl(image, 'small')),
        productId: product.id,
      },
    ];
  };
  const resolve = (slide: Slide, key: string): ResolvedSlide[] => {
    switch (slide.type) {
      case 'product': {
        const product = catalog.products.find((row) => row.id === slide.productId);
        return product ? productSlide(product, slide.duration ?? null, key) : [];
      }
      case 'category':
        return catalog.products
          .filter((product) => product.categoryId === slide.categoryId)
          .flatMap((product) => productSlide(product, slide.duration ?? null, `${key}-${product.id}`));
      case 'image': {
        const image = catalog.images.find((row) => row.id === slide.imageId);
        return image
          ? [{ key, type: 'image', duration: slide.duration, title: image.alt, images: [imageUrl(image, 'small')] }]
          : [];
      }
      case 'upload': {
        const upload = catalog.uploads.find((row) => row.id === slide.uploadId);
        if (!upload) return [];
        const url = uploadUrl(upload);
        return upload.mimeType.startsWith('video/')
          ? [{ key, type: 'video', duration: slide.duration, title: '', images: [], videoUrl: url }]
          : [{ key, type: 'image', duration: slide.duration, title: '', images: [url] }];
      }
      case 'template': {
        const template = catalog.templates.find((row) => row.id === slide.imageTemplateId);
        return template
          ? [
              {
                key,
                type: 'template',
                duration: slide.duration,
                title: template.name,
                images: [`/api/image-templates/${template.id}/image.png`],
              },
            ]
          : [];
      }
      case 'block': {
        const block = catalog.blocks.find((row) => row.id === slide.blockId);
        return block ? [{ key, type: 'block', duration: slide.duration, title: block.name, images: [] }] : [];
      }
    }
  };
  return slides.flatMap((slide, index) => resolve(slide, String(index)));
}
