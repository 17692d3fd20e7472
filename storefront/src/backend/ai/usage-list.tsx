import { useStaffApi } from '@bestell/api-client';
import { backofficeAiMessages as t } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import formStyles from '../forms/forms.module.css';
import styles from './ai.module.css';

interface UsageRow {
  userId: number | null;
  username: string | null;
  kind: 'site' | 'product' | 'image';
  model: string;
  calls: number;
  failures: number;
  promptTokens: number;
  completionTokens: number;
  durationMs: number;
}

const integer = new Intl.NumberFormat('de-AT');
const seconds = new Intl.NumberFormat('de-AT', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 'KI-Nutzung' (admins, issue 30 point 5): the AI calls of a month per user, kind and model. */
export function AiUsageList({ now = new Date() }: { now?: Date }) {
  const api = useStaffApi();
  const monthId = useId();
  const [month, setMonth] = useState(now.toISOString().slice(0, 7));
  const usage = useQuery({
    queryKey: ['content-ai', 'usage', month],
    queryFn: ({ signal }) => api.get<{ month: string; rows: UsageRow[] }>(`/content-ai/usage?month=${month}`, signal),
  });
  const rows = usage.data?.rows ?? [];
  return (
    <section className={styles.panel} aria-labelledby={`${monthId}-heading`} data-testid="ai-usage">
      <h3 id={`${monthId}-heading`}>{t.usage.title}</h3>
      <div className={formStyles.field}>
        <label className={formStyles.label} htmlFor={monthId}>
          {t.usage.month}
        </label>
        <input
          id={monthId}
          type="month"
          className={formStyles.input}
          value={month}
          onChange={(event) => {
            if (/^\d{4}-\d{2}$/.test(event.target.value)) setMonth(event.target.value);
          }}
        />
      </div>
      {usage.isError && (
        <p className={formStyles.error} role="alert">
          {t.usage.loadFailed}
        </p>
      )}
      {usage.isSuccess && rows.length === 0 && <p className={styles.muted}>{t.usage.empty}</p>}
      {rows.length > 0 && (
        <table>
          <caption className={styles.muted}>{t.usage.title}</caption>
          <thead>
            <tr>
              <th scope="col">{t.usage.columns.user}</th>
              <th scope="col">{t.usage.columns.kind}</th>
              <th scope="col">{t.usage.columns.model}</th>
              <th scope="col">{t.usage.columns.calls}</th>
              <th scope="col">{t.usage.columns.failures}</th>
              <th scope="col">{t.usage.columns.tokens}</th>
              <th scope="col">{t.usage.columns.seconds}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={`${row.userId}-${row.kind}-${row.model}`}>
                <th scope="row">{row.username ?? t.usage.unknownUser}</th>
                <td>{t.usage.kinds[row.kind]}</td>
                <td>{row.model}</td>
                <td>{integer.format(row.calls)}</td>
                <td>{integer.format(row.failures)}</td>
                <td>{integer.format(row.promptTokens + row.completionTokens)}</td>
                <td>{seconds.format(row.durationMs / 1000)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
