import type { ServerCartItem } from '@bestell/api-client';
import {
  type Branch,
  Dec,
  type Decimal,
  isApproximateTotal,
  itemPrice,
  type Product,
  type ServiceMode,
} from '@bestell/domain';

export interface PricedLine {
  index: number;
  item: ServerCartItem;
  product: Product;
  gross: Decimal | null;
  approximate: boolean;
}

/** The cart's lines whose product the shop still sells, each priced by the domain (§9 price per item). */
export function pricedLines(
  items: readonly ServerCartItem[],
  products: readonly Product[],
  branch: Branch,
): PricedLine[] {
  const lines: PricedLine[] = [];
  items.forEach((item, index) => {
    const product = products.find((candidate) => candidate.id === item.product);
    if (!product) return;
    const price = itemPrice(product, item, branch);
    lines.push({
      index,
      item,
      product,
      gross: price.ok && !product.isPriceHidden ? price.gross : null,
      approximate: isApproximateTotal([{ product, unit: item.unit }]),
    });
  });
  return lines;
}

export function linesTotal(lines: readonly PricedLine[]): { gross: Decimal; approximate: boolean } {
  let gross: Decimal = Dec.ZERO;
  for (const line of lines) if (line.gross !== null) gross = Dec.add(gross, line.gross);
  return { gross, approximate: lines.some((line) => line.approximate) };
}

export interface ModeOption {
  mode: ServiceMode;
  label: string;
}

/** The chosen mode when the branch offers it, else the config's default when offered, else the first offered. */
export function effectiveMode(
  cart: { isDelivery: boolean; isDineIn: boolean },
  options: readonly ModeOption[],
  configured: ServiceMode | null,
): ServiceMode | null {
  const stored: ServiceMode | null = cart.isDelivery ? 'delivery' : cart.isDineIn ? 'dineIn' : null;
  const offered = (mode: ServiceMode | null) => mode !== null && options.some((option) => option.mode === mode);
  if (offered(stored)) return stored;
  if (offered(configured)) return configured;
  return options[0]?.mode ?? null;
}
