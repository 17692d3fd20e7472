import { Button, type Key, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import styles from './history.module.css';

export interface FilterOption {
  id: string;
  label: string;
}

export interface FilterSelectProps {
  label: string;
  /** The option meaning 'no filter' (value ''). */
  allLabel: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
}

const ALL = '__all__';

/** A filter of the history (React Aria Select); '' means no filter. */
export function FilterSelect({ label, allLabel, options, value, onChange }: FilterSelectProps) {
  const items = [{ id: ALL, label: allLabel }, ...options];
  return (
    <Select
      className={styles.filter}
      selectedKey={value === '' ? ALL : value}
      onSelectionChange={(key: Key | null) => onChange(key === null || key === ALL ? '' : String(key))}
    >
      <Label className={styles.filterLabel}>{label}</Label>
      <Button className={styles.selectButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox} items={items}>
          {(item) => (
            <ListBoxItem id={item.id} textValue={item.label} className={styles.option}>
              {item.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
