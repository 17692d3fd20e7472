import type { Slide, SlideType } from '@bestell/domain';

/** The id a slide points to (product, category, upload, image, image template or CMS block). */
export function targetIdOf(slide: Slide): number {
  switch (slide.type) {
    case 'product':
      return slide.productId;
    case 'category':
      return slide.categoryId;
    case 'upload':
      return slide.uploadId;
    case 'image':
      return slide.imageId;
    case 'template':
      return slide.imageTemplateId;
    case 'block':
      return slide.blockId;
  }
}

/** A new slide of a type pointing to `id`; products and categories may leave the duration to the product. */
export function newSlide(type: SlideType, id: number, duration: number | null): Slide {
  switch (type) {
    case 'product':
      return { type, productId: id, duration };
    case 'category':
      return { type, categoryId: id, duration };
    case 'upload':
      return { type, uploadId: id, duration: duration ?? 0 };
    case 'image':
      return { type, imageId: id, duration: duration ?? 0 };
    case 'template':
      return { type, imageTemplateId: id, duration: duration ?? 0 };
    case 'block':
      return { type, blockId: id, duration: duration ?? 0 };
  }
}

/** Whether a slide of this type may leave its duration out (then the product's, else the stream's default). */
export const durationOptional = (type: SlideType) => type === 'product' || type === 'category';
