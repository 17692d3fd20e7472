import { describe, expect, it } from 'vitest';
import { beforeIdAt, columnAfterMove } from './board-order.js';

describe('columnAfterMove', () => {
  it('puts a task from another column before the named task', () => {
    expect(columnAfterMove([1, 2, 3], 9, 2)).toEqual([1, 9, 2, 3]);
  });
  it('puts it at the end for null or an id not in the column', () => {
    expect(columnAfterMove([1, 2], 9, null)).toEqual([1, 2, 9]);
    expect(columnAfterMove([1, 2], 9, 77)).toEqual([1, 2, 9]);
  });
  it('moves within the column up and down without duplicates', () => {
    expect(columnAfterMove([1, 2, 3, 4], 4, 2)).toEqual([1, 4, 2, 3]);
    expect(columnAfterMove([1, 2, 3, 4], 1, 4)).toEqual([2, 3, 1, 4]);
    expect(columnAfterMove([1, 2, 3, 4], 1, null)).toEqual([2, 3, 4, 1]);
    expect(columnAfterMove([1, 2, 3], 2, 2)).toEqual([1, 3, 2]);
  });
});

describe('beforeIdAt', () => {
  it('names the card at the drop index, or null past the end', () => {
    expect(beforeIdAt([5, 6, 7], 0)).toBe(5);
    expect(beforeIdAt([5, 6, 7], 2)).toBe(7);
    expect(beforeIdAt([5, 6, 7], 3)).toBeNull();
    expect(beforeIdAt([], 0)).toBeNull();
  });
});
