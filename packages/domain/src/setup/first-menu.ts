/**
 * The shop shows a branch's products through its active menu (catalog/active-menu.ts). After the setup's catalog
 * import the first branch gets one menu with every category that has products, in category order, and in each its
 * products in file order (ids ascending); products without a category cannot be placed in a menu and are left out.
 */
export interface FirstMenuCategory {
  id: number;
  position: number;
}

export interface FirstMenuProduct {
  id: number;
  content: { category: { id: number } | null };
}

export function firstMenuCatalog(
  categories: readonly FirstMenuCategory[],
  products: readonly FirstMenuProduct[],
): { id: number; products: { id: number }[] }[] {
  const ordered = [...categories].sort((a, b) => a.position - b.position || a.id - b.id);
  return ordered
    .map((category) => ({
      id: category.id,
      products: products
        .filter((product) => product.content.category?.id === category.id)
        .map((product) => product.id)
        .sort((a, b) => a - b)
        .map((id) => ({ id })),
    }))
    .filter((entry) => entry.products.length > 0);
}
