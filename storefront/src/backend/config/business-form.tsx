import { useStaffApi } from '@bestell/api-client';
import {
  orderLimitsMessages as c,
  countries,
  setupMessages as m,
  type SetupBusiness,
  setupBusinessSchema,
} from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormProvider, useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyApiErrors, pathExists, SelectField, TextField } from '../forms';
import formStyles from '../forms/forms.module.css';
import styles from './config.module.css';
import { configKey, type StoredConfig } from './stored-config';

/** The business behind the shop (the Impressum's data), as the setup asked for it: the same rules. */
const businessSettingsSchema = z.strictObject({ business: setupBusinessSchema });
type BusinessSettingsValues = z.input<typeof businessSettingsSchema>;
type BusinessSettings = z.output<typeof businessSettingsSchema>;
type BusinessField = keyof SetupBusiness;

const countryOptions = countries.map((id) => ({ id, label: m.countries[id] }));

const optionalFields = [
  'vatId',
  'phone',
  'companyRegisterNumber',
  'companyRegisterCourt',
  'supervisoryAuthority',
  'chamber',
] as const;

/** The stored business, or a start from the shop's name and legal name (a shop set up before issue 23). */
export function businessValuesOf(stored: StoredConfig): BusinessSettingsValues {
  const saved = stored.business;
  const text = (value: string | null | undefined) => value ?? '';
  return {
    business: {
      shopName: text(saved?.shopName ?? stored.shopName),
      legalName: text(saved?.legalName ?? stored.businessName),
      street: text(saved?.street),
      zipCode: text(saved?.zipCode),
      city: text(saved?.city),
      country: saved?.country ?? 'AT',
      email: text(saved?.email),
      ...Object.fromEntries(optionalFields.map((key) => [key, text(saved?.[key])])),
    },
  };
}

/** 'Unternehmen' on /backend/config: saved with If-Match; the shop name and legal name follow the business data. */
export function BusinessForm({ stored }: { stored: StoredConfig }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const form = useForm<BusinessSettingsValues, unknown, BusinessSettings>({
    resolver: zodResolver(businessSettingsSchema),
    defaultValues: businessValuesOf(stored),
  });
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async ({ business }) => {
    setNote(null);
    setFailure(null);
    try {
      const saved = await api.post<StoredConfig>(
        '/config',
        { business, shopName: business.shopName, businessName: business.legalName },
        { ifMatch: stored.version },
      );
      queryClient.setQueryData(configKey, saved);
      form.reset(businessValuesOf(saved));
      setNote(c.configSaved);
    } catch (error) {
      const applied = applyApiErrors(error, form.setError, (field) => pathExists(form.getValues(), field));
      if (applied.conflict) void queryClient.invalidateQueries({ queryKey: configKey });
      if (applied.fieldCount === 0) setFailure(applied.formMessages[0] ?? c.configSaveFailed);
    }
  });
  const text = (
    name: BusinessField,
    label: string,
    extra: { isRequired?: boolean; autoComplete?: string; type?: 'tel' | 'email'; description?: string } = {},
  ) => <TextField<BusinessSettingsValues> name={`business.${name}`} label={label} {...extra} />;
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="business-form">
        <p className={styles.note}>{m.businessSettings.hint}</p>
        {text('shopName', m.business.shopName, { isRequired: true })}
        {text('legalName', m.business.legalName, { isRequired: true, autoComplete: 'organization' })}
        {text('street', m.business.street, { isRequired: true, autoComplete: 'street-address' })}
        {text('zipCode', m.business.zipCode, { isRequired: true, autoComplete: 'postal-code' })}
        {text('city', m.business.city, { isRequired: true, autoComplete: 'address-level2' })}
        <SelectField<BusinessSettingsValues>
          name="business.country"
          label={m.business.country}
          options={countryOptions}
        />
        {text('vatId', m.business.vatId, { description: m.business.vatIdHint })}
        {text('phone', m.business.phone, { type: 'tel', autoComplete: 'tel' })}
        {text('email', m.business.email, { type: 'email', isRequired: true, autoComplete: 'email' })}
        {text('companyRegisterNumber', m.business.companyRegisterNumber)}
        {text('companyRegisterCourt', m.business.companyRegisterCourt)}
        {text('supervisoryAuthority', m.business.supervisoryAuthority)}
        {text('chamber', m.business.chamber)}
        <div className={styles.actions}>
          <Button type="submit" className={formStyles.primaryButton} isDisabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? c.configSaving : c.configSave}
          </Button>
          <p aria-live="polite" className={styles.note}>
            {note ?? ''}
          </p>
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
