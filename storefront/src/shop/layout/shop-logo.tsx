import type { PublicConfig } from '@bestell/domain';
import { imageUrl } from '@bestell/ui';
import styles from './shop-logo.module.css';

/** The config's logo (issue 14, contract 3 of round 2): an uploaded image, or null. */
export interface ConfigLogo {
  id: number;
  version: number;
  extension: string;
  alt?: string | null;
}

function isConfigLogo(value: unknown): value is ConfigLogo {
  if (typeof value !== 'object' || value === null) return false;
  const logo = value as Record<string, unknown>;
  return typeof logo.id === 'number' && typeof logo.version === 'number' && typeof logo.extension === 'string';
}

/** The logo of the config when it has one (read defensively: older APIs send no `logo`). */
export function configLogo(config: PublicConfig): ConfigLogo | null {
  const value: unknown = (config as PublicConfig & { logo?: unknown }).logo;
  return isConfigLogo(value) ? value : null;
}

/**
 * Spec §2 Layout: the logo in header and footer, else the shop name. The image's alternative text is its `alt`, else
 * the shop name (it stands for the shop, usually inside a link home). Sized by height; the widths in srcset let the
 * browser pick a sharp file for the screen.
 */
export function ShopLogo({ config }: { config: PublicConfig }) {
  const logo = configLogo(config);
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
