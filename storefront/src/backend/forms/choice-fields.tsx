import { backofficeFormsMessages as m } from '@bestell/domain';
import type { Ref } from 'react';
import {
  Button,
  ComboBox,
  Input,
  type Key,
  ListBox,
  ListBoxItem,
  Popover,
  Select,
  SelectValue,
} from 'react-aria-components';
import { type FieldValues, useController } from 'react-hook-form';
import { type BoundFieldProps, FieldHelp, FieldLabel, fieldClass } from './field-parts';
import styles from './forms.module.css';

export interface ChoiceOption {
  id: string | number;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  options: readonly ChoiceOption[];
  /** Offer 'Keine Auswahl' and store null for it. */
  allowEmpty?: boolean;
  placeholder?: string;
}

const EMPTY_KEY = '__none__';

function Options({ options }: { options: readonly ChoiceOption[] }) {
  return (
    <Popover className={styles.popover}>
      <ListBox className={styles.listbox}>
        {options.map((option) => (
          <ListBoxItem key={option.id} id={option.id} textValue={option.label} className={styles.option}>
            {option.label}
          </ListBoxItem>
        ))}
      </ListBox>
    </Popover>
  );
}

/** The button of a Select (single or multiple) that shows the chosen value and opens the options. */
function SelectTrigger({ buttonRef }: { buttonRef: Ref<HTMLButtonElement> }) {
  return (
    <Button ref={buttonRef} className={styles.selectButton}>
      <SelectValue className={styles.selectValue} />
      <span aria-hidden="true">▾</span>
    </Button>
  );
}

/** One of a short list (React Aria Select); the form value is the option id, or null with allowEmpty. */
export function SelectField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const error = fieldState.error?.message;
  const options = props.allowEmpty ? [{ id: EMPTY_KEY, label: m.noneChosen }, ...props.options] : props.options;
  const value: unknown = field.value;
  const selected =
    value === null || value === undefined || value === '' ? (props.allowEmpty ? EMPTY_KEY : null) : value;
  return (
    <Select
      className={fieldClass(props.className)}
      name={field.name}
      selectedKey={selected as Key | null}
      onSelectionChange={(key) => field.onChange(key === EMPTY_KEY ? null : key)}
      onBlur={field.onBlur}
      isInvalid={error !== undefined}
      isRequired={props.isRequired ?? false}
      isDisabled={props.isDisabled ?? false}
      validationBehavior="aria"
      placeholder={props.placeholder ?? m.choose}
    >
      <FieldLabel label={props.label} isRequired={props.isRequired} />
      <SelectTrigger buttonRef={field.ref} />
      <FieldHelp description={props.description} error={error} />
      <Options options={options} />
    </Select>
  );
}

/** One of a long list with type-ahead filtering (React Aria ComboBox); the form value is the option id or null. */
export function ComboBoxField<T extends FieldValues>(props: SelectFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const error = fieldState.error?.message;
  const value: unknown = field.value;
  return (
    <ComboBox
      className={fieldClass(props.className)}
      name={field.name}
      selectedKey={value === undefined || value === '' ? null : (value as Key | null)}
      onSelectionChange={(key) => field.onChange(key)}
      onBlur={field.onBlur}
      isInvalid={error !== undefined}
      isRequired={props.isRequired ?? false}
      isDisabled={props.isDisabled ?? false}
      validationBehavior="aria"
      defaultItems={props.options}
      menuTrigger="focus"
    >
      <FieldLabel label={props.label} isRequired={props.isRequired} />
      <div className={styles.affixed}>
        <Input ref={field.ref} className={styles.input} placeholder={props.placeholder} />
        <Button className={styles.comboButton} aria-label={m.showOptions}>
          <span aria-hidden="true">▾</span>
        </Button>
      </div>
      <FieldHelp description={props.description} error={error} />
      <Popover className={styles.popover}>
        <ListBox className={styles.listbox}>
          {(option: ChoiceOption) => (
            <ListBoxItem id={option.id} textValue={option.label} className={styles.option}>
              {option.label}
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

export interface MultiSelectFieldProps<T extends FieldValues> extends BoundFieldProps<T> {
  options: readonly ChoiceOption[];
  placeholder?: string;
  /** Form value → chosen ids (default: the value is the id list). */
  toKeys?: (value: unknown) => Key[];
  /** Chosen ids → form value (default: the id list). */
  fromKeys?: (keys: Key[]) => unknown;
}

/** `[{ id }]` references (branches of a user, tags of a branch) as a multi-select. */
export const idRefs = {
  toKeys: (value: unknown): Key[] =>
    Array.isArray(value)
      ? value.flatMap((ref: unknown) =>
          typeof ref === 'object' && ref !== null && 'id' in ref && typeof ref.id === 'number' ? [ref.id] : [],
        )
      : [],
  fromKeys: (keys: Key[]): { id: number }[] => keys.map((key) => ({ id: Number(key) })),
};

function defaultKeys(value: unknown): Key[] {
  return Array.isArray(value)
    ? value.filter((key): key is Key => typeof key === 'string' || typeof key === 'number')
    : [];
}

/** Several of a list (React Aria Select in multiple mode). */
export function MultiSelectField<T extends FieldValues>(props: MultiSelectFieldProps<T>) {
  const { field, fieldState } = useController<T>({ name: props.name });
  const error = fieldState.error?.message;
  const toKeys = props.toKeys ?? defaultKeys;
  const fromKeys = props.fromKeys ?? ((keys: Key[]) => keys);
  return (
    <Select
      selectionMode="multiple"
      className={fieldClass(props.className)}
      name={field.name}
      value={toKeys(field.value)}
      onChange={(keys) => field.onChange(fromKeys([...keys]))}
      onBlur={field.onBlur}
      isInvalid={error !== undefined}
      isRequired={props.isRequired ?? false}
      isDisabled={props.isDisabled ?? false}
      validationBehavior="aria"
      placeholder={props.placeholder ?? m.noneChosen}
    >
      <FieldLabel label={props.label} isRequired={props.isRequired} />
      <SelectTrigger buttonRef={field.ref} />
      <FieldHelp description={props.description} error={error} />
      <Options options={props.options} />
    </Select>
  );
}
