import { describe, expect, it } from 'vitest';
import { firstMenuCatalog } from './first-menu.js';

describe('firstMenuCatalog', () => {
  it('puts every product under its category, categories by position, empty ones and loose products left out', () => {
    const categories = [
      { id: 1, position: 2 },
      { id: 2, position: 0 },
      { id: 3, position: 1 },
    ];
    const products = [
      { id: 12, content: { category: { id: 1 } } },
      { id: 10, content: { category: { id: 1 } } },
      { id: 11, content: { category: { id: 2 } } },
      { id: 13, content: { category: null } },
    ];
    expect(firstMenuCatalog(categories, products)).toEqual([
      { id: 2, products: [{ id: 11 }] },
      { id: 1, products: [{ id: 10 }, { id: 12 }] },
    ]);
  });
});
