import { cmsPagesMessages } from '@bestell/domain';
import { imageUrl, useLightbox } from '@bestell/ui';
import { ResponsiveImage } from '../responsive-image';
import type { SiteImage } from '../site-types';
import styles from './cards.module.css';

/** An image that opens the lightbox (spec §2 Layout) with all images of its section, at its position. */
export function ImageButton({
  image,
  name,
  gallery,
  index,
  sizes,
}: {
  image: SiteImage;
  name: string;
  gallery: { image: SiteImage; name: string }[];
  index: number;
  sizes?: string;
}) {
  const openLightbox = useLightbox();
  const images = gallery.map((entry) => ({ src: imageUrl('large', entry.image), alt: entry.image.alt || entry.name }));
  return (
    <button
      type="button"
      className={styles.imageButton}
      onClick={() => openLightbox(images, index)}
      aria-label={cmsPagesMessages.openImage({ name: image.alt || name })}
    >
      <ResponsiveImage image={image} className={styles.cardImage} sizes={sizes} alt="" />
    </button>
  );
}
