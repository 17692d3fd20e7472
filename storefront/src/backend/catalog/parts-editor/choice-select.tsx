import { Button, ListBox, ListBoxItem, Popover, Select, SelectValue } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../../forms/field-parts';
import formStyles from '../../forms/forms.module.css';

export interface ChoiceSelectProps<K extends string> {
  label: string;
  choices: readonly K[];
  labelOf: (choice: K) => string;
  selected: K;
  onSelect: (choice: K) => void;
  error: string | undefined;
  testId: string;
}

/** A required choice of a step or option (its type, its modifier), outside react-hook-form like the rest of the editor. */
export function ChoiceSelect<K extends string>(props: ChoiceSelectProps<K>) {
  return (
    <Select
      className={formStyles.field}
      selectedKey={props.selected}
      onSelectionChange={(key) => {
        const choice = props.choices.find((candidate) => candidate === key);
        if (choice !== undefined) props.onSelect(choice);
      }}
      isInvalid={props.error !== undefined}
      isRequired
      validationBehavior="aria"
    >
      <FieldLabel label={props.label} isRequired />
      <Button className={formStyles.selectButton} data-testid={props.testId}>
        <SelectValue className={formStyles.selectValue} />
        <span aria-hidden="true">▾</span>
      </Button>
      <FieldHelp error={props.error} />
      <Popover className={formStyles.popover}>
        <ListBox className={formStyles.listbox}>
          {props.choices.map((choice) => (
            <ListBoxItem key={choice} id={choice} className={formStyles.option} textValue={props.labelOf(choice)}>
              {props.labelOf(choice)}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </Select>
  );
}
