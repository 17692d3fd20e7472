import { useStaffApi } from '@bestell/api-client';
import { configInputSchema, orderLimitsMessages as m, setupMessages } from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useStaffUser } from '../branches/use-is-admin';
import { applyApiErrors, MoneyField } from '../forms';
import formStyles from '../forms/forms.module.css';
import { BusinessForm } from './business-form';
import styles from './config.module.css';
import { configKey, type StoredConfig } from './stored-config';

/** The fields this screen edits; the API keeps every other config field as it is. */
const orderSettingsSchema = configInputSchema.pick({ maxOrderValue: true });
type OrderSettingsValues = z.input<typeof orderSettingsSchema>;
type OrderSettings = z.output<typeof orderSettingsSchema>;

function OrderSettingsForm({ stored }: { stored: StoredConfig }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const form = useForm<OrderSettingsValues, unknown, OrderSettings>({
    resolver: zodResolver(orderSettingsSchema),
    defaultValues: { maxOrderValue: stored.maxOrderValue ?? null },
  });
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setNote(null);
    setFailure(null);
    try {
      const saved = await api.post<StoredConfig>(
        '/config',
        { maxOrderValue: values.maxOrderValue ?? null },
        { ifMatch: stored.version },
      );
      queryClient.setQueryData(configKey, saved);
      form.reset({ maxOrderValue: saved.maxOrderValue ?? null });
      setNote(m.configSaved);
    } catch (error) {
      const applied = applyApiErrors(error, form.setError, (field) => field === 'maxOrderValue');
      if (applied.conflict) void queryClient.invalidateQueries({ queryKey: configKey });
      if (applied.fieldCount === 0) setFailure(applied.formMessages[0] ?? m.configSaveFailed);
    }
  });
  return (
    <FormProvider {...form}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="order-settings-form">
        <MoneyField<OrderSettingsValues>
          name="maxOrderValue"
          label={m.maxOrderValueLabel}
          description={m.maxOrderValueHint}
        />
        <div className={styles.actions}>
          <Button type="submit" className={formStyles.primaryButton} isDisabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? m.configSaving : m.configSave}
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

/**
 * /backend/config 'Einstellungen' (admins only; the API refuses everyone else too): the maximum order value and the
 * business data behind the Impressum ('Unternehmen').
 */
export function ConfigArea() {
  const { user, isAdmin } = useStaffUser();
  const api = useStaffApi();
  const stored = useQuery({
    queryKey: configKey,
    queryFn: ({ signal }) => api.get<StoredConfig>('/config', signal),
    enabled: isAdmin,
  });
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{m.configAdminOnly}</p>;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{m.configTitle}</h1>
      <section className={styles.section} aria-labelledby="config-orders-title">
        <h2 id="config-orders-title" className={styles.sectionTitle}>
          {m.configOrdersSection}
        </h2>
        {stored.isError && <p className={formStyles.error}>{m.configLoadFailed}</p>}
        {stored.data && <OrderSettingsForm stored={stored.data} />}
      </section>
      <section className={styles.section} aria-labelledby="config-business-title">
        <h2 id="config-business-title" className={styles.sectionTitle}>
          {setupMessages.businessSettings.section}
        </h2>
        {stored.isError && <p className={formStyles.error}>{m.configLoadFailed}</p>}
        {stored.data && <BusinessForm stored={stored.data} />}
      </section>
    </div>
  );
}
