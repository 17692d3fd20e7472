import { Button, type Key, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import styles from './products.module.css';

export interface FilterOption {
  id: string;
  label: string;
}

interface FilterSelectProps {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
}

/** A list filter (React Aria Select); '' is 'Alle'. */
export function FilterSelect({ label, value, options, onChange }: FilterSelectProps) {
  return (
    <Select
      className={styles.filter}
      selectedKey={value}
      onSelectionChange={(key: Key | null) => onChange(String(key ?? ''))}
    >
      <Label className={styles.filterLabel}>{label}</Label>
      <Button className={styles.filterButton}>
        <SelectValue />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox}>
          {options.map((option) => (
            <ListBoxItem key={option.id} id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
