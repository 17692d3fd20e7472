import { type ChosenPartValue, formatCurrency, type PartOption, type ProductPart, shopMessages } from '@bestell/domain';
import { useId } from 'react';
import styles from './configurator.module.css';
import { type ConfiguratorState, chooseOption, setValue } from './configurator-state';
import { UploadStep } from './upload-step';

function optionPrice(option: PartOption, currency: string): string {
  if (option.modifier === 'overwrite') return formatCurrency(option.value, currency);
  if (option.value === '0.00' || option.value === '0') return '';
  return `${option.modifier === 'add' ? '+' : '−'} ${formatCurrency(option.value, currency)}`;
}

function isChosen(value: ChosenPartValue | undefined, name: string): boolean {
  return Array.isArray(value) ? value.includes(name) : value === name;
}

/** One configurable step (spec §3 part types: select, multiselect, text, textarea, file(s), image(s)). */
export function PartStep({
  part,
  index,
  state,
  currency,
  message,
  onChange,
  uploadNames,
  onUploadNames,
}: {
  part: ProductPart;
  index: number;
  state: ConfiguratorState;
  currency: string;
  /** Shown when the visitor tried to go on with an invalid step. */
  message: string | null;
  onChange: (state: ConfiguratorState) => void;
  uploadNames: Record<string, string>;
  onUploadNames: (names: Record<string, string>) => void;
}) {
  const id = useId();
  const value = state.values[index];
  const legend = (
    <>
      {part.name}
      {part.isOptional && <span className={styles.optional}> ({shopMessages.optional})</span>}
    </>
  );
  const description = part.description ? (
    <p id={`${id}-description`} className={styles.partDescription}>
      {part.description}
    </p>
  ) : null;
  const error = message ? (
    <p id={`${id}-error`} className={styles.error}>
      {message}
    </p>
  ) : null;
  const describedBy = [part.description ? `${id}-description` : '', message ? `${id}-error` : ''].join(' ').trim();

  if (part.type === 'select' || part.type === 'multiselect') {
    return (
      <fieldset className={styles.part} aria-describedby={describedBy || undefined}>
        <legend className={styles.partName}>{legend}</legend>
        {description}
        <div className={styles.options}>
          {part.options.map((option) => {
            const chosen = isChosen(value, option.name);
            const price = optionPrice(option, currency);
            return (
              <button
                key={option.name}
                type="button"
                className={`${styles.option} ${chosen ? styles.optionChosen : ''}`}
                aria-pressed={chosen}
                onClick={() => onChange(chooseOption(state, part, index, option.name))}
              >
                <span>{option.name}</span>
                {price && <span className={styles.optionPrice}>{price}</span>}
              </button>
            );
          })}
        </div>
        {error}
      </fieldset>
    );
  }

  if (part.type === 'text' || part.type === 'textarea') {
    const text = typeof value === 'string' ? value : '';
    const common = {
      id: `${id}-input`,
      value: text,
      className: styles.textInput,
      'aria-describedby': describedBy || undefined,
      'aria-invalid': message ? true : undefined,
      required: !part.isOptional,
      onChange: (event: { target: { value: string } }) =>
        onChange(setValue(state, index, event.target.value === '' ? null : event.target.value)),
    };
    return (
      <div className={styles.part}>
        <label htmlFor={`${id}-input`} className={styles.partName}>
          {legend}
        </label>
        {description}
        {part.type === 'text' ? <input type="text" {...common} /> : <textarea rows={4} {...common} />}
        {error}
      </div>
    );
  }

  return (
    <UploadStep
      part={part}
      legend={legend}
      description={description}
      error={error}
      describedBy={describedBy}
      value={value ?? null}
      names={uploadNames}
      onNames={onUploadNames}
      onValue={(next) => onChange(setValue(state, index, next))}
    />
  );
}
