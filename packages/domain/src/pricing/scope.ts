import type { Branch, Product } from '../entities/index.js';
import type { Decimal } from '../money/decimal.js';
import { parseDecimal } from '../money/parse.js';

type ScopeBranch = Pick<Branch, 'identificationNumber'>;

/** A branch with an identificationNumber is a partner (reseller); a branch without one is an own branch. */
export function isPartnerBranch(branch: ScopeBranch): boolean {
  return branch.identificationNumber !== null && branch.identificationNumber.trim() !== '';
}

/**
 * §5 Cart and products: scope 'all' fits always; 'partners' only a branch with an identificationNumber;
 * 'branches' only a branch without one.
 */
export function isProductInScope(product: Pick<Product, 'content'>, branch: ScopeBranch): boolean {
  switch (product.content.scope) {
    case 'all':
      return true;
    case 'partners':
      return isPartnerBranch(branch);
    case 'branches':
      return !isPartnerBranch(branch);
  }
}

/** §5: a partner branch (with identificationNumber) uses content.resellingPrice instead of price when it is set. */
export function basePrice(product: Pick<Product, 'price' | 'content'>, branch: ScopeBranch): Decimal {
  const reselling = product.content.resellingPrice;
  if (isPartnerBranch(branch) && reselling !== null && reselling.trim() !== '') return parseDecimal(reselling);
  return parseDecimal(product.price);
}
