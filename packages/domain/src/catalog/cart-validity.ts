import type { Branch, Product } from '../entities/index.js';
import { tryParseDecimal } from '../money/parse.js';
import { isProductInScope } from '../pricing/scope.js';

/** What a stored cart item remembers of its product. */
export type CartProductSnapshot = Pick<Product, 'id' | 'name' | 'description' | 'price'>;

/**
 * §4 Cart / §5 Cart and products: the active product a stored item still belongs to — same id, name, description and
 * price (compared as decimals: "2.9" equals "2.90") and a scope that fits the branch. Undefined means: drop the item.
 */
export function matchingActiveProduct<P extends Product>(
  snapshot: CartProductSnapshot,
  activeProducts: readonly P[],
  branch: Pick<Branch, 'identificationNumber'>,
): P | undefined {
  const product = activeProducts.find((candidate) => candidate.id === snapshot.id);
  if (!product) return undefined;
  if (product.name !== snapshot.name) return undefined;
  if ((product.description ?? null) !== (snapshot.description ?? null)) return undefined;
  const price = tryParseDecimal(product.price);
  if (price === null || price !== tryParseDecimal(snapshot.price)) return undefined;
  return isProductInScope(product, branch) ? product : undefined;
}

/** §4: after a data reload, keeps only the items whose product still matches an active product. */
export function keepValidCartItems<I extends { product: CartProductSnapshot }>(
  items: readonly I[],
  activeProducts: readonly Product[],
  branch: Pick<Branch, 'identificationNumber'>,
): I[] {
  return items.filter((item) => matchingActiveProduct(item.product, activeProducts, branch) !== undefined);
}
