import {
  errorsMessages,
  imprintFromBusiness,
  setupMessages as m,
  type SetupLegal,
  setupBusinessSchema,
} from '@bestell/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { useFormContext } from 'react-hook-form';
import { useStaffUser } from '../branches/use-is-admin';
import { configKey } from '../config/stored-config';
import { EditorPage, useDocumentForm } from '../editor-page';
import formStyles from '../forms/forms.module.css';
import { LegalFields } from './legal-step';
import styles from './setup.module.css';
import { type LegalStepValues, legalBusinessOf, legalStepSchema } from './setup-values';

interface StoredLegal {
  imprintText?: string | null;
  termsAndConditionsText?: string | null;
  privacyPolicyText?: string | null;
  /** The business data (setup, Einstellungen › Unternehmen): what the Impressum is made from. */
  business?: unknown;
  version: number;
}

/** 'Impressum aus Unternehmensdaten neu erstellen': the domain's ECG / MedienG builder, saved with the rest. */
function RebuildImprint({ business }: { business: unknown }) {
  const form = useFormContext<LegalStepValues>();
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
    <div className={styles.actions}>
      <Button className={formStyles.secondaryButton} onPress={rebuild}>
        {m.legal.rebuildImprint}
      </Button>
      <p aria-live="polite" role={note?.error ? 'alert' : undefined} className={note?.error ? formStyles.error : ''}>
        {note?.text ?? ''}
      </p>
    </div>
  );
}

function LegalTextsEditor() {
  const queryClient = useQueryClient();
  const edit = useDocumentForm({
    path: '/config',
    queryKey: configKey,
    schema: legalStepSchema,
    toValues: (stored: StoredLegal) => ({
      imprintText: stored.imprintText ?? '',
      termsAndConditionsText: stored.termsAndConditionsText ?? '',
      privacyPolicyText: stored.privacyPolicyText ?? '',
    }),
    toBody: (values: SetupLegal) => values,
    onSaved: () => void queryClient.invalidateQueries({ queryKey: ['staff', '/readiness'] }),
  });
  return (
    <EditorPage
      edit={edit}
      title={m.legal.heading}
      loadFailedMessage={errorsMessages.configFailed({ action: 'load' })}
      testId="legal-texts-form"
      intro={m.legal.hint}
    >
      <RebuildImprint business={edit.document?.business} />
      <LegalFields />
    </EditorPage>
  );
}

/** /backend/legal-texts (admins): Impressum, AGB and Datenschutzerklärung as Markdown, saved with If-Match. */
export function LegalTextsPage() {
  const { user, isAdmin } = useStaffUser();
  if (!user) return null;
  if (!isAdmin)
    return (
      <div className={styles.page}>
        <h1 className={styles.title}>{m.legal.heading}</h1>
        <p className={formStyles.error}>{m.legal.adminOnly}</p>
      </div>
    );
  return <LegalTextsEditor />;
}
