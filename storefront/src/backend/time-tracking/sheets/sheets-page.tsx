import type { SheetActivity } from '@bestell/api-client';
import { DEFAULT_TIME_ZONE, formatSheetMinutes, localDateOf, timeTrackingSheetsMessages as t } from '@bestell/domain';
import { useId, useMemo, useState } from 'react';
import { useStaffUser } from '../../branches/use-is-admin';
import { usePeople } from '../absences/use-people';
import { CorrectionDialog } from './correction-dialog';
import { SheetDayRow } from './sheet-day-row';
import styles from './sheets.module.css';
import { useTimeSheet } from './use-time-sheet';

const days = (value: number) => String(value).replace('.', ',');

/**
 * /backend/zeiterfassung/zeitblaetter (issue 28.4): one person's month — per day the clocked pieces, breaks, worked,
 * planned, balance, absence and the AZG warnings; totals, the carried balance and the holidays; CSV and A4 PDF for the
 * payroll office. Admins choose anyone and correct entries (with a reason; the original stays visible); employees
 * see only their own sheet.
 */
export function SheetsPage() {
  const { user, isAdmin } = useStaffUser();
  const { options } = usePeople();
  const [chosen, setChosen] = useState<number | null>(null);
  const [month, setMonth] = useState(() => localDateOf(Date.now(), DEFAULT_TIME_ZONE).slice(0, 7));
  const [correcting, setCorrecting] = useState<SheetActivity | null>(null);
  const userId = isAdmin ? (chosen ?? user?.id ?? null) : (user?.id ?? null);
  const sheet = useTimeSheet(userId, month);
  const personId = useId();
  const monthId = useId();
  const answer = sheet.data;
  const activities = useMemo(() => new Map((answer?.activities ?? []).map((entry) => [entry.id, entry])), [answer]);
  const base = userId === null ? '' : `/api/time-sheets/${userId}/${month}`;

  return (
    <div className={styles.page}>
      <h1>{t.title}</h1>
      <div className={styles.filters}>
        {isAdmin && (
          <>
            <label htmlFor={personId}>{t.employeeLabel}</label>
            <select
              id={personId}
              value={userId ?? ''}
              onChange={(event) => setChosen(event.target.value ? Number(event.target.value) : null)}
            >
              {options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.label}
                </option>
              ))}
            </select>
          </>
        )}
        <label htmlFor={monthId}>{t.monthLabel}</label>
        <input
          id={monthId}
          type="month"
          value={month}
          onChange={(event) => event.target.value && setMonth(event.target.value)}
        />
        {base && (
          <>
            <a href={`${base}/export.csv`} download>
              {t.downloadCsv}
            </a>
            <a href={`${base}/export.pdf`} download>
              {t.downloadPdf}
            </a>
          </>
        )}
      </div>
      {sheet.error && sheet.error.status !== 401 && (
        <p role="alert" className={styles.error}>
          {sheet.error.errors[0]?.message ?? t.loadFailed}
        </p>
      )}
      {answer && (
        <>
          <h2>{answer.user.displayName}</h2>
          <dl className={styles.summary} data-testid="sheet-summary">
            <div>
              <dt>{t.workedTotal}</dt>
              <dd>{formatSheetMinutes(answer.totals.workedMinutes)}</dd>
            </div>
            <div>
              <dt>{t.plannedTotal}</dt>
              <dd>{formatSheetMinutes(answer.totals.plannedMinutes)}</dd>
            </div>
            <div>
              <dt>{t.overtimeMonth}</dt>
              <dd>{formatSheetMinutes(answer.totals.overtimeMinutes)}</dd>
            </div>
            <div>
              <dt>{t.overtimeCarried}</dt>
              <dd>{formatSheetMinutes(answer.overtimeCarriedMinutes)}</dd>
            </div>
          </dl>
          <p>
            {t.holidayLine({
              year: answer.holidays.year,
              entitlement: days(answer.holidays.entitlementDays),
              taken: days(answer.holidays.takenDays),
              left: days(answer.holidays.leftDays),
            })}
          </p>
          {answer.activities.length === 0 && <p>{t.noActivities}</p>}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the sheet scrolls sideways on a phone and must be reachable by keyboard (axe: scrollable-region-focusable) */}
          <section className={styles.tableWrap} aria-label={`${t.title} ${answer.user.displayName}`} tabIndex={0}>
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t.columns.date}</th>
                  <th scope="col">
                    {t.columns.start}–{t.columns.end}
                  </th>
                  <th scope="col">{t.columns.breaks}</th>
                  <th scope="col">{t.columns.worked}</th>
                  <th scope="col">{t.columns.planned}</th>
                  <th scope="col">{t.columns.overtime}</th>
                  <th scope="col">{t.columns.absence}</th>
                  <th scope="col">{t.columns.warnings}</th>
                </tr>
              </thead>
              <tbody>
                {answer.days.map((day) => (
                  <SheetDayRow
                    key={day.date}
                    day={day}
                    activities={activities}
                    removed={answer.removed.filter((entry) => entry.date === day.date)}
                    timeZone={answer.timeZone}
                    onCorrect={isAdmin ? setCorrecting : null}
                  />
                ))}
              </tbody>
            </table>
          </section>
        </>
      )}
      <CorrectionDialog
        activity={correcting}
        timeZone={answer?.timeZone ?? DEFAULT_TIME_ZONE}
        onClose={() => setCorrecting(null)}
      />
    </div>
  );
}
