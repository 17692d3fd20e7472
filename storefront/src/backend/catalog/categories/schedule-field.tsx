import { backofficeCatalogStructureMessages as m } from '@bestell/domain';
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { type ArrayPath, type FieldValues, type Path, useFieldArray, useFormContext } from 'react-hook-form';
import formStyles from '../../forms/forms.module.css';
import styles from './catalog-pages.module.css';
import { DateTimeField } from './date-time-field';

/** A schedule (spec §3: available only inside these windows; none = always): a list of from–to date-times. */
export function ScheduleField<T extends FieldValues>({ name }: { name: ArrayPath<T> }) {
  const { control, formState } = useFormContext<T>();
  const { fields, append, remove } = useFieldArray<T>({ control, name });
  const headingId = useId();
  const listError = (formState.errors as Record<string, { message?: string } | undefined>)[name]?.message;
  return (
    <fieldset className={styles.fieldset} aria-labelledby={headingId}>
      <legend id={headingId} className={formStyles.label}>
        {m.schedule}
      </legend>
      <p className={styles.muted}>{fields.length === 0 ? m.noSchedule : m.scheduleHint}</p>
      {fields.map((window, index) => (
        <fieldset key={window.id} className={styles.window} aria-label={m.window(index + 1)}>
          <DateTimeField<T>
            name={`${name}.${index}.from` as Path<T>}
            label={`${m.windowFrom} (${m.window(index + 1)})`}
          />
          <DateTimeField<T> name={`${name}.${index}.to` as Path<T>} label={`${m.windowTo} (${m.window(index + 1)})`} />
          <Button className={formStyles.secondaryButton} onPress={() => remove(index)}>
            {m.removeWindow}
          </Button>
        </fieldset>
      ))}
      {listError && <p className={formStyles.error}>{listError}</p>}
      <Button
        className={formStyles.secondaryButton}
        onPress={() => append({ from: null, to: null } as Parameters<typeof append>[0])}
      >
        + {m.addWindow}
      </Button>
    </fieldset>
  );
}
