import { countries, setupMessages as m } from '@bestell/domain';
import { Button, FileTrigger } from 'react-aria-components';
import { FormProvider } from 'react-hook-form';
import { SelectField, TextField } from '../forms';
import formStyles from '../forms/forms.module.css';
import styles from './setup.module.css';
import { type BusinessStepValues, businessStepSchema, type SetupBusiness } from './setup-values';
import { StepFrame } from './step-frame';
import { useStepForm } from './use-step-form';

export const countryOptions = countries.map((id) => ({ id, label: m.countries[id] }));

/** Step 2: the business behind the shop (Impressum data) and its logo (uploaded once the admin exists). */
export function BusinessStepForm(props: {
  values: BusinessStepValues;
  logo: File | null;
  onLogo(file: File | null): void;
  onBack(): void;
  onDone(values: SetupBusiness): void;
}) {
  const form = useStepForm(businessStepSchema, props.values);
  const text = (
    name: keyof BusinessStepValues,
    label: string,
    extra: { isRequired?: boolean; autoComplete?: string; type?: 'tel' | 'email'; description?: string } = {},
  ) => <TextField<BusinessStepValues> name={name} label={label} {...extra} />;
  return (
    <FormProvider {...form}>
      <StepFrame
        testId="setup-business"
        heading={m.business.heading}
        hint={m.business.hint}
        onBack={props.onBack}
        onSubmit={form.handleSubmit(props.onDone)}
      >
        <div className={styles.fields}>
          {text('shopName', m.business.shopName, { isRequired: true })}
          {text('legalName', m.business.legalName, { isRequired: true, autoComplete: 'organization' })}
          {text('street', m.business.street, { isRequired: true, autoComplete: 'street-address' })}
          <div className={styles.pair}>
            {text('zipCode', m.business.zipCode, { isRequired: true, autoComplete: 'postal-code' })}
            {text('city', m.business.city, { isRequired: true, autoComplete: 'address-level2' })}
          </div>
          <SelectField<BusinessStepValues> name="country" label={m.business.country} options={countryOptions} />
          {text('vatId', m.business.vatId, { description: m.business.vatIdHint })}
          {text('phone', m.business.phone, { type: 'tel', autoComplete: 'tel' })}
          {text('email', m.business.email, { type: 'email', isRequired: true, autoComplete: 'email' })}
          {text('companyRegisterNumber', m.business.companyRegisterNumber)}
          {text('companyRegisterCourt', m.business.companyRegisterCourt)}
          {text('supervisoryAuthority', m.business.supervisoryAuthority)}
          {text('chamber', m.business.chamber)}
          <fieldset className={styles.logo}>
            <legend className={formStyles.label}>{m.business.logo}</legend>
            {props.logo && <p className={styles.hint}>{m.business.logoChosen(props.logo.name)}</p>}
            <div className={styles.actions}>
              <FileTrigger
                acceptedFileTypes={['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml']}
                onSelect={(files) => props.onLogo(files?.[0] ?? null)}
              >
                <Button className={formStyles.secondaryButton}>{m.business.chooseLogo}</Button>
              </FileTrigger>
              {props.logo && (
                <Button className={formStyles.secondaryButton} onPress={() => props.onLogo(null)}>
                  {m.business.removeLogo}
                </Button>
              )}
            </div>
            <p className={styles.hint}>{m.business.logoLater}</p>
          </fieldset>
        </div>
      </StepFrame>
    </FormProvider>
  );
}
