import { setupMessages as m } from '@bestell/domain';
import { FormProvider } from 'react-hook-form';
import { TextField } from '../forms';
import styles from './setup.module.css';
import { type AdminStep, type AdminStepValues, adminStepSchema } from './setup-values';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/** Step 1: the first admin (the password rules of users: at least 8 characters). */
export function AdminStepForm({ values, onDone }: { values: AdminStepValues; onDone(values: AdminStep): void }) {
  const form = useStepForm(adminStepSchema, values);
  return (
    <FormProvider {...form}>
      <StepFrame
        testId="setup-admin"
        heading={m.admin.heading}
        hint={m.admin.hint}
        onSubmit={form.handleSubmit(onDone)}
      >
        <div className={styles.fields}>
          <TextField<AdminStepValues> name="username" label={m.admin.username} autoComplete="username" isRequired />
          <TextField<AdminStepValues> name="email" label={m.admin.email} type="email" autoComplete="email" isRequired />
          <TextField<AdminStepValues>
            name="password"
            label={m.admin.password}
            type="password"
            autoComplete="new-password"
            description={m.admin.passwordHint}
            isRequired
          />
          <TextField<AdminStepValues>
            name="passwordRepeat"
            label={m.admin.passwordRepeat}
            type="password"
            autoComplete="new-password"
            isRequired
          />
        </div>
      </StepFrame>
    </FormProvider>
  );
}
