import { Button, Label, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import formStyles from '../../forms/forms.module.css';
import type { Named } from './menu-values';

export interface AddPickerProps {
  label: string;
  placeholder: string;
  items: readonly Named[];
  onAdd: (id: number) => void;
  testId?: string;
}

/**
 * A select that adds the chosen entry and stays empty for the next one (type-ahead finds an entry by its first
 * letters; focus returns to the button).
 */
export function AddPicker({ label, placeholder, items, onAdd, testId }: AddPickerProps) {
  return (
    <Select
      className={formStyles.field}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (key !== null) onAdd(Number(key));
      }}
      placeholder={placeholder}
      isDisabled={items.length === 0}
      data-testid={testId}
    >
      <Label className={formStyles.label}>{label}</Label>
      <Button className={formStyles.selectButton}>
        <SelectValue className={formStyles.selectValue} />
        <span aria-hidden="true">▾</span>
      </Button>
      <Popover className={formStyles.popover}>
        <ListBox className={formStyles.listbox} items={items}>
          {(item: Named) => (
            <ListBoxItem id={item.id} textValue={item.name} className={formStyles.option}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </Select>
  );
}
