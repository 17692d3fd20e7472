import type { Menu, menuInputSchema } from '@bestell/domain';
import type { z } from 'zod';

export type StaffMenu = Menu & { version: number };
export type MenuFormValues = z.input<typeof menuInputSchema>;
export type MenuCatalogValue = NonNullable<MenuFormValues['catalog']>;

export function toMenuValues(menu: StaffMenu | null): MenuFormValues {
  return {
    name: menu?.name ?? '',
    availableFrom: menu?.availableFrom ?? '',
    branches: (menu?.branches ?? []).map((branch) => ({ id: branch.id })),
    catalog: (menu?.catalog ?? []).map((entry) => ({
      id: entry.id,
      products: entry.products.map((product) => ({ id: product.id })),
    })),
  };
}

/** A named row of the lists the tree picks from. */
export interface Named {
  id: number;
  name: string;
}
