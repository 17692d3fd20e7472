import { describe, expect, it } from 'vitest';
import { makeTestBranch, makeTestProduct } from '../../test/fixtures';
import { CART_STORAGE_PREFIX, type Cart, type CartSync, createCartStore } from './cart-store';
import type { StoredCartItem } from './cart-types';

class MemoryStorage {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const kornspitz = makeTestProduct({ id: 7, name: 'Kornspitz', description: 'mit Sesam', price: '0.90' });
const brot = makeTestProduct({ id: 4, name: 'Hausbrot', description: null, price: '5.20', unit: 'kg' });

function item(product = kornspitz, amount = '2', unit = 'Stk.'): StoredCartItem {
  return {
    product: { id: product.id, name: product.name, description: product.description, price: product.price },
    amount,
    unit,
    parts: [],
  };
}

describe('cart store (spec §4 Cart: session storage per branch)', () => {
  it('keeps one cart per branch key in storage and reads it back in a new store', () => {
    const storage = new MemoryStorage();
    const store = createCartStore({ storage });
    store.add('wien-mariahilf', item());
    store.add('wien-mariahilf', item(brot, '0.5', 'kg'));
    store.add('graz-herrengasse', item(kornspitz, '1'));

    expect(storage.values.has(`${CART_STORAGE_PREFIX}wien-mariahilf`)).toBe(true);
    const reloaded = createCartStore({ storage });
    expect(reloaded.get('wien-mariahilf').items.map((line) => [line.product.name, line.amount, line.unit])).toEqual([
      ['Kornspitz', '2', 'Stk.'],
      ['Hausbrot', '0.5', 'kg'],
    ]);
    expect(reloaded.get('graz-herrengasse').items).toHaveLength(1);
    expect(reloaded.get('linz-landstrasse').items).toEqual([]);
  });

  it('replaces an edited item in place and removes by index', () => {
    const store = createCartStore({ storage: new MemoryStorage() });
    store.add('a', item(kornspitz, '1'));
    store.add('a', item(brot, '1', 'kg'));
    store.add('a', item(kornspitz, '3'));
    store.replace('a', 1, item(brot, '1.5', 'kg'));
    expect(store.get('a').items.map((line) => line.amount)).toEqual(['1', '1.5', '3']);
    store.remove('a', 0);
    expect(store.get('a').items.map((line) => line.amount)).toEqual(['1.5', '3']);
  });

  it('notifies subscribers with a new snapshot, and keeps the snapshot stable without changes', () => {
    const store = createCartStore({ storage: new MemoryStorage() });
    const before = store.get('a');
    expect(store.get('a')).toBe(before);
    let calls = 0;
    const unsubscribe = store.subscribe(() => {
      calls += 1;
    });
    store.add('a', item());
    expect(calls).toBe(1);
    expect(store.get('a')).not.toBe(before);
    unsubscribe();
    store.clear('a');
    expect(calls).toBe(1);
    expect(store.get('a').items).toEqual([]);
  });

  it('tells the server-cart seam about every change', () => {
    const saved: [string, Cart][] = [];
    const sync: CartSync = { saved: (key, cart) => saved.push([key, cart]) };
    const store = createCartStore({ storage: new MemoryStorage(), sync });
    store.add('a', item());
    store.setMode('a', 'delivery');
    expect(saved.map(([key, cart]) => [key, cart.items.length, cart.mode])).toEqual([
      ['a', 1, null],
      ['a', 1, 'delivery'],
    ]);
  });

  it('drops items whose product changed after a data reload (domain keepValidCartItems)', () => {
    const store = createCartStore({ storage: new MemoryStorage() });
    store.add('a', item(kornspitz));
    store.add('a', item(brot, '1', 'kg'));
    const repriced = { ...kornspitz, price: '0.95' };
    expect(store.keepValid('a', [repriced, brot], makeTestBranch())).toBe(1);
    expect(store.get('a').items.map((line) => line.product.name)).toEqual(['Hausbrot']);
    expect(store.keepValid('a', [repriced, brot], makeTestBranch())).toBe(0);
    expect(store.keepValid('a', [], makeTestBranch())).toBe(1);
    expect(store.get('a').items).toEqual([]);
  });

  it('treats unreadable stored data as an empty cart and drops malformed lines', () => {
    const storage = new MemoryStorage();
    storage.setItem(`${CART_STORAGE_PREFIX}kaputt`, '{nicht json');
    const good = item();
    storage.setItem(
      `${CART_STORAGE_PREFIX}gemischt`,
      JSON.stringify({ items: [good, { product: { id: 'x' } }, { ...good, parts: [1] }], mode: 'fliegen' }),
    );
    const store = createCartStore({ storage });
    expect(store.get('kaputt')).toEqual({ items: [], mode: null });
    expect(store.get('gemischt')).toEqual({ items: [good], mode: null });
  });

  it('works in memory when the storage throws', () => {
    const storage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    const store = createCartStore({ storage });
    store.add('a', item());
    expect(store.get('a').items).toHaveLength(1);
  });
});
