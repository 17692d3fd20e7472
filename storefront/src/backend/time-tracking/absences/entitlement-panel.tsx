import { ApiError, useStaffApi } from '@bestell/api-client';
import { localDateOf, timeTrackingScheduleMessages as t } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useStaffUser } from '../../branches/use-is-admin';
import formStyles from '../../forms/forms.module.css';
import styles from '../schedules/schedule.module.css';
import { timeZone } from '../schedules/schedule-values';
import { absencesListKey, entitlementsKey, germanDays, type HolidayBalanceRow } from './absence-values';

/**
 * Holiday entitlement per employee and year (issue 28.3): admins see everyone's balance and set the entitlement;
 * employees see their own balance.
 */
export function EntitlementPanel() {
  const api = useStaffApi();
  const { isAdmin } = useStaffUser();
  const [year, setYear] = useState(() => Number(localDateOf(Date.now(), timeZone).slice(0, 4)));
  const balances = useQuery({
    queryKey: [...entitlementsKey, year, isAdmin, absencesListKey],
    queryFn: async ({ signal }) =>
      isAdmin
        ? (await api.list<HolidayBalanceRow>(`/holiday-entitlements?year=${year}`, signal)).rows
        : [await api.get<HolidayBalanceRow>(`/time-sheets/holiday-balances?year=${year}`, signal)],
  });
  return (
    <section aria-labelledby="entitlements-title" data-testid="entitlements">
      <h2 id="entitlements-title">{t.entitlementTitle}</h2>
      <div className={styles.toolbar}>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t.entitlementYear}</span>
          <input
            className={formStyles.input}
            type="number"
            min={2000}
            max={2100}
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          />
        </label>
      </div>
      {balances.isError && (
        <p role="alert" className={formStyles.error}>
          {t.holidayBalancesLoadFailed}
        </p>
      )}
      {!isAdmin && balances.data?.[0] && (
        <p data-testid="own-balance">
          {t.ownHolidayBalance({
            year,
            left: germanDays(balances.data[0].leftDays),
            entitlement: germanDays(balances.data[0].entitlementDays),
          })}
        </p>
      )}
      {isAdmin && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: on a narrow phone the table scrolls in its box, by keyboard too
        <section className={styles.gridWrap} aria-label={t.entitlementTitle} tabIndex={0}>
          <table className={`${styles.grid} ${styles.balances}`}>
            <thead>
              <tr>
                <th scope="col">{t.employee}</th>
                <th scope="col">{t.entitlementDays}</th>
                <th scope="col">{t.takenDays}</th>
                <th scope="col">{t.leftDays}</th>
              </tr>
            </thead>
            <tbody>
              {(balances.data ?? []).map((row) => (
                <EntitlementRow key={`${row.userId}-${year}`} row={row} year={year} />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}

function EntitlementRow({ row, year }: { row: HolidayBalanceRow; year: number }) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const [days, setDays] = useState(germanDays(row.entitlementDays));
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: () => api.put(`/holiday-entitlements/${row.userId}/${year}`, { days }),
    onSuccess: async () => {
      setMessage({ ok: true, text: t.entitlementSaved });
      await queryClient.invalidateQueries({ queryKey: entitlementsKey });
    },
    onError: (error) =>
      setMessage({
        ok: false,
        text: error instanceof ApiError && error.errors[0] ? error.errors[0].message : t.entitlementSaveFailed,
      }),
  });
  return (
    <tr>
      <th scope="row">{row.displayName}</th>
      <td>
        <form
          className={styles.toolbar}
          onSubmit={(event) => {
            event.preventDefault();
            setMessage(null);
            save.mutate();
          }}
        >
          <input
            className={formStyles.input}
            aria-label={`${t.entitlementDays}: ${row.displayName}`}
            inputMode="decimal"
            size={5}
            value={days}
            onChange={(event) => setDays(event.target.value)}
          />
          <button
            type="submit"
            className={formStyles.secondaryButton}
            aria-label={t.entitlementSave({ name: row.displayName })}
          >
            {t.save}
          </button>
          {message && (
            <span role={message.ok ? 'status' : 'alert'} className={message.ok ? undefined : formStyles.error}>
              {message.text}
            </span>
          )}
        </form>
      </td>
      <td>{germanDays(row.takenDays)}</td>
      <td>{germanDays(row.leftDays)}</td>
    </tr>
  );
}
