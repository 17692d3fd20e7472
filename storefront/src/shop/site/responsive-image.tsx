import { imageUrl } from '@bestell/ui';
import type { SiteImage } from './site-types';

/** Spec §3 Image sizes: small 640, medium 1280, large 1920 (width in px), offered to the browser as a srcset. */
export function imageSrcSet(image: SiteImage): string {
  return `${imageUrl('small', image)} 640w, ${imageUrl('medium', image)} 1280w, ${imageUrl('large', image)} 1920w`;
}

export interface ResponsiveImageProps {
  image: SiteImage;
  /** The `sizes` attribute: how wide the image is shown (default: the content width). */
  sizes?: string;
  className?: string;
  /** The first image of the page loads at once (LCP); the others near the viewport. */
  priority?: boolean;
  alt?: string;
}

export function ResponsiveImage({ image, sizes, className, priority = false, alt }: ResponsiveImageProps) {
  return (
    <img
      className={className}
      src={imageUrl('medium', image)}
      srcSet={imageSrcSet(image)}
      sizes={sizes ?? '(min-width: 1152px) 1152px, 100vw'}
      alt={alt ?? image.alt ?? ''}
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      // The first image paints with the page (usually the largest paint); the others decode off the main path.
      decoding={priority ? undefined : 'async'}
    />
  );
}
