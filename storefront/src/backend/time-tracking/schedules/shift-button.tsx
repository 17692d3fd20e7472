import { timeTrackingScheduleMessages as t } from '@bestell/domain';
import styles from './schedule.module.css';
import { formValuesOf, type StaffShift } from './schedule-values';

/** One shift in the week grid: its times (and break, series, note); a button to edit it for admins. */
export function ShiftButton({ shift, onEdit }: { shift: StaffShift; onEdit: (() => void) | undefined }) {
  const { from, to } = formValuesOf(shift, '');
  const text = `${t.shiftTimes({ from, to })}${shift.breakMinutes > 0 ? ` (${shift.breakMinutes}′)` : ''}${
    shift.seriesId ? ` · ${t.seriesBadge}` : ''
  }`;
  if (!onEdit) {
    return (
      <span className={`${styles.shift} ${styles.shiftStatic}`} data-testid="shift">
        {text}
        {shift.note && <small> {shift.note}</small>}
      </span>
    );
  }
  return (
    <button
      type="button"
      className={styles.shift}
      data-testid="shift"
      onClick={onEdit}
      aria-label={`${t.editShift}: ${text}${shift.note ? ` ${shift.note}` : ''}`}
    >
      {text}
      {shift.note && <small> {shift.note}</small>}
    </button>
  );
}
