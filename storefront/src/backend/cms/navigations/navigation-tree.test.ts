import { describe, expect, it } from 'vitest';
import {
  fieldPathOf,
  indentItem,
  indexPathOf,
  itemAt,
  keysWithChildren,
  moveAmongSiblings,
  moveItem,
  outdentItem,
  removeItem,
} from './navigation-tree';
import type { NavigationFormItem } from './navigation-values';

function item(key: string, children: NavigationFormItem[] = []): NavigationFormItem {
  return { key, type: 'link', target: `/${key}`, label: key.toUpperCase(), suffix: null, isEnabled: true, children };
}

/** The tree as 'a(b,c) d' for short assertions. */
function shape(items: readonly NavigationFormItem[]): string {
  return items
    .map((entry) =>
      entry.children.length > 0 ? `${entry.key}(${shape(entry.children).replace(/ /g, ',')})` : entry.key,
    )
    .join(' ');
}

const tree = () => [item('a', [item('b'), item('c')]), item('d'), item('e')];

describe('navigation tree moves', () => {
  it('finds index and form paths', () => {
    expect(indexPathOf(tree(), 'c')).toEqual([0, 1]);
    expect(fieldPathOf([0, 1])).toBe('items.0.children.1');
    expect(fieldPathOf([2])).toBe('items.2');
    expect(indexPathOf(tree(), 'x')).toBeNull();
    expect(itemAt(tree(), [0, 1])?.key).toBe('c');
    expect(itemAt(tree(), [1, 0])).toBeNull();
  });

  it('moves before, after and into an item, across levels', () => {
    expect(shape(moveItem(tree(), 'e', 'a', 'before'))).toBe('e a(b,c) d');
    expect(shape(moveItem(tree(), 'b', 'd', 'after'))).toBe('a(c) d b e');
    expect(shape(moveItem(tree(), 'd', 'c', 'on'))).toBe('a(b,c(d)) e');
    expect(shape(moveItem(tree(), 'e', 'b', 'before'))).toBe('a(e,b,c) d');
  });

  it('never drops an item on itself or into its own children; the given tree stays as it was', () => {
    const original = tree();
    expect(moveItem(original, 'a', 'b', 'on')).toBe(original);
    expect(moveItem(original, 'a', 'a', 'after')).toBe(original);
    moveItem(original, 'd', 'c', 'on');
    expect(shape(original)).toBe('a(b,c) d e');
  });

  it('moves among siblings, indents and outdents (the buttons and their keyboard path)', () => {
    expect(shape(moveAmongSiblings(tree(), 'd', -1))).toBe('d a(b,c) e');
    expect(shape(moveAmongSiblings(tree(), 'b', 1))).toBe('a(c,b) d e');
    expect(shape(moveAmongSiblings(tree(), 'a', -1))).toBe('a(b,c) d e');
    expect(shape(indentItem(tree(), 'd'))).toBe('a(b,c,d) e');
    expect(shape(indentItem(tree(), 'a'))).toBe('a(b,c) d e');
    expect(shape(outdentItem(tree(), 'b'))).toBe('a(c) b d e');
    expect(shape(outdentItem(tree(), 'd'))).toBe('a(b,c) d e');
  });

  it('removes an item with its children and lists the keys that have children', () => {
    const { items, removed } = removeItem(tree(), 'a');
    expect(shape(items)).toBe('d e');
    expect(removed?.key).toBe('a');
    expect(keysWithChildren(tree())).toEqual(['a']);
  });
});
