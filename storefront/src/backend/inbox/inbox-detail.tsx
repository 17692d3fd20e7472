import { type FormSubmission, useStaffApi } from '@bestell/api-client';
import { backofficeAuditMessages } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { Link, useNavigate } from 'react-router';
import { apiMessageOf, DeleteAction } from '../editor-page';
import editorStyles from '../editor-page/editor-page.module.css';
import formStyles from '../forms/forms.module.css';
import styles from './inbox.module.css';
import { fileSize, inboxListKey, inboxRecordKey, receivedAt, senderName, subjectLabel } from './inbox-values';

const m = backofficeAuditMessages.inbox;

/** One received form: its fields, its files to download, mark done / open again, delete (with its files). */
export function InboxDetail({ id }: { id: number }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useQuery({
    queryKey: inboxRecordKey(id),
    queryFn: ({ signal }) => api.get<FormSubmission>(`/form-submissions/${id}`, signal),
  });
  const setDone = useMutation({
    mutationFn: (done: boolean) => api.post<FormSubmission>(`/form-submissions/${id}/${done ? 'done' : 'reopen'}`),
    onSuccess: async (saved) => {
      queryClient.setQueryData(inboxRecordKey(id), saved);
      await queryClient.invalidateQueries({ queryKey: inboxListKey });
    },
    onError: (error) => setFailure(apiMessageOf(error, m.stateFailed)),
  });
  const back = (
    <p className={editorStyles.back}>
      <Link to="/backend/inbox">← {m.backToList}</Link>
    </p>
  );
  if (form.isError) {
    return (
      <div className={editorStyles.page}>
        {back}
        <p role="alert" className={formStyles.error}>
          {m.entryLoadFailed}
        </p>
      </div>
    );
  }
  if (!form.data) return <p aria-busy="true">…</p>;
  const entry = form.data;
  const name = senderName(entry);
  return (
    <div className={editorStyles.page}>
      {back}
      <div className={editorStyles.header}>
        <h1 className={editorStyles.title}>{m.entryTitle(name)}</h1>
        <DeleteAction
          label={m.deleteForm}
          question={m.deleteQuestion(name)}
          hint={<p>{m.deleteHint}</p>}
          path={`/form-submissions/${id}`}
          failedMessage={m.deleteFailed}
          invalidates={[inboxListKey]}
          onDeleted={() => navigate('/backend/inbox', { replace: true })}
        />
      </div>
      {failure && (
        <p role="alert" className={formStyles.error}>
          {failure}
        </p>
      )}
      <dl className={styles.fields} data-testid="inbox-fields">
        <dt>{m.fields.received}</dt>
        <dd>{receivedAt.format(new Date(entry.createdAt))}</dd>
        <dt>{m.fields.subject}</dt>
        <dd>{subjectLabel(entry.subject)}</dd>
        <dt>{m.fields.name}</dt>
        <dd>{name}</dd>
        {entry.company && (
          <>
            <dt>{m.fields.company}</dt>
            <dd>{entry.company}</dd>
          </>
        )}
        <dt>{m.fields.email}</dt>
        <dd>
          <a href={`mailto:${entry.email}`}>{entry.email}</a>
        </dd>
        <dt>{m.fields.phone}</dt>
        <dd>
          <a href={`tel:${entry.phone}`}>{entry.phone}</a>
        </dd>
        <dt>{m.fields.comment}</dt>
        <dd className={styles.comment}>{entry.comment}</dd>
        <dt>{m.fields.mail}</dt>
        <dd>{entry.mailError ? m.mailFailed(entry.mailError) : m.mailSent}</dd>
        <dt>{m.columns.state}</dt>
        <dd>
          {entry.doneAt ? (
            <span className={styles.badgeDone}>
              {m.done}: {receivedAt.format(new Date(entry.doneAt))}
              {entry.doneBy ? ` (${entry.doneBy.username})` : ''}
            </span>
          ) : (
            <span className={styles.badgeOpen}>{m.open}</span>
          )}
        </dd>
      </dl>
      <h2>{m.files}</h2>
      {entry.files.length === 0 ? (
        <p>{m.noFiles}</p>
      ) : (
        <ul className={styles.files}>
          {entry.files.map((file) => (
            <li key={file.id}>
              <a href={file.url} download={file.name} aria-label={m.download(file.name)}>
                {file.name}
              </a>{' '}
              ({fileSize(file.size)})
            </li>
          ))}
        </ul>
      )}
      <div className={styles.actions}>
        <Button
          className={entry.doneAt ? formStyles.secondaryButton : formStyles.primaryButton}
          isDisabled={setDone.isPending}
          onPress={() => {
            setFailure(null);
            setDone.mutate(entry.doneAt === null);
          }}
        >
          {entry.doneAt ? m.reopen : m.markDone}
        </Button>
      </div>
    </div>
  );
}
