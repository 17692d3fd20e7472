import { useStaffApi } from '@bestell/api-client';
import { configScreenMessages as c, orderLimitsMessages as m } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TextField as AriaTextField, Button, FieldError, Input, Label } from 'react-aria-components';
import { apiMessageOf, EditorSection, useRowDelete } from '../editor-page';
import editorStyles from '../editor-page/editor-page.module.css';
import formStyles from '../forms/forms.module.css';
import styles from './config.module.css';
import { ConfigTabs } from './config-tabs';

interface EmbedOrigin {
  id: number;
  version: number;
  origin: string;
}

const originsKey = ['staff', '/embed-origins', 'list'] as const;

/**
 * 'Widgets': the websites allowed to embed the ordering widgets (the embed-origins resource: CORS allow-list and the
 * hosted checkout's return check). Added and removed one by one; the API normalises and refuses duplicates.
 */
export function WidgetsTab() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const origins = useQuery({
    queryKey: originsKey,
    queryFn: ({ signal }) => api.list<EmbedOrigin>('/embed-origins?sort=origin&limit=100', signal),
  });
  const [origin, setOrigin] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [note, setNote] = useState<string | null>(null);
  const add = useMutation({
    mutationFn: () => api.post<EmbedOrigin>('/embed-origins', { origin }),
    onSuccess: async (saved) => {
      setOrigin('');
      setError(null);
      setNote(c.widgets.added(saved.origin));
      await queryClient.invalidateQueries({ queryKey: originsKey });
    },
    onError: (failure) => {
      setNote(null);
      setError(apiMessageOf(failure, c.widgets.addFailed));
    },
  });
  const remove = useRowDelete<EmbedOrigin>({
    pathOf: (row) => `/embed-origins/${row.id}`,
    versionOf: (row) => row.version,
    question: (row) => c.widgets.removeQuestion(row.origin),
    label: c.widgets.remove,
    hint: <p>{c.widgets.removeHint}</p>,
    failedMessage: c.widgets.removeFailed,
    invalidates: [originsKey],
    onError: (message) => {
      setNote(null);
      setError(message);
    },
  });
  const rows = origins.data?.rows ?? [];
  return (
    <div className={editorStyles.page}>
      <h1 className={editorStyles.title}>{m.configTitle}</h1>
      <ConfigTabs />
      <EditorSection id="config-widgets" title={c.widgets.list} intro={c.widgets.intro}>
        {origins.isError && (
          <p role="alert" className={formStyles.error}>
            {c.widgets.loadFailed}
          </p>
        )}
        {origins.isSuccess && rows.length === 0 && <p className={styles.muted}>{c.widgets.none}</p>}
        <ul className={styles.originList} aria-label={c.widgets.list} data-testid="embed-origins">
          {rows.map((row) => (
            <li key={row.id} className={styles.originRow}>
              <span>{row.origin}</span>
              <Button
                className={formStyles.dangerButton}
                aria-label={`${c.widgets.remove}: ${row.origin}`}
                onPress={() => {
                  setError(null);
                  remove.ask(row);
                }}
              >
                {c.widgets.remove}
              </Button>
            </li>
          ))}
        </ul>
        <form
          className={styles.originAdd}
          noValidate
          data-testid="embed-origin-form"
          onSubmit={(event) => {
            event.preventDefault();
            setNote(null);
            add.mutate();
          }}
        >
          <AriaTextField
            className={formStyles.field}
            type="url"
            value={origin}
            onChange={setOrigin}
            isInvalid={error !== null}
            validationBehavior="aria"
          >
            <Label className={formStyles.label}>{c.widgets.origin}</Label>
            <Input className={formStyles.input} placeholder="https://www.beispiel.at" />
            <FieldError className={formStyles.error}>{error ?? ''}</FieldError>
          </AriaTextField>
          <Button type="submit" className={formStyles.primaryButton} isDisabled={add.isPending}>
            {c.widgets.add}
          </Button>
        </form>
        <p aria-live="polite" className={styles.note}>
          {note ?? ''}
        </p>
      </EditorSection>
      {remove.dialog}
    </div>
  );
}
