import { type ApiClient, type CurrentUser, createStaffApi, type StaffApi } from '@bestell/api-client';
import {
  type FirstMenuCategory,
  type FirstMenuProduct,
  firstMenuCatalog,
  type ImageRef,
  type SetupInput,
  setupMessages,
} from '@bestell/domain';

/** The code check before the wizard shows (403 wrong or used, 404 set up already). */
export function checkCode(client: ApiClient, code: string): Promise<{ valid: true }> {
  return client.request('/setup/check', { method: 'POST', body: { code } });
}

/** The setup in one call; answers the signed-in admin with the session's CSRF token. */
export function submitSetup(client: ApiClient, input: SetupInput): Promise<CurrentUser> {
  return client.request('/setup', { method: 'POST', body: input });
}

/** The logo, once the admin exists: uploaded as an image and set as the shop's logo. */
export async function saveLogo(api: StaffApi, file: File): Promise<void> {
  const body = new FormData();
  body.append('file', file, file.name);
  body.append('alt', 'Logo');
  const image = await api.post<ImageRef>('/images', body);
  await api.post('/config', { logo: { id: image.id, version: image.version, extension: image.extension } });
}

export function adminApi(client: ApiClient, user: CurrentUser): StaffApi {
  return createStaffApi(client, user.csrfToken);
}

/**
 * The shop shows products through a branch's menu: after the import, the first branch gets the menu 'Sortiment'
 * with every imported category and product (valid from a day ago, so no visitor's clock is before it).
 */
export async function createFirstMenu(api: StaffApi): Promise<void> {
  const [branches, categories, products] = await Promise.all([
    api.get<{ id: number }[]>('/branches?limit=1000'),
    api.get<FirstMenuCategory[]>('/categories?limit=1000'),
    api.get<FirstMenuProduct[]>('/products?limit=1000'),
  ]);
  const catalog = firstMenuCatalog(categories, products);
  if (catalog.length === 0) return;
  await api.post('/menus', {
    name: setupMessages.catalog.menuName,
    availableFrom: new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString(),
    branches: branches.map((branch) => ({ id: branch.id })),
    catalog,
  });
}
