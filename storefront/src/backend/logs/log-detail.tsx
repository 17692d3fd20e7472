import { type AuditLogEntry, useStaffApi } from '@bestell/api-client';
import { auditDiff, backofficeAuditMessages } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router';
import editorStyles from '../editor-page/editor-page.module.css';
import formStyles from '../forms/forms.module.css';
import { actionLabel, actorLabel, dateTime, fieldLabel, formatLogValue, resourceLabel, whatLabel } from './log-values';
import styles from './logs.module.css';

const m = backofficeAuditMessages.logs;

/** One audit entry: who, when, what, and every changed value before → after as a table. */
export function LogDetail({ id }: { id: number }) {
  const api = useStaffApi();
  const entry = useQuery({
    queryKey: ['staff', '/logs', id],
    queryFn: ({ signal }) => api.get<AuditLogEntry>(`/logs/${id}`, signal),
  });
  const back = (
    <p className={editorStyles.back}>
      <Link to="/backend/logs">← {m.backToList}</Link>
    </p>
  );
  if (entry.isError) {
    return (
      <div className={editorStyles.page}>
        {back}
        <p role="alert" className={formStyles.error}>
          {m.entryLoadFailed}
        </p>
      </div>
    );
  }
  if (!entry.data) return <p aria-busy="true">…</p>;
  const log = entry.data;
  const changes = auditDiff(log.before, log.after);
  const what = whatLabel(log);
  const context = Object.entries(log.data);
  return (
    <div className={editorStyles.page}>
      {back}
      <h1 className={editorStyles.title}>{m.entryTitle(resourceLabel(log.resource), what)}</h1>
      <dl className={styles.meta}>
        <dt>{m.columns.time}</dt>
        <dd>{dateTime.format(new Date(log.createdAt))}</dd>
        <dt>{m.columns.user}</dt>
        <dd>{actorLabel(log.username, log.data)}</dd>
        <dt>{m.columns.action}</dt>
        <dd>{actionLabel(log.action)}</dd>
        <dt>{m.columns.resource}</dt>
        <dd>
          {resourceLabel(log.resource)}
          {log.resourceId === null ? '' : ` #${log.resourceId}`}
        </dd>
      </dl>
      <h2>{m.diffTitle}</h2>
      {changes.length === 0 ? (
        <p>{m.noChanges}</p>
      ) : (
        <table className={styles.diff} data-testid="log-diff">
          <caption className={styles.visuallyHidden}>{m.diffTitle}</caption>
          <thead>
            <tr>
              <th scope="col">{m.field}</th>
              <th scope="col">{m.before}</th>
              <th scope="col">{m.after}</th>
            </tr>
          </thead>
          <tbody>
            {changes.map((change) => (
              <tr key={change.path}>
                <th scope="row">{fieldLabel(log.resource, change.path)}</th>
                <td className={change.kind === 'added' ? undefined : styles.removed}>
                  {formatLogValue(change.before)}
                </td>
                <td className={change.kind === 'removed' ? undefined : styles.added}>{formatLogValue(change.after)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {context.length > 0 && (
        <section className={styles.context}>
          <h2>{m.context}</h2>
          <dl className={styles.meta}>
            {context.map(([key, value]) => (
              <Fragment key={key}>
                <dt>{key}</dt>
                <dd>{formatLogValue(value)}</dd>
              </Fragment>
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
