import type { MenuCatalogEntry } from '@bestell/domain';
import { demoProducts } from './products.js';

export interface DemoMenu {
  id: number;
  name: string;
  /** An instant; the menus start at local midnight in Vienna. */
  availableFrom: string;
  catalog: MenuCatalogEntry[];
  branchIds: number[];
}

/** The catalog entries of the given categories in that order, each with all of its demo products by id. */
function catalogOf(categoryIds: number[]): MenuCatalogEntry[] {
  return categoryIds.map((id) => ({
    id,
    products: demoProducts.filter((p) => p.category === id).map((p) => ({ id: p.id })),
  }));
}

/**
 * Menu 1 is the shop menu of Wien and Linz (without the Graz café drinks of category 7); it still names the hidden
 * season category 9, so the public API must leave it out. Menu 2 is the Graz café menu, café first.
 * Menu 3 waits for the opening of Salzburg, whose branch is not public yet.
 */
export const demoMenus: DemoMenu[] = [
  {
    id: 1,
    name: 'Standardsortiment',
    availableFrom: '2025-01-01T00:00:00+01:00',
    catalog: catalogOf([1, 2, 3, 4, 5, 6, 8, 9]),
    branchIds: [1, 3],
  },
  {
    id: 2,
    name: 'Kaffeehaus Graz',
    availableFrom: '2025-03-01T00:00:00+01:00',
    catalog: catalogOf([7, 6, 3, 4, 2, 1, 5, 8]),
    branchIds: [2],
  },
  {
    id: 3,
    name: 'Eröffnung Salzburg',
    availableFrom: '2027-04-01T00:00:00+02:00',
    catalog: catalogOf([1, 2, 3, 4, 7, 8]),
    branchIds: [4],
  },
];
