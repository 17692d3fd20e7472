import { useStaffApi } from '@bestell/api-client';
import {
  backofficeFormsMessages as fm,
  imprintFromBusiness,
  setupMessages as m,
  type SetupLegal,
  setupBusinessSchema,
} from '@bestell/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormProvider } from 'react-hook-form';
import { useStaffUser } from '../branches/use-is-admin';
import { applyApiErrors } from '../forms';
import formStyles from '../forms/forms.module.css';
import { LegalFields } from './legal-step';
import styles from './setup.module.css';
import { type LegalStepValues, legalBusinessOf, legalStepSchema } from './setup-values';
import { useStepForm } from './use-step-form';

interface StoredLegal {
  imprintText?: string | null;
  termsAndConditionsText?: string | null;
  privacyPolicyText?: string | null;
  /** The business data (setup, Einstellungen › Unternehmen): what the Impressum is made from. */
  business?: unknown;
  version: number;
}

const configKey = ['staff', '/config', 'document'] as const;

function LegalTextsForm({ stored }: { stored: StoredLegal }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const form = useStepForm(legalStepSchema, {
    imprintText: stored.imprintText ?? '',
    termsAndConditionsText: stored.termsAndConditionsText ?? '',
    privacyPolicyText: stored.privacyPolicyText ?? '',
  });
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  /** The Impressum anew from the stored business data (the domain's ECG / MedienG builder); saved with the rest. */
  const rebuildImprint = () => {
    setNote(null);
    setFailure(null);
    const business = setupBusinessSchema.safeParse(stored.business);
    if (!business.success) {
      setFailure(m.legal.noBusiness);
      return;
    }
    form.setValue('imprintText', imprintFromBusiness(legalBusinessOf(business.data)), {
      shouldDirty: true,
      shouldValidate: true,
    });
    setNote(m.legal.imprintRebuilt);
  };
  const submit = form.handleSubmit(async (values: SetupLegal) => {
    setNote(null);
    setFailure(null);
    try {
      const saved = await api.post<StoredLegal>('/config', values, { ifMatch: stored.version });
      queryClient.setQueryData(configKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['staff', '/readiness'] });
      form.reset(values);
      setNote(fm.saved);
    } catch (error) {
      const applied = applyApiErrors<LegalStepValues>(error, form.setError, (field) => field in values);
      if (applied.conflict) void queryClient.invalidateQueries({ queryKey: configKey });
      if (applied.fieldCount === 0) setFailure(applied.formMessages[0] ?? fm.unknownError);
    }
  });
  return (
    <FormProvider {...form}>
      <form className={styles.step} onSubmit={submit} noValidate data-testid="legal-texts-form">
        <p className={styles.hint}>{m.legal.hint}</p>
        <div className={styles.actions}>
          <Button className={formStyles.secondaryButton} onPress={rebuildImprint}>
            {m.legal.rebuildImprint}
          </Button>
        </div>
        <LegalFields />
        <div className={styles.actions}>
          <Button type="submit" className={formStyles.primaryButton} isDisabled={form.formState.isSubmitting}>
            {fm.save}
          </Button>
          <p aria-live="polite">{note ?? ''}</p>
        </div>
        {failure && (
          <p role="alert" className={formStyles.error}>
            {failure}
          </p>
        )}
      </form>
    </FormProvider>
  );
}

/** /backend/legal-texts (admins): Impressum, AGB and Datenschutzerklärung as Markdown, saved with If-Match. */
export function LegalTextsPage() {
  const { user, isAdmin } = useStaffUser();
  const api = useStaffApi();
  const stored = useQuery({
    queryKey: configKey,
    queryFn: ({ signal }) => api.get<StoredLegal>('/config', signal),
    enabled: isAdmin,
  });
  if (!user) return null;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{m.legal.heading}</h1>
      {!isAdmin && <p className={formStyles.error}>{m.legal.adminOnly}</p>}
      {stored.isError && <p className={formStyles.error}>{m.legal.loadFailed}</p>}
      {stored.data && <LegalTextsForm stored={stored.data} />}
    </div>
  );
}
