import { imprintFromBusiness, setupMessages as m, setupBusinessSchema } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useFormContext } from 'react-hook-form';
import formStyles from '../forms/forms.module.css';
import { legalBusinessOf } from '../setup/setup-values';
import styles from './config.module.css';

/**
 * 'Impressum aus Unternehmensdaten neu erstellen': the domain's ECG / MedienG builder fills the form's `imprintText`
 * from the stored business data (saved with the rest of the form).
 */
export function RebuildImprint({ business }: { business: unknown }) {
  const form = useFormContext<{ imprintText?: string | null }>();
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const rebuild = () => {
    const parsed = setupBusinessSchema.safeParse(business);
    if (!parsed.success) {
      setNote({ text: m.legal.noBusiness, error: true });
      return;
    }
    form.setValue('imprintText', imprintFromBusiness(legalBusinessOf(parsed.data)), {
      shouldDirty: true,
      shouldValidate: true,
    });
    setNote({ text: m.legal.imprintRebuilt, error: false });
  };
  return (
    <div className={styles.rebuild}>
      <Button className={formStyles.secondaryButton} onPress={rebuild}>
        {m.legal.rebuildImprint}
      </Button>
      <p
        aria-live="polite"
        role={note?.error ? 'alert' : undefined}
        className={note?.error ? formStyles.error : styles.note}
      >
        {note?.text ?? ''}
      </p>
    </div>
  );
}
