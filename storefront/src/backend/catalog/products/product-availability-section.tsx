import { backofficeProductsMessages as m } from '@bestell/domain';
import { Button } from 'react-aria-components';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { IntegerField, SelectField, SwitchField } from '../../forms';
import { DateTimeField } from './date-time-field';
import { leadTimeTypeOptions, scopeOptions } from './product-choices';
import styles from './product-form.module.css';
import type { ProductFormValues } from './product-values';

/** Flags, scope and schedule (when the product can be ordered). */
export function ProductAvailabilitySection() {
  const { control } = useFormContext<ProductFormValues>();
  const schedule = useFieldArray({ control, name: 'schedule' });
  return (
    <fieldset className={styles.section}>
      <legend>{m.sectionAvailability}</legend>
      <div className={styles.switches}>
        <SwitchField<ProductFormValues> name="isEnabled" label={m.fieldEnabled} />
        <SwitchField<ProductFormValues> name="isPublic" label={m.fieldPublic} />
        <SwitchField<ProductFormValues> name="isStepByStep" label={m.fieldStepByStep} />
      </div>
      <div className={styles.grid}>
        <SelectField<ProductFormValues> name="content.scope" label={m.fieldScope} options={scopeOptions} />
      </div>
      <fieldset className={styles.subsection}>
        <legend>{m.schedule}</legend>
        <p className={styles.muted}>{schedule.fields.length === 0 ? m.noSchedule : m.scheduleHelp}</p>
        {schedule.fields.map((field, index) => (
          <div key={field.id} className={styles.scheduleRow} data-testid="schedule-entry">
            <DateTimeField<ProductFormValues>
              name={`schedule.${index}.from`}
              label={`${m.scheduleFrom} (${m.scheduleEntry(index + 1)})`}
            />
            <DateTimeField<ProductFormValues>
              name={`schedule.${index}.to`}
              label={`${m.scheduleTo} (${m.scheduleEntry(index + 1)})`}
            />
            <Button className={styles.linkButton} onPress={() => schedule.remove(index)}>
              {m.removeSchedule(index + 1)}
            </Button>
          </div>
        ))}
        <Button className={styles.secondaryButton} onPress={() => schedule.append({ from: null, to: null })}>
          {m.addSchedule}
        </Button>
      </fieldset>
    </fieldset>
  );
}

/** Lead time (spec §9: minutes, hours, days, weeks). */
export function ProductLeadTimeSection() {
  return (
    <fieldset className={styles.section}>
      <legend>{m.sectionLeadTime}</legend>
      <SwitchField<ProductFormValues> name="isLeadTimeEnabled" label={m.fieldLeadTimeEnabled} />
      <div className={styles.grid}>
        <IntegerField<ProductFormValues> name="leadTimeValue" label={m.fieldLeadTimeValue} />
        <SelectField<ProductFormValues>
          name="leadTimeType"
          label={m.fieldLeadTimeType}
          options={leadTimeTypeOptions}
          allowEmpty
        />
      </div>
    </fieldset>
  );
}
