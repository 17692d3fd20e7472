import { setupMessages as m } from '@bestell/domain';
import { FormProvider } from 'react-hook-form';
import { HoursEditor } from '../branches/hours-editor';
import { CheckboxField, SelectField, TextField } from '../forms';
import formStyles from '../forms/forms.module.css';
import { countryOptions } from './business-step';
import styles from './setup.module.css';
import { type BranchStepValues, branchStepSchema, type SetupBranch } from './setup-values';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

/** Step 3: the first branch — address, opening hours (the branch editor's hours editor), service modes, payment. */
export function BranchStepForm(props: { values: BranchStepValues; onBack(): void; onDone(values: SetupBranch): void }) {
  const form = useStepForm(branchStepSchema, props.values);
  const hoursError = form.formState.errors.openingHours?.message ?? form.formState.errors.openingHours?.root?.message;
  return (
    <FormProvider {...form}>
      <StepFrame
        testId="setup-branch"
        heading={m.branch.heading}
        hint={m.branch.hint}
        onBack={props.onBack}
        onSubmit={form.handleSubmit(props.onDone)}
      >
        <div className={styles.fields}>
          <TextField<BranchStepValues> name="name" label={m.branch.name} isRequired />
          <TextField<BranchStepValues> name="street" label={m.business.street} isRequired />
          <div className={styles.pair}>
            <TextField<BranchStepValues> name="zipCode" label={m.business.zipCode} isRequired />
            <TextField<BranchStepValues> name="city" label={m.business.city} isRequired />
          </div>
          <SelectField<BranchStepValues> name="country" label={m.business.country} options={countryOptions} />
          <TextField<BranchStepValues> name="phone" label={m.business.phone} type="tel" />
          <TextField<BranchStepValues> name="email" label={m.business.email} type="email" />
        </div>
        <fieldset className={styles.group}>
          <legend className={formStyles.label}>{m.branch.hours}</legend>
          <HoursEditor name="openingHours" timeZone="Europe/Vienna" />
          {hoursError && (
            <p className={formStyles.error} role="alert">
              {hoursError}
            </p>
          )}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={formStyles.label}>{m.branch.modes}</legend>
          <CheckboxField<BranchStepValues> name="isTakeawayEnabled" label={m.branch.takeaway} />
          <CheckboxField<BranchStepValues> name="isDeliveryEnabled" label={m.branch.delivery} />
          <CheckboxField<BranchStepValues> name="isDineInEnabled" label={m.branch.dineIn} />
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={formStyles.label}>{m.branch.payments}</legend>
          <CheckboxField<BranchStepValues> name="isCashEnabled" label={m.branch.cash} />
          <CheckboxField<BranchStepValues> name="isATMCardEnabled" label={m.branch.card} />
          <CheckboxField<BranchStepValues> name="isVoucherEnabled" label={m.branch.voucher} />
          <CheckboxField<BranchStepValues> name="isOnlinePaymentEnabled" label={m.branch.online} />
        </fieldset>
      </StepFrame>
    </FormProvider>
  );
}
