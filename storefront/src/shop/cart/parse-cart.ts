import { type ChosenPartValue, type ServiceMode, serviceModes } from '@bestell/domain';
import { type Cart, emptyCart, type StoredCartItem } from './cart-types';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isPartValue(value: unknown): value is ChosenPartValue {
  return (
    value === null ||
    typeof value === 'string' ||
    (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
  );
}

function toItem(value: unknown): StoredCartItem | null {
  if (!isRecord(value) || !isRecord(value.product)) return null;
  const { product, amount, unit, parts } = value;
  if (typeof product.id !== 'number' || typeof product.name !== 'string' || typeof product.price !== 'string') {
    return null;
  }
  const description = product.description;
  if (description !== null && typeof description !== 'string') return null;
  if (typeof amount !== 'string' || typeof unit !== 'string') return null;
  if (!Array.isArray(parts) || !parts.every(isPartValue)) return null;
  return {
    product: { id: product.id, name: product.name, description, price: product.price },
    amount,
    unit,
    parts,
  };
}

function toMode(value: unknown): ServiceMode | null {
  return serviceModes.find((mode) => mode === value) ?? null;
}

/** Reads a stored cart; anything unreadable gives the empty cart, unreadable lines are dropped. */
export function parseCart(text: string | null): Cart {
  if (text === null) return emptyCart;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return emptyCart;
  }
  if (!isRecord(json) || !Array.isArray(json.items)) return emptyCart;
  const items = json.items.map(toItem).filter((item): item is StoredCartItem => item !== null);
  return { items, mode: toMode(json.mode) };
}
