import type { PublicConfig } from '@bestell/domain';

/** Spec §2 Page titles: the shop title comes from seoTitle, then title, then shopName. */
export function shopTitle(config: Pick<PublicConfig, 'seoTitle' | 'title' | 'shopName'>): string {
  return config.seoTitle || config.title || config.shopName;
}
