/** Pure list edits of the editors (parts, options, menu categories and products): nothing is changed in place. */

/** The list with the entry at `from` moved to index `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from < 0 || from >= items.length) return [...items];
  const target = Math.max(0, Math.min(items.length - 1, to));
  if (target === from) return [...items];
  const next = [...items];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved as T);
  return next;
}

/** The list without the entry at `index`. */
export function removeItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index);
}

/** The list with the entry at `index` replaced. */
export function replaceItem<T>(items: readonly T[], index: number, item: T): T[] {
  return items.map((current, i) => (i === index ? item : current));
}

/**
 * Where a dragged entry lands: dropped 'before' or 'after' the entry at `targetIndex`, expressed as the index it
 * takes once it has left its old place.
 */
export function dropIndex(from: number, targetIndex: number, position: 'before' | 'after' | 'on'): number {
  const slot = position === 'after' ? targetIndex + 1 : targetIndex;
  return slot > from ? slot - 1 : slot;
}
