import { backofficeTasksMessages } from '@bestell/domain';
import { useId } from 'react';
import { Button } from 'react-aria-components';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { CheckboxField, TextField } from '../forms';
import formStyles from '../forms/forms.module.css';
import type { TaskFormValues } from './task-values';
import styles from './tasks.module.css';

const t = backofficeTasksMessages.tasks;

/** The task's checklist: items with a text and a done box, added and removed in place. */
export function ChecklistField() {
  const { control } = useFormContext<TaskFormValues>();
  const { fields, append, remove } = useFieldArray<TaskFormValues, 'checklist'>({ control, name: 'checklist' });
  const headingId = useId();
  return (
    <fieldset className={styles.checklist} aria-labelledby={headingId} data-testid="task-checklist">
      <legend id={headingId} className={formStyles.label}>
        {t.checklist}
      </legend>
      {fields.map((item, index) => (
        <div key={item.id} className={styles.checklistItem}>
          <CheckboxField<TaskFormValues> name={`checklist.${index}.done`} label={t.checklistDone(index + 1)} />
          <TextField<TaskFormValues> name={`checklist.${index}.text`} label={t.checklistItem(index + 1)} />
          <Button className={formStyles.secondaryButton} onPress={() => remove(index)}>
            {t.removeItem(index + 1)}
          </Button>
        </div>
      ))}
      <Button className={formStyles.secondaryButton} onPress={() => append({ text: '', done: false })}>
        + {t.addItem}
      </Button>
    </fieldset>
  );
}
