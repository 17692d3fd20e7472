import type { Branch, MenuCatalogProduct, Product } from '@bestell/domain';
import styles from './catalog.module.css';
import { ProductTile } from './product-tile';

export function ProductGrid({
  products,
  branch,
  currency,
  onOpen,
  onAllergens,
}: {
  products: MenuCatalogProduct[];
  branch: Branch;
  currency: string;
  onOpen: (product: Product) => void;
  onAllergens: (product: Product) => void;
}) {
  return (
    <ul className={styles.grid}>
      {products.map(({ product, availability }) => (
        <li key={product.id}>
          <ProductTile
            product={product}
            availability={availability}
            branch={branch}
            currency={currency}
            onOpen={onOpen}
            onAllergens={onAllergens}
          />
        </li>
      ))}
    </ul>
  );
}
