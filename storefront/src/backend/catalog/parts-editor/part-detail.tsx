import {
  formatCurrency,
  backofficeCatalogStructureMessages as m,
  type PartType,
  partTypes,
  tryParseDecimal,
} from '@bestell/domain';
import { useState } from 'react';
import { TextField as AriaTextField, Button, Checkbox, Input, TextArea } from 'react-aria-components';
import { FieldHelp, FieldLabel } from '../../forms/field-parts';
import formStyles from '../../forms/forms.module.css';
import { ChoiceSelect } from './choice-select';
import { ErrorBadge } from './error-badge';
import { moveItem, removeItem, replaceItem } from './list-moves';
import { OptionDetail } from './option-detail';
import { type EditableOption, type EditablePart, followMove, followRemove, hasOptions, newOption } from './part-values';
import styles from './parts-editor.module.css';
import { SortableList } from './sortable-list';

export interface PartDetailProps {
  part: EditablePart;
  onChange: (part: EditablePart) => void;
  /** The error of a field of this step, by its path inside the step ('name', 'options.0.value'). */
  errorOf: (path: string) => string | undefined;
  autoFocus?: boolean;
}

/** '+ 1,50 €', '− 0,50 €', '= 12,00 €'. */
export function optionPriceText(option: EditableOption): string {
  const value = option.value ?? '';
  const amount = tryParseDecimal(value) !== null ? formatCurrency(value) : value;
  return `${m.modifierSigns[option.modifier as keyof typeof m.modifierSigns] ?? ''} ${amount}`;
}

/** Name, description, type, optional flag and the options of one step. */
export function PartDetail({ part, onChange, errorOf, autoFocus }: PartDetailProps) {
  const options = part.options ?? [];
  const [chosen, setSelected] = useState<number | null>(null);
  const selected = chosen !== null && chosen < options.length ? chosen : options.length > 0 ? 0 : null;
  const [focusOption, setFocusOption] = useState(false);
  const type = part.type as PartType;
  const setOptions = (next: EditableOption[]) => onChange({ ...part, options: next });
  const nameError = errorOf('name');
  const typeError = errorOf('type');
  const descriptionError = errorOf('description');
  const optionsError = errorOf('options');
  const current = selected !== null ? options[selected] : undefined;

  return (
    <div className={styles.partDetail} data-testid="part-detail">
      <div className={styles.row}>
        <AriaTextField
          className={formStyles.field}
          value={part.name}
          onChange={(name) => onChange({ ...part, name })}
          isInvalid={nameError !== undefined}
          isRequired
          validationBehavior="aria"
          autoFocus={autoFocus ?? false}
        >
          <FieldLabel label={m.partName} isRequired />
          <Input className={formStyles.input} data-testid="part-name" />
          <FieldHelp error={nameError} />
        </AriaTextField>
        <ChoiceSelect
          label={m.partType}
          choices={partTypes}
          labelOf={(value) => m.partTypes[value]}
          selected={type}
          onSelect={(value) => onChange({ ...part, type: value })}
          error={typeError}
          testId="part-type"
        />
      </div>
      <AriaTextField
        className={formStyles.field}
        value={part.description ?? ''}
        onChange={(description) => onChange({ ...part, description })}
        isInvalid={descriptionError !== undefined}
        validationBehavior="aria"
      >
        <FieldLabel label={m.partDescription} />
        <TextArea className={formStyles.textarea} rows={2} />
        <FieldHelp error={descriptionError} />
      </AriaTextField>
      <Checkbox
        className={formStyles.checkbox}
        isSelected={part.isOptional ?? false}
        onChange={(isOptional) => onChange({ ...part, isOptional })}
      >
        <span className={formStyles.box} aria-hidden="true" />
        {m.partOptional}
      </Checkbox>

      {hasOptions(type) ? (
        <fieldset className={styles.options}>
          <legend className={formStyles.label}>{m.options}</legend>
          {optionsError && <p className={formStyles.error}>{optionsError}</p>}
          <div className={styles.master}>
            <div className={styles.masterList}>
              <SortableList
                aria-label={m.optionsList(part.name || m.unnamed)}
                items={options}
                getLabel={(option) => option.name || m.unnamed}
                renderItem={(option, index) => (
                  <span className={styles.itemText}>
                    <strong>{option.name || m.unnamed}</strong>
                    <span className={styles.muted}>{optionPriceText(option)}</span>
                    {['name', 'modifier', 'value'].some((f) => errorOf(`options.${index}.${f}`)) && <ErrorBadge />}
                  </span>
                )}
                onMove={(from, to) => {
                  setOptions(moveItem(options, from, to));
                  setSelected(followMove(selected, from, to));
                }}
                onRemove={(index) => {
                  setOptions(removeItem(options, index));
                  setSelected(followRemove(selected, index, options.length - 1));
                }}
                selectedIndex={selected}
                onSelect={setSelected}
                emptyText={m.noOptions}
                testId="options-list"
              />
              <Button
                className={formStyles.secondaryButton}
                onPress={() => {
                  setOptions([...options, newOption()]);
                  setSelected(options.length);
                  setFocusOption(true);
                }}
              >
                + {m.addOption}
              </Button>
            </div>
            {current && selected !== null && (
              <OptionDetail
                key={selected}
                option={current}
                onChange={(option) => setOptions(replaceItem(options, selected, option))}
                errorOf={(field) => errorOf(`options.${selected}.${field}`)}
                autoFocus={focusOption}
              />
            )}
          </div>
        </fieldset>
      ) : (
        <p className={styles.muted}>{m.optionsOnlyForChoices}</p>
      )}
    </div>
  );
}
