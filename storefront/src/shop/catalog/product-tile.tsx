import {
  type Availability,
  type Branch,
  formatPriceLabel,
  type Product,
  productPriceLabel,
  shopMessages,
} from '@bestell/domain';
import { ImageSlider, imageUrl } from '@bestell/ui';
import { hasAllergenContent } from './allergen-text';
import styles from './catalog.module.css';

export interface ProductTileProps {
  product: Product;
  availability: Exclude<Availability, 'hidden'>;
  branch: Branch;
  currency: string;
  onOpen: (product: Product) => void;
  onAllergens: (product: Product) => void;
  /** Load the image only when the tile nears the viewport (tiles further down the page). */
  lazyImage?: boolean;
}

/**
 * Spec §2 Shop page: a tile with image or image slider, name and price; click or Enter/Space opens the configurator
 * (the name is the button; its hit area covers the tile). The red heart opens the allergen overview.
 */
export function ProductTile(props: ProductTileProps) {
  const { product, availability, branch, currency, onOpen, onAllergens, lazyImage = false } = props;
  const label = productPriceLabel(product, branch, currency);
  const disabled = availability === 'disabled';
  const images = product.images.map((image) => ({ src: imageUrl('small', image), alt: image.alt || product.name }));
  return (
    <article className={`${styles.tile} ${disabled ? styles.tileDisabled : ''}`} data-product-id={product.id}>
      <ImageSlider images={images} seconds={product.content.duration} lazy={lazyImage} />
      <div className={styles.tileText}>
        <h3 className={styles.tileName}>
          <button type="button" className={styles.tileButton} disabled={disabled} onClick={() => onOpen(product)}>
            {product.name}
          </button>
        </h3>
        {label && <p className={styles.tilePrice}>{formatPriceLabel(label)}</p>}
        {disabled && <p className={styles.tileState}>{shopMessages.unavailable}</p>}
      </div>
      {hasAllergenContent(product) && (
        <button
          type="button"
          className={styles.heart}
          onClick={() => onAllergens(product)}
          aria-label={shopMessages.showAllergens({ name: product.name })}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
            <path
              fill="currentColor"
              d="M12 21.35 10.55 20C5.4 15.36 2 12.28 2 8.5A5.42 5.42 0 0 1 7.5 3 6 6 0 0 1 12 5.09 6 6 0 0 1 16.5 3 5.42 5.42 0 0 1 22 8.5c0 3.78-3.4 6.86-8.55 11.54Z"
            />
          </svg>
        </button>
      )}
    </article>
  );
}
