import { useStaffApi } from '@bestell/api-client';
import { backofficeAuditMessages, formRetentionMonthsOf } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { apiMessageOf } from '../editor-page';
import formStyles from '../forms/forms.module.css';
import styles from './inbox.module.css';

const m = backofficeAuditMessages.inbox;
const configKey = ['staff', '/config'] as const;

/** The months received forms are kept (config `formRetentionMonths`, default 6): shown and changed here. */
export function useRetentionMonths() {
  const api = useStaffApi();
  const config = useQuery({
    queryKey: configKey,
    queryFn: ({ signal }) => api.get<Record<string, unknown>>('/config', signal),
  });
  return config.data ? formRetentionMonthsOf(config.data) : null;
}

export function RetentionSetting({ months }: { months: number }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const inputId = useId();
  const [value, setValue] = useState(String(months));
  useEffect(() => setValue(String(months)), [months]);
  const [message, setMessage] = useState<{ text: string; isError: boolean } | null>(null);
  const save = useMutation({
    mutationFn: (next: number | string | null) => api.post('/config', { formRetentionMonths: next }),
    onSuccess: async () => {
      setMessage({ text: m.retentionSaved, isError: false });
      await queryClient.invalidateQueries({ queryKey: configKey });
    },
    onError: (error) => setMessage({ text: apiMessageOf(error, m.retentionFailed), isError: true }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    // Empty: back to the default; anything not a whole number goes as typed, so the API names the error in German.
    const text = value.trim();
    save.mutate(text === '' ? null : /^\d{1,4}$/.test(text) ? Number(text) : text);
  };
  return (
    <form className={styles.retention} onSubmit={submit} data-testid="inbox-retention">
      <label htmlFor={inputId}>
        {m.retentionLabel}
        <input
          id={inputId}
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          aria-invalid={message?.isError === true}
        />
      </label>
      <button type="submit" className={formStyles.secondaryButton} disabled={save.isPending}>
        {m.retentionSave}
      </button>
      {message && (
        <p role={message.isError ? 'alert' : 'status'} className={message.isError ? formStyles.error : undefined}>
          {message.text}
        </p>
      )}
    </form>
  );
}
