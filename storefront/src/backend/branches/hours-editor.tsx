import {
  backofficeBranchesMessages as b,
  localDateOf,
  type OpeningHoursEntry,
  openingHoursTypes,
} from '@bestell/domain';
import { Button } from 'react-aria-components';
import { useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { CheckboxField, DateField, SelectField, TimeField } from '../forms';
import formStyles from '../forms/forms.module.css';
import type { BranchFormValues } from './branch-form-values';
import styles from './branches.module.css';

type HoursName = 'openingHours' | 'deliveryHours';

// Regular days first, the single date last.
const typeOptions = [...openingHoursTypes.filter((type) => type !== 'once'), 'once' as const].map((type) => ({
  id: type,
  label: b.hours.types[type],
}));

function HoursRow({ name, index, onRemove }: { name: HoursName; index: number; onRemove: () => void }) {
  const { control } = useFormContext<BranchFormValues>();
  const type = useWatch({ control, name: `${name}.${index}.type` });
  const isClosed = useWatch({ control, name: `${name}.${index}.isClosed` });
  return (
    <li className={styles.hoursRow} data-testid={`${name}-row`}>
      <SelectField<BranchFormValues> name={`${name}.${index}.type`} label={b.hours.type} options={typeOptions} />
      {type === 'once' ? (
        <DateField<BranchFormValues> name={`${name}.${index}.date`} label={b.hours.date} isRequired />
      ) : (
        <span className={styles.hoursSpacer} />
      )}
      <div className={styles.hoursClosed}>
        <CheckboxField<BranchFormValues> name={`${name}.${index}.isClosed`} label={b.hours.closed} />
      </div>
      <TimeField<BranchFormValues> name={`${name}.${index}.from`} label={b.hours.from} isDisabled={isClosed === true} />
      <TimeField<BranchFormValues> name={`${name}.${index}.to`} label={b.hours.to} isDisabled={isClosed === true} />
      <Button className={`${formStyles.secondaryButton} ${styles.removeButton}`} onPress={onRemove}>
        <span aria-hidden="true">✕</span>
        <span className={styles.srOnly}>{b.hours.removeRow(index + 1)}</span>
      </Button>
    </li>
  );
}

/**
 * Rows of opening or delivery hours (spec §3 Opening hours entry): daily, a weekday or once on a date; closed or
 * from–to. A 'once' row overrides the regular ones of its date (the shop's rules in packages/domain/src/hours).
 */
export function HoursEditor({ name, timeZone }: { name: HoursName; timeZone: string }) {
  const { control } = useFormContext<BranchFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name });
  const addRow = (entry: OpeningHoursEntry) => append(entry, { shouldFocus: false });
  return (
    <div className={styles.hours}>
      {fields.length === 0 ? (
        <p className={styles.muted}>{b.hours.empty}</p>
      ) : (
        <ol className={styles.hoursList}>
          {fields.map((field, index) => (
            <HoursRow key={field.id} name={name} index={index} onRemove={() => remove(index)} />
          ))}
        </ol>
      )}
      <div className={styles.rowActions}>
        <Button
          className={formStyles.secondaryButton}
          onPress={() => addRow({ type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' })}
        >
          {b.hours.add}
        </Button>
        <Button
          className={formStyles.secondaryButton}
          onPress={() =>
            addRow({
              type: 'once',
              date: localDateOf(Date.now(), timeZone),
              isClosed: true,
              from: '00:00',
              to: '23:59',
            })
          }
        >
          {b.hours.addClosedDay}
        </Button>
      </div>
    </div>
  );
}
