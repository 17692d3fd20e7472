import type { PublicConfig } from '@bestell/domain';
import { imageUrl } from '@bestell/ui';
import styles from './shop-logo.module.css';

/**
 * Spec §2 Layout: the logo in header and footer, else the shop name. The image's alternative text is its `alt`, else
 * the shop name (it stands for the shop, usually inside a link home). Sized by height; the widths in srcset let the
 * browser pick a sharp file for the screen.
 */
export function ShopLogo({ config }: { config: PublicConfig }) {
  const logo = config.logo;
  if (!logo) return <>{config.shopName}</>;
  return (
    <img
      className={styles.logo}
      src={imageUrl('tiny', logo)}
      srcSet={`${imageUrl('thumbnail', logo)} 128w, ${imageUrl('tiny', logo)} 256w, ${imageUrl('small', logo)} 640w`}
      sizes="12rem"
      alt={logo.alt?.trim() || config.shopName}
      height={40}
      decoding="async"
      data-testid="shop-logo"
    />
  );
}
