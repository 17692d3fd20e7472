import { backofficeCatalogStructureMessages as m } from '@bestell/domain';
import { type ReactNode, useRef } from 'react';
import { Button, GridList, GridListItem, type Key, useDragAndDrop } from 'react-aria-components';
import { dropIndex } from './list-moves';
import styles from './sortable-list.module.css';

export interface SortableListProps<T> {
  'aria-label': string;
  items: readonly T[];
  /** A stable key per entry; without it the list keeps its own keys, moved along with the entries. */
  getKey?: (item: T, index: number) => string;
  /** Names an entry (drag text, button labels). */
  getLabel: (item: T, index: number) => string;
  renderItem: (item: T, index: number) => ReactNode;
  onMove: (from: number, to: number) => void;
  onRemove?: (index: number) => void;
  /** Selecting an entry (clicking it) opens it, e.g. in a detail panel beside the list. */
  selectedIndex?: number | null;
  onSelect?: (index: number) => void;
  emptyText: string;
  testId?: string;
}

let nextKey = 0;

/** Keys that follow their entries through moves and removals (the caller's entries carry no ids). */
function useOwnKeys(length: number) {
  const keys = useRef<string[]>([]);
  while (keys.current.length < length) keys.current.push(`k${nextKey++}`);
  if (keys.current.length > length) keys.current = keys.current.slice(0, length);
  return keys;
}

/**
 * A reorderable list (React Aria GridList with drag and drop): drag with the mouse or touch, or by keyboard (focus
 * the handle, Enter, arrow keys, Enter), and the explicit 'nach oben' / 'nach unten' buttons of each entry.
 */
export function SortableList<T>(props: SortableListProps<T>) {
  const { items, getKey, getLabel, onMove, onRemove, onSelect, selectedIndex } = props;
  const ownKeys = useOwnKeys(items.length);
  const keyAt = (index: number) => (getKey ? getKey(items[index] as T, index) : (ownKeys.current[index] ?? ''));
  const keys = items.map((_, index) => keyAt(index));
  const indexOf = (key: Key) => keys.indexOf(String(key));

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length || from === to) return;
    if (!getKey) {
      const next = [...ownKeys.current];
      const [moved] = next.splice(from, 1);
      next.splice(to, 0, moved ?? '');
      ownKeys.current = next;
    }
    onMove(from, to);
  };
  const remove = (index: number) => {
    if (!getKey) ownKeys.current = ownKeys.current.filter((_, i) => i !== index);
    onRemove?.(index);
  };

  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (dragged) =>
      [...dragged].map((key) => {
        const index = indexOf(key);
        return { 'text/plain': index >= 0 ? getLabel(items[index] as T, index) : String(key) };
      }),
    onReorder(event) {
      const from = indexOf([...event.keys][0] ?? '');
      const target = indexOf(event.target.key);
      if (from < 0 || target < 0) return;
      move(from, dropIndex(from, target, event.target.dropPosition));
    },
  });

  const selectedKey = selectedIndex !== null && selectedIndex !== undefined ? keys[selectedIndex] : undefined;
  return (
    <GridList
      aria-label={props['aria-label']}
      className={styles.list}
      dragAndDropHooks={dragAndDropHooks}
      selectionMode={onSelect ? 'single' : 'none'}
      selectionBehavior="replace"
      disallowEmptySelection={Boolean(onSelect)}
      selectedKeys={selectedKey ? [selectedKey] : []}
      onSelectionChange={(selection) => {
        if (selection === 'all') return;
        const [key] = [...selection];
        if (key !== undefined && onSelect) onSelect(indexOf(key));
      }}
      renderEmptyState={() => <p className={styles.empty}>{props.emptyText}</p>}
      data-testid={props.testId}
    >
      {items.map((item, index) => {
        const label = getLabel(item, index);
        const key = keys[index] ?? String(index);
        return (
          <GridListItem key={key} id={key} textValue={label} className={styles.item} data-testid="sortable-item">
            <Button slot="drag" className={styles.handle} aria-label={`${m.dragHandle}: ${label}`}>
              <span aria-hidden="true">⠿</span>
            </Button>
            <div className={styles.content}>{props.renderItem(item, index)}</div>
            <div className={styles.buttons}>
              <Button
                className={styles.iconButton}
                aria-label={m.moveUpItem(label)}
                isDisabled={index === 0}
                onPress={() => move(index, index - 1)}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                className={styles.iconButton}
                aria-label={m.moveDownItem(label)}
                isDisabled={index === items.length - 1}
                onPress={() => move(index, index + 1)}
              >
                <span aria-hidden="true">↓</span>
              </Button>
              {onRemove && (
                <Button className={styles.iconButton} aria-label={m.removeItem(label)} onPress={() => remove(index)}>
                  <span aria-hidden="true">✕</span>
                </Button>
              )}
            </div>
          </GridListItem>
        );
      })}
    </GridList>
  );
}
