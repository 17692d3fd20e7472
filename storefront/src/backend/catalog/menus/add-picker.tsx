import { backofficeFormsMessages as f } from '@bestell/domain';
import { useState } from 'react';
import { Button, ComboBox, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import formStyles from '../../forms/forms.module.css';
import type { Named } from './menu-values';

export interface AddPickerProps {
  label: string;
  items: readonly Named[];
  onAdd: (id: number) => void;
  testId?: string;
}

/** A combo box that adds the chosen entry and empties itself for the next one. */
export function AddPicker({ label, items, onAdd, testId }: AddPickerProps) {
  const [text, setText] = useState('');
  const shown = items.filter((item) => item.name.toLocaleLowerCase('de').includes(text.trim().toLocaleLowerCase('de')));
  return (
    <ComboBox
      className={formStyles.field}
      inputValue={text}
      onInputChange={setText}
      selectedKey={null}
      onSelectionChange={(key) => {
        if (key === null) return;
        onAdd(Number(key));
        setText('');
      }}
      items={shown}
      menuTrigger="focus"
      isDisabled={items.length === 0}
      data-testid={testId}
    >
      <Label className={formStyles.label}>{label}</Label>
      <div className={formStyles.affixed}>
        <Input className={formStyles.input} />
        <Button className={formStyles.comboButton} aria-label={f.showOptions}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <Popover className={formStyles.popover}>
        <ListBox className={formStyles.listbox}>
          {(item: Named) => (
            <ListBoxItem id={item.id} textValue={item.name} className={formStyles.option}>
              {item.name}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
