/** TanStack Query keys, one place so that invalidation and prefetching agree. */
export const queryKeys = {
  config: ['config'] as const,
  branches: ['branches'] as const,
  categories: ['categories'] as const,
  products: ['products'] as const,
  menus: ['menus'] as const,
  tags: ['tags'] as const,
  navigations: ['navigations'] as const,
  currentUser: ['users', 'me'] as const,
};

/** Spec §4/§9: catalog data (branches, categories, products, menus) reloads every 4 hours. */
export const CATALOG_RELOAD_MS = 4 * 60 * 60_000;
