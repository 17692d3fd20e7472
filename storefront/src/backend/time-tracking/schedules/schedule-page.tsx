import { useStaffApi } from '@bestell/api-client';
import {
  addDays,
  formatGermanDate,
  isoWeekNumber,
  localDateOf,
  mondayOf,
  timeTrackingScheduleMessages as t,
  weekDates,
  weekInterval,
} from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useStaffUser } from '../../branches/use-is-admin';
import editorStyles from '../../editor-page/editor-page.module.css';
import formStyles from '../../forms/forms.module.css';
import { useBranchChoice } from '../../shell/branch-choice';
import type { StaffUser } from '../../users/user-form-values';
import { CopyWeekForm } from './copy-week-form';
import styles from './schedule.module.css';
import {
  displayName,
  type ScheduleEmployee,
  type StaffShift,
  schedulesKey,
  timeZone,
  weekEmployees,
  weekQuery,
} from './schedule-values';
import { ShiftButton } from './shift-button';
import { ShiftDialog, type ShiftDialogTarget } from './shift-dialog';

const weekdayFormat = new Intl.DateTimeFormat('de-AT', { weekday: 'short', timeZone: 'UTC' });
const weekdayOf = (date: string) => weekdayFormat.format(new Date(`${date}T12:00:00Z`));

/**
 * /backend/zeiterfassung/dienstplan (issue 28.2): the week of a branch, employees × days. Admins add, edit and delete
 * shifts in a dialog, repeat them weekly and copy a week; employees see their own shifts only.
 */
export function SchedulePage() {
  const api = useStaffApi();
  const { user, isAdmin } = useStaffUser();
  const choice = useBranchChoice();
  const [monday, setMonday] = useState(() => mondayOf(localDateOf(Date.now(), timeZone)));
  const [pickedBranch, setPickedBranch] = useState<number | null>(null);
  const [target, setTarget] = useState<ShiftDialogTarget | null>(null);
  const branchId = pickedBranch ?? (choice.branch === 'all' ? (choice.branches[0]?.id ?? null) : choice.branch);
  const interval = weekInterval(monday, timeZone);
  const days = weekDates(monday);

  const shifts = useQuery({
    queryKey: [...schedulesKey, monday, branchId],
    queryFn: ({ signal }) => api.list<StaffShift>(weekQuery(interval.start, interval.end, branchId), signal),
    enabled: branchId !== null,
  });
  const users = useQuery({
    queryKey: ['staff', '/users', 'list'],
    queryFn: ({ signal }) => api.list<StaffUser>('/users?limit=1000', signal),
    enabled: isAdmin,
  });
  const employees: ScheduleEmployee[] = useMemo(() => {
    if (!user) return [];
    if (!isAdmin) return [{ id: user.id, name: displayName(user) }];
    return users.isSuccess ? weekEmployees(users.data.rows, shifts.data?.rows ?? [], branchId) : [];
  }, [user, isAdmin, users.isSuccess, users.data, shifts.data, branchId]);

  const rows = shifts.data?.rows ?? [];
  const cellShifts = (employeeId: number, date: string) =>
    rows.filter((s) => s.userId === employeeId && localDateOf(Date.parse(s.startsAt), timeZone) === date);
  const branchName = choice.branches.find((b) => b.id === branchId)?.name ?? '';

  return (
    <div className={editorStyles.page}>
      <div className={editorStyles.listHeader}>
        <h1 className={editorStyles.title}>{t.scheduleTitle}</h1>
      </div>
      <div className={styles.toolbar}>
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t.branch}</span>
          <select
            className={formStyles.input}
            data-testid="schedule-branch"
            value={branchId ?? ''}
            onChange={(event) => setPickedBranch(Number(event.target.value))}
          >
            {choice.branches.map((branch) => (
              <option key={branch.id} value={branch.id}>
                {branch.name}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className={formStyles.secondaryButton} onClick={() => setMonday(addDays(monday, -7))}>
          {t.previousWeek}
        </button>
        <button
          type="button"
          className={formStyles.secondaryButton}
          onClick={() => setMonday(mondayOf(localDateOf(Date.now(), timeZone)))}
        >
          {t.thisWeek}
        </button>
        <button type="button" className={formStyles.secondaryButton} onClick={() => setMonday(addDays(monday, 7))}>
          {t.nextWeek}
        </button>
        <output className={styles.weekLabel} data-testid="week-label" aria-live="polite">
          {t.weekLabel({
            week: isoWeekNumber(monday),
            from: formatGermanDate(monday),
            to: formatGermanDate(addDays(monday, 6)),
          })}
        </output>
      </div>
      {(shifts.isError || users.isError) && (
        <p role="alert" className={formStyles.error}>
          {t.scheduleLoadFailed}
        </p>
      )}
      {isAdmin && users.isSuccess && employees.length === 0 && <p>{t.noEmployeesInBranch}</p>}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: the week scrolls sideways on a phone and must be reachable by keyboard */}
      <section className={styles.gridWrap} aria-label={`${t.scheduleTitle} ${branchName}`} tabIndex={0}>
        <table className={styles.grid} data-testid="schedule-grid" aria-busy={shifts.isPending}>
          <caption className={formStyles.srOnly}>{`${t.scheduleTitle} ${branchName}`}</caption>
          <thead>
            <tr>
              <th scope="col">{t.employee}</th>
              {days.map((date) => (
                <th key={date} scope="col">
                  {`${weekdayOf(date)} ${formatGermanDate(date).slice(0, 6)}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {employees.map((employee) => (
              <tr key={employee.id}>
                <th scope="row">{employee.name}</th>
                {days.map((date) => (
                  <td key={date}>
                    {cellShifts(employee.id, date).map((shift) => (
                      <ShiftButton
                        key={shift.id}
                        shift={shift}
                        onEdit={
                          isAdmin && branchId !== null
                            ? () => setTarget({ employee, branchId, date, shift })
                            : undefined
                        }
                      />
                    ))}
                    {isAdmin && branchId !== null && (
                      <button
                        type="button"
                        className={styles.add}
                        aria-label={t.addShiftFor({ name: employee.name, date: formatGermanDate(date) })}
                        onClick={() => setTarget({ employee, branchId, date, shift: null })}
                      >
                        +
                      </button>
                    )}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {isAdmin && <CopyWeekForm monday={monday} branchId={branchId} onCopied={setMonday} />}
      <ShiftDialog target={target} onClose={() => setTarget(null)} />
    </div>
  );
}
