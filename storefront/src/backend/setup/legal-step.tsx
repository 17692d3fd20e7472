import { setupMessages as m, type SetupLegal } from '@bestell/domain';
import { FormProvider } from 'react-hook-form';
import { TextAreaField } from '../forms';
import styles from './setup.module.css';
import { type LegalStepValues, legalStepSchema } from './setup-values';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/** The three legal texts as Markdown, editable; used by the setup and by the 'Rechtstexte' screen. */
export function LegalFields() {
  return (
    <div className={styles.fields}>
      <TextAreaField<LegalStepValues> name="imprintText" label={m.legal.imprint} rows={12} isRequired />
      <TextAreaField<LegalStepValues> name="termsAndConditionsText" label={m.legal.terms} rows={12} isRequired />
      <TextAreaField<LegalStepValues> name="privacyPolicyText" label={m.legal.privacy} rows={12} isRequired />
    </div>
  );
}

/** Step 4: Impressum from the business data, AGB and Datenschutz templates marked 'bitte prüfen'; submits the setup. */
export function LegalStepForm(props: {
  values: LegalStepValues;
  isBusy: boolean;
  failure: string | null;
  onBack(): void;
  onDone(values: SetupLegal): void;
}) {
  const form = useStepForm(legalStepSchema, props.values);
  return (
    <FormProvider {...form}>
      <StepFrame
        testId="setup-legal"
        heading={m.legal.heading}
        hint={m.legal.hint}
        onBack={props.onBack}
        onSubmit={form.handleSubmit(props.onDone)}
        submitLabel={m.finish}
        isBusy={props.isBusy}
        failure={props.failure}
      >
        <LegalFields />
      </StepFrame>
    </FormProvider>
  );
}
