/** Order of the tasks within one status column of the board (issue 28.6), as pure rules. */

/**
 * The column's task ids after `movedId` is put before `beforeId` (null, or an id not in the column: at the end).
 * `columnIds` is the column in its current order; the moved task may be in it (a move within the column) or not.
 */
export function columnAfterMove(columnIds: readonly number[], movedId: number, beforeId: number | null): number[] {
  const rest = columnIds.filter((id) => id !== movedId);
  const at = beforeId === null ? -1 : rest.indexOf(beforeId);
  if (at < 0) return [...rest, movedId];
  return [...rest.slice(0, at), movedId, ...rest.slice(at)];
}

/**
 * The task a dropped card lands before, from what the board shows: the target column's ids without the moved card
 * and the index it was dropped at (past the end: null, the column's end).
 */
export function beforeIdAt(targetIdsWithoutMoved: readonly number[], index: number): number | null {
  return targetIdsWithoutMoved[Math.max(0, index)] ?? null;
}
