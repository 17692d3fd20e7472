import { type ApiClient, createApiClient } from '@bestell/api-client';
import type { Branch, Category, Menu, Product, PublicConfig } from '@bestell/domain';
import { inTaskOfItsOwn } from './next-task';

/** The shop's address as the element's `api-base` gives it ('' or missing: the page's own origin). */
export function normalizeApiBase(apiBase: string | undefined): string {
  const base = (apiBase ?? '').trim().replace(/\/+$/, '');
  if (base !== '') return base;
  return typeof location === 'undefined' ? '' : location.origin;
}

const clients = new Map<string, ApiClient>();

/** One typed API client per shop address (no cookies: the cart token travels in a header). */
export function widgetClient(apiBase: string): ApiClient {
  let client = clients.get(apiBase);
  if (!client) {
    client = createApiClient({ baseUrl: apiBase });
    clients.set(apiBase, client);
  }
  return client;
}

export interface ShopData {
  config: PublicConfig;
  branches: Branch[];
  menus: Menu[];
  categories: Category[];
  products: Product[];
}

const shopData = new Map<string, Promise<ShopData>>();

/**
 * The public catalog of the shop, asked once per page and shop address however many widgets show it; a failed load
 * is forgotten so that 'Erneut versuchen' asks again.
 */
export function loadShopData(apiBase: string): Promise<ShopData> {
  let pending = shopData.get(apiBase);
  if (!pending) {
    const client = widgetClient(apiBase);
    pending = Promise.all([
      inTaskOfItsOwn(() => client.getConfig()),
      inTaskOfItsOwn(() => client.getBranches()),
      inTaskOfItsOwn(() => client.getMenus()),
      inTaskOfItsOwn(() => client.getCategories()),
      inTaskOfItsOwn(() => client.getProducts()),
    ]).then(([config, branches, menus, categories, products]) => ({ config, branches, menus, categories, products }));
    pending.catch(() => shopData.delete(apiBase));
    shopData.set(apiBase, pending);
  }
  return pending;
}

/** The branches a customer can order from (public and enabled). */
export function orderableBranches(branches: readonly Branch[]): Branch[] {
  return branches.filter((branch) => branch.isPublic && branch.isEnabled);
}

/** The branch of the `branch` attribute, else the first orderable one. */
export function pickBranch(branches: readonly Branch[], identifier: string | undefined): Branch | undefined {
  const open = orderableBranches(branches);
  return open.find((branch) => branch.identifier === identifier) ?? open[0];
}

/** A URL of the hosted shop (the API serves the storefront at the same address). */
export function shopUrl(apiBase: string, path: string): string {
  return `${apiBase}${path}`;
}
