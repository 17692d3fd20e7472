import { backofficeCatalogStructureMessages as m, partModifiers } from '@bestell/domain';
import { useEffect, useState } from 'react';
import { TextField as AriaTextField, Input } from 'react-aria-components';
import { fromGermanDecimal, padDecimals, toGermanDecimal } from '../../forms/decimal-text';
import { FieldHelp, FieldLabel } from '../../forms/field-parts';
import formStyles from '../../forms/forms.module.css';
import { ChoiceSelect } from './choice-select';
import type { EditableOption } from './part-values';
import styles from './parts-editor.module.css';

export interface OptionDetailProps {
  option: EditableOption;
  onChange: (option: EditableOption) => void;
  errorOf: (field: 'name' | 'modifier' | 'value') => string | undefined;
  autoFocus?: boolean;
}

/** The value in euros, typed the German way ("1,50"); the option keeps the schema's decimal string ("1.50"). */
function ValueField({ value, onChange, error }: { value: string; onChange: (v: string) => void; error?: string }) {
  const [text, setText] = useState(() => toGermanDecimal(value));
  useEffect(() => {
    setText((current) => ((fromGermanDecimal(current) ?? '') === value ? current : toGermanDecimal(value)));
  }, [value]);
  return (
    <AriaTextField
      className={formStyles.field}
      inputMode="decimal"
      value={text}
      onChange={(next) => {
        setText(next);
        onChange(fromGermanDecimal(next) ?? '');
      }}
      onBlur={() => {
        const padded = padDecimals(fromGermanDecimal(text), 2) ?? '';
        if (padded !== value) onChange(padded);
        setText(toGermanDecimal(padded));
      }}
      isInvalid={error !== undefined}
      isRequired
      validationBehavior="aria"
    >
      <FieldLabel label={m.optionValue} isRequired />
      <div className={formStyles.affixed}>
        <Input className={formStyles.input} data-testid="option-value" />
        <span className={formStyles.suffix} aria-hidden="true">
          €
        </span>
      </div>
      <FieldHelp error={error} />
    </AriaTextField>
  );
}

/** Name, price modifier and value of one option. */
export function OptionDetail({ option, onChange, errorOf, autoFocus }: OptionDetailProps) {
  const nameError = errorOf('name');
  const modifierError = errorOf('modifier');
  return (
    <div className={styles.optionDetail} data-testid="option-detail">
      <AriaTextField
        className={formStyles.field}
        value={option.name}
        onChange={(name) => onChange({ ...option, name })}
        isInvalid={nameError !== undefined}
        isRequired
        validationBehavior="aria"
        autoFocus={autoFocus ?? false}
      >
        <FieldLabel label={m.optionName} isRequired />
        <Input className={formStyles.input} data-testid="option-name" />
        <FieldHelp error={nameError} />
      </AriaTextField>
      <ChoiceSelect
        label={m.optionModifier}
        choices={partModifiers}
        labelOf={(modifier) => m.modifiers[modifier]}
        selected={option.modifier}
        onSelect={(modifier) => onChange({ ...option, modifier })}
        error={modifierError}
        testId="option-modifier"
      />
      <ValueField
        value={option.value ?? ''}
        onChange={(value) => onChange({ ...option, value })}
        {...(errorOf('value') ? { error: errorOf('value') } : {})}
      />
    </div>
  );
}
