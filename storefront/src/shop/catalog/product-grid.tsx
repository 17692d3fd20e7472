import type { Branch, MenuCatalogProduct, Product } from '@bestell/domain';
import styles from './catalog.module.css';
import { ProductTile } from './product-tile';

export function ProductGrid({
  products,
  branch,
  currency,
  onOpen,
  onAllergens,
  eagerImages = 0,
}: {
  products: MenuCatalogProduct[];
  branch: Branch;
  currency: string;
  onOpen: (product: Product) => void;
  onAllergens: (product: Product) => void;
  /** How many tiles load their image right away; the others wait until they near the viewport. */
  eagerImages?: number;
}) {
  return (
    <ul className={styles.grid}>
      {products.map(({ product, availability }, index) => (
        <li key={product.id}>
          <ProductTile
            product={product}
            availability={availability}
            branch={branch}
            currency={currency}
            onOpen={onOpen}
            onAllergens={onAllergens}
            lazyImage={index >= eagerImages}
          />
        </li>
      ))}
    </ul>
  );
}
