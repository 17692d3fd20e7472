import { useStaffApi } from '@bestell/api-client';
import { type ConfigSecretKey, configScreenMessages as c } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField as AriaTextField, Button, FieldError, Input, Label } from 'react-aria-components';
import { apiMessageOf, EditorSection } from '../editor-page';
import { ConfirmDialog } from '../forms';
import formStyles from '../forms/forms.module.css';
import styles from './config.module.css';

/** GET /api/config/secrets: set or not, and where from — the API never sends a value. */
export interface SecretStatus {
  key: ConfigSecretKey;
  isSet: boolean;
  source: 'environment' | 'stored' | null;
  envName: string;
  updatedAt: string | null;
}

export const secretsKey = ['staff', '/config/secrets'] as const;

function SecretRow({ status }: { status: SecretStatus }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const label = c.secrets.labels[status.key];
  const [value, setValue] = useState('');
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const settle = (saved: SecretStatus, message: string) => {
    queryClient.setQueryData<SecretStatus[]>(secretsKey, (list) =>
      (list ?? []).map((row) => (row.key === saved.key ? saved : row)),
    );
    setValue('');
    setFailure(null);
    setNote(message);
  };
  const save = useMutation({
    mutationFn: () => api.put<SecretStatus>(`/config/secrets/${status.key}`, { value }),
    onSuccess: (saved) => settle(saved, c.secrets.saved(label)),
    onError: (error) => {
      setNote(null);
      setFailure(apiMessageOf(error, c.secrets.saveFailed));
    },
  });
  const clear = useMutation({
    mutationFn: () => api.delete<SecretStatus>(`/config/secrets/${status.key}`),
    onSuccess: (saved) => settle(saved, c.secrets.cleared(label)),
    onError: (error) => {
      setNote(null);
      setFailure(apiMessageOf(error, c.secrets.saveFailed));
    },
    onSettled: () => setAsking(false),
  });
  return (
    <form
      className={styles.secretRow}
      data-testid={`secret-${status.key}`}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        setNote(null);
        save.mutate();
      }}
    >
      <p className={styles.secretHead}>
        <span className={styles.secretName}>{label}</span>
        <span className={status.isSet ? styles.badgeOn : styles.badgeOff} data-testid="secret-state">
          {status.isSet ? c.secrets.set : c.secrets.notSet}
        </span>
        {status.source === 'environment' && <span>{c.secrets.fromEnvironment(status.envName)}</span>}
      </p>
      <AriaTextField
        className={formStyles.field}
        type="password"
        value={value}
        onChange={setValue}
        autoComplete="new-password"
        isInvalid={failure !== null}
        validationBehavior="aria"
      >
        <Label className={formStyles.label}>{c.secrets.newValue(label)}</Label>
        <Input className={formStyles.input} spellCheck={false} />
        <FieldError className={formStyles.error}>{failure ?? ''}</FieldError>
      </AriaTextField>
      <div className={styles.secretActions}>
        <Button type="submit" className={formStyles.primaryButton} isDisabled={save.isPending}>
          {status.source === 'stored' ? c.secrets.replace : c.secrets.setNow}
        </Button>
        {status.source === 'stored' && (
          <Button
            className={formStyles.dangerButton}
            onPress={() => {
              setNote(null);
              setAsking(true);
            }}
          >
            {c.secrets.clear}
          </Button>
        )}
      </div>
      <p aria-live="polite" className={styles.note}>
        {note ?? ''}
      </p>
      <ConfirmDialog
        isOpen={asking}
        title={c.secrets.clearQuestion(label)}
        confirmLabel={c.secrets.clear}
        isDestructive
        isPending={clear.isPending}
        onCancel={() => setAsking(false)}
        onConfirm={() => clear.mutate()}
      >
        <p>{c.secrets.clearHint}</p>
      </ConfirmDialog>
    </form>
  );
}

/**
 * The write-only secrets of a config tab (SMTP password, payment and SMS keys): shown as 'gesetzt' / 'nicht gesetzt',
 * replaced or cleared one by one. Each is saved on its own, never as part of the config document.
 */
export function SecretsPanel({ keys }: { keys: readonly ConfigSecretKey[] }) {
  const api = useStaffApi();
  const statuses = useQuery({
    queryKey: secretsKey,
    queryFn: ({ signal }) => api.get<SecretStatus[]>('/config/secrets', signal),
  });
  const rows = (statuses.data ?? []).filter((status) => keys.includes(status.key));
  return (
    <EditorSection id="config-secrets" title={c.sections.secrets} intro={c.secrets.intro}>
      {statuses.isError && (
        <p role="alert" className={formStyles.error}>
          {c.secrets.loadFailed}
        </p>
      )}
      {statuses.isPending && <p aria-busy="true">…</p>}
      <div className={styles.secrets}>
        {rows.map((status) => (
          <SecretRow key={status.key} status={status} />
        ))}
      </div>
    </EditorSection>
  );
}
