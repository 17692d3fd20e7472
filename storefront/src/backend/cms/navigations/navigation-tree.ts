import type { NavigationFormItem } from './navigation-values';

/** Pure moves on the editor's item tree; every function returns a new tree and leaves the given one as it was. */

export type DropPosition = 'before' | 'after' | 'on';

/** The index path of the item with `key` ([1, 0] = first child of the second item); null when it is not there. */
export function indexPathOf(items: readonly NavigationFormItem[], key: string): number[] | null {
  for (const [index, item] of items.entries()) {
    if (item.key === key) return [index];
    const inner = indexPathOf(item.children, key);
    if (inner) return [index, ...inner];
  }
  return null;
}

/** The form field path of an index path: 'items.1.children.0'. */
export function fieldPathOf(indexPath: readonly number[]): string {
  return `items.${indexPath.join('.children.')}`;
}

/** The item at an index path; null when the tree has no item there. */
export function itemAt(items: readonly NavigationFormItem[], indexPath: readonly number[]): NavigationFormItem | null {
  const [first, ...rest] = indexPath;
  const item = first === undefined ? undefined : items[first];
  if (!item) return null;
  return rest.length === 0 ? item : itemAt(item.children, rest);
}

export function findItem(items: readonly NavigationFormItem[], key: string): NavigationFormItem | null {
  for (const item of items) {
    if (item.key === key) return item;
    const inner = findItem(item.children, key);
    if (inner) return inner;
  }
  return null;
}

/** The item's parent (null at the top) and its siblings. */
export function placeOf(
  items: readonly NavigationFormItem[],
  key: string,
  parent: NavigationFormItem | null = null,
): { parent: NavigationFormItem | null; siblings: readonly NavigationFormItem[]; index: number } | null {
  const index = items.findIndex((item) => item.key === key);
  if (index >= 0) return { parent, siblings: items, index };
  for (const item of items) {
    const inner = placeOf(item.children, key, item);
    if (inner) return inner;
  }
  return null;
}

/** The tree without the item (and its children), and the item. */
export function removeItem(
  items: readonly NavigationFormItem[],
  key: string,
): { items: NavigationFormItem[]; removed: NavigationFormItem | null } {
  let removed: NavigationFormItem | null = null;
  const walk = (list: readonly NavigationFormItem[]): NavigationFormItem[] =>
    list.flatMap((item) => {
      if (item.key === key) {
        removed = item;
        return [];
      }
      const children = walk(item.children);
      return [children === item.children ? item : { ...item, children }];
    });
  const result = walk(items);
  return { items: result, removed };
}

/** Puts `item` before, after or into (as the last child) the item with `targetKey`. */
function insertAt(
  items: readonly NavigationFormItem[],
  item: NavigationFormItem,
  targetKey: string,
  position: DropPosition,
): NavigationFormItem[] {
  return items.flatMap((entry) => {
    if (entry.key === targetKey) {
      if (position === 'before') return [item, entry];
      if (position === 'after') return [entry, item];
      return [{ ...entry, children: [...entry.children, item] }];
    }
    return [{ ...entry, children: insertAt(entry.children, item, targetKey, position) }];
  });
}

/**
 * Moves the item with `key` before, after or into the item with `targetKey` (drag and drop). Dropping an item on
 * itself or into its own children changes nothing.
 */
export function moveItem(
  items: NavigationFormItem[],
  key: string,
  targetKey: string,
  position: DropPosition,
): NavigationFormItem[] {
  const moving = findItem(items, key);
  if (!moving || key === targetKey || findItem(moving.children, targetKey)) return items;
  const { items: rest } = removeItem(items, key);
  return insertAt(rest, moving, targetKey, position);
}

/** One place up (-1) or down (+1) among its siblings; at the edge nothing changes. */
export function moveAmongSiblings(items: NavigationFormItem[], key: string, delta: -1 | 1): NavigationFormItem[] {
  const place = placeOf(items, key);
  const neighbour = place?.siblings[place.index + delta];
  if (!neighbour) return items;
  return moveItem(items, key, neighbour.key, delta < 0 ? 'before' : 'after');
}

/** Becomes the last child of the sibling before it (nothing changes for the first of its siblings). */
export function indentItem(items: NavigationFormItem[], key: string): NavigationFormItem[] {
  const place = placeOf(items, key);
  const previous = place?.siblings[place.index - 1];
  if (!previous) return items;
  return moveItem(items, key, previous.key, 'on');
}

/** Goes one level up, right after its parent (nothing changes at the top). */
export function outdentItem(items: NavigationFormItem[], key: string): NavigationFormItem[] {
  const place = placeOf(items, key);
  if (!place?.parent) return items;
  return moveItem(items, key, place.parent.key, 'after');
}

/** The keys of every item that has children (a tree shows them expanded). */
export function keysWithChildren(items: readonly NavigationFormItem[]): string[] {
  return items.flatMap((item) => (item.children.length > 0 ? [item.key, ...keysWithChildren(item.children)] : []));
}
