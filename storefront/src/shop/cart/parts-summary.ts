import { type ChosenPartValue, type Product, shopMessages } from '@bestell/domain';

const isBlank = (value: ChosenPartValue | undefined) =>
  value === null || value === undefined || (Array.isArray(value) && value.length === 0);

/**
 * The chosen values of a configurable product as '{step}: {choice}' lines (uploads as a file count), in step order;
 * shown in the cart, the checkout review and on the status page. Without the product (no longer in the catalog):
 * the bare chosen values.
 */
export function partsSummary(product: Product | undefined, parts: readonly ChosenPartValue[]): string[] {
  if (!product) {
    return parts.flatMap((value) => {
      if (isBlank(value) || value === null) return [];
      const names = (Array.isArray(value) ? value : [value]).filter((name) => name.trim() !== '');
      return names.length > 0 ? [names.join(', ')] : [];
    });
  }
  return product.config.parts.flatMap((part, index) => {
    const value = parts[index];
    if (isBlank(value) || value === null || value === undefined) return [];
    if (part.type === 'select' || part.type === 'multiselect' || part.type === 'text' || part.type === 'textarea') {
      return [`${part.name}: ${Array.isArray(value) ? value.join(', ') : value}`];
    }
    const count = Array.isArray(value) ? value.length : 1;
    return [`${part.name}: ${shopMessages.filesChosen({ count })}`];
  });
}
