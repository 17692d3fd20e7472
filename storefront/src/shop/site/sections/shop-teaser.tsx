import { useConfig, useProducts } from '@bestell/api-client';
import { cmsPagesMessages, formatCurrency, layoutMessages } from '@bestell/domain';
import { imageUrl } from '@bestell/ui';
import { Link } from 'react-router';
import { RichText } from '../rich-text';
import { SiteLink } from '../site-link';
import { linkOf, type Section } from '../site-types';
import cards from './cards.module.css';
import styles from './shop-teaser.module.css';

/** custom_home shop teaser: the button 'Zum Shop' and tiles of the chosen products, each to /shop?item={id}. */
export function ShopTeaser({ section }: { section: Section }) {
  const { data: products } = useProducts();
  const { data: config } = useConfig();
  const link = linkOf(section.link);
  const wanted = section.productIds ?? [];
  const shown = wanted.flatMap((id) => {
    const product = products?.find((entry) => entry.id === id && entry.isPublic && entry.isEnabled);
    return product ? [product] : [];
  });
  return (
    <>
      <div className={styles.head}>
        <div>
          {section.title && <h2 className={cards.heading}>{section.title}</h2>}
          <RichText html={section.text} />
        </div>
        <SiteLink url={link?.url || '/shop'} className={cards.button}>
          {link?.label || layoutMessages.shopButton}
        </SiteLink>
      </div>
      {shown.length > 0 && (
        <ul className={styles.tiles} aria-label={cmsPagesMessages.products}>
          {shown.map((product) => {
            const image = product.images[0];
            return (
              <li key={product.id}>
                <Link to={`/shop?item=${product.id}`} className={styles.tile}>
                  {image ? (
                    <img
                      className={styles.image}
                      src={imageUrl('small', image)}
                      alt=""
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className={styles.image} />
                  )}
                  <span className={styles.name}>{product.name}</span>
                  {!product.isPriceHidden && (
                    <span className={styles.price}>{formatCurrency(product.price, config?.currency)}</span>
                  )}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
