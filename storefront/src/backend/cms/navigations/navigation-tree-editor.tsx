import { backofficeContentMessages as c } from '@bestell/domain';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import {
  Button,
  DropIndicator,
  type Key,
  Tree,
  TreeItem,
  TreeItemContent,
  useDragAndDrop,
} from 'react-aria-components';
import { get, useFormContext, useWatch } from 'react-hook-form';
import formStyles from '../../forms/forms.module.css';
import { NavigationItemDetail } from './navigation-item-detail';
import {
  type DropPosition,
  fieldPathOf,
  findItem,
  indentItem,
  indexPathOf,
  itemAt,
  keysWithChildren,
  moveAmongSiblings,
  moveItem,
  outdentItem,
  placeOf,
  removeItem,
} from './navigation-tree';
import styles from './navigation-tree-editor.module.css';
import { type NavigationFormItem, type NavigationFormValues, newItemKey } from './navigation-values';

const n = c.navigations;

/**
 * The items of a navigation as a tree (React Aria Tree with drag and drop): drag an item by its handle before, after
 * or onto another (it becomes that item's last child), by mouse, touch or keyboard (handle, Enter, arrow keys,
 * Enter); or use the item's buttons (up, down, indent, outdent, remove). Choosing an item opens its fields beside
 * the tree. Every change lands in the form's `items` (saved with the navigation).
 */
export function NavigationTreeEditor() {
  const { control, setValue, formState } = useFormContext<NavigationFormValues>();
  const items = useWatch({ control, name: 'items' }) ?? [];
  const [selected, setSelected] = useState<string | null>(null);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [announcement, setAnnouncement] = useState('');

  const change = (next: NavigationFormItem[], movedKey?: string) => {
    if (next === items) return;
    setValue('items', next, { shouldDirty: true });
    if (movedKey === undefined) return;
    const place = placeOf(next, movedKey);
    const moved = findItem(next, movedKey);
    if (!place || !moved) return;
    if (place.parent) setCollapsed((keys) => new Set([...keys].filter((key) => key !== place.parent?.key)));
    setAnnouncement(n.moved(moved.label, place.index + 1, place.siblings.length, place.parent?.label ?? null));
  };

  const { dragAndDropHooks } = useDragAndDrop<NavigationFormItem>({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': findItem(items, String(key))?.label ?? '' })),
    getAllowedDropOperations: () => ['move'],
    onMove(event) {
      const [key] = [...event.keys];
      if (key === undefined) return;
      const position: DropPosition = event.target.dropPosition;
      change(moveItem(items, String(key), String(event.target.key), position), String(key));
    },
    renderDropIndicator: (target) => (
      <DropIndicator
        target={target}
        className={({ isDropTarget }) => (isDropTarget ? (styles.dropIndicator ?? '') : '')}
      />
    ),
  });

  const expanded = keysWithChildren(items).filter((key) => !collapsed.has(key));
  // After a save (or 'Verwerfen') the form takes the items anew with new keys: the chosen item stays chosen by its
  // place in the tree.
  const lastPath = useRef<number[] | null>(null);
  const foundPath = selected === null ? null : indexPathOf(items, selected);
  const again = selected !== null && foundPath === null && lastPath.current ? itemAt(items, lastPath.current) : null;
  const selectedPath = foundPath ?? (again ? lastPath.current : null);
  lastPath.current = selectedPath;
  const againKey = again?.key ?? null;
  useEffect(() => {
    if (againKey !== null) setSelected(againKey);
  }, [againKey]);

  const add = () => {
    const item: NavigationFormItem = {
      key: newItemKey(),
      type: 'home',
      target: null,
      label: n.newItemLabel,
      suffix: null,
      isEnabled: true,
      children: [],
    };
    setValue('items', [...items, item], { shouldDirty: true });
    setSelected(item.key);
  };

  const renderItem = (item: NavigationFormItem) => {
    const path = indexPathOf(items, item.key) ?? [];
    const place = placeOf(items, item.key);
    const isFirst = place?.index === 0;
    const isLast = place !== null && place.index === place.siblings.length - 1;
    const hasErrors = get(formState.errors, fieldPathOf(path)) !== undefined;
    const label = item.label || n.newItemLabel;
    return (
      <TreeItem key={item.key} id={item.key} textValue={label} className={styles.item} data-testid="navigation-item">
        <TreeItemContent>
          {({ level, hasChildItems }) => (
            <div className={styles.row} style={{ '--level': level } as CSSProperties}>
              <Button slot="drag" className={styles.handle} aria-label={n.dragHandle(label)}>
                <span aria-hidden="true">⠿</span>
              </Button>
              {hasChildItems ? (
                <Button slot="chevron" className={styles.chevron}>
                  <span aria-hidden="true">{expanded.includes(item.key) ? '▾' : '▸'}</span>
                </Button>
              ) : (
                <span className={styles.chevronSpacer} />
              )}
              <span className={styles.label}>
                {label}
                {item.suffix ? <span className={styles.suffix}>{item.suffix}</span> : null}
                {item.isEnabled ? null : <span className={styles.badge}>{n.disabledBadge}</span>}
                {hasErrors ? <span className={styles.errorBadge}>({n.hasErrors})</span> : null}
              </span>
              <span className={styles.buttons}>
                <Button
                  className={styles.iconButton}
                  aria-label={n.moveUp(label)}
                  isDisabled={isFirst}
                  onPress={() => change(moveAmongSiblings(items, item.key, -1), item.key)}
                >
                  <span aria-hidden="true">↑</span>
                </Button>
                <Button
                  className={styles.iconButton}
                  aria-label={n.moveDown(label)}
                  isDisabled={isLast}
                  onPress={() => change(moveAmongSiblings(items, item.key, 1), item.key)}
                >
                  <span aria-hidden="true">↓</span>
                </Button>
                <Button
                  className={styles.iconButton}
                  aria-label={n.indent(label)}
                  isDisabled={isFirst}
                  onPress={() => change(indentItem(items, item.key), item.key)}
                >
                  <span aria-hidden="true">→</span>
                </Button>
                <Button
                  className={styles.iconButton}
                  aria-label={n.outdent(label)}
                  isDisabled={!place?.parent}
                  onPress={() => change(outdentItem(items, item.key), item.key)}
                >
                  <span aria-hidden="true">←</span>
                </Button>
                <Button
                  className={styles.iconButton}
                  aria-label={n.remove(label)}
                  onPress={() => {
                    if (selected === item.key || findItem(item.children, selected ?? '')) setSelected(null);
                    change(removeItem(items, item.key).items);
                  }}
                >
                  <span aria-hidden="true">✕</span>
                </Button>
              </span>
            </div>
          )}
        </TreeItemContent>
        {item.children.map(renderItem)}
      </TreeItem>
    );
  };

  return (
    <div className={styles.layout}>
      <div>
        <Tree
          aria-label={n.tree}
          className={styles.tree}
          selectionMode="single"
          selectedKeys={selected === null ? [] : [selected]}
          onSelectionChange={(keys) => {
            if (keys === 'all') return;
            const [key] = [...keys];
            setSelected(key === undefined ? null : String(key));
          }}
          expandedKeys={expanded}
          onExpandedChange={(keys: Set<Key>) =>
            setCollapsed(new Set(keysWithChildren(items).filter((key) => !keys.has(key))))
          }
          dragAndDropHooks={dragAndDropHooks}
          renderEmptyState={() => <p className={styles.empty}>{n.noItems}</p>}
          data-testid="navigation-tree"
        >
          {items.map(renderItem)}
        </Tree>
        <p aria-live="polite" className={formStyles.srOnly ?? ''} data-testid="navigation-announcement">
          {announcement}
        </p>
        <div className={styles.actions}>
          <Button className={formStyles.secondaryButton} onPress={add}>
            {n.addItem}
          </Button>
        </div>
      </div>
      <div className={styles.detail}>
        {selectedPath ? (
          <NavigationItemDetail key={selected ?? ''} path={fieldPathOf(selectedPath)} />
        ) : (
          <p className={styles.empty}>{n.chooseItem}</p>
        )}
      </div>
    </div>
  );
}
