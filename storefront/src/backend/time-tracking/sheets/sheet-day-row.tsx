import type { SheetActivity, SheetDayAnswer, SheetRemoved } from '@bestell/api-client';
import {
  formatDateTime,
  formatGermanDate,
  formatLocalTime,
  formatSheetMinutes,
  localDateOf,
  timeTrackingSheetsMessages as t,
} from '@bestell/domain';
import styles from './sheets.module.css';

/** 'HH:mm' of a piece's end; a piece cut at local midnight ends at '24:00'. */
function endText(day: SheetDayAnswer, end: string, timeZone: string): string {
  const at = Date.parse(end);
  return localDateOf(at, timeZone) === day.date ? formatLocalTime(at, timeZone) : '24:00';
}

/** The times of a correction's `before` (the stored activity; the document types it as unknown), null when none. */
function periodOf(before: unknown): { startedAt: string; endedAt: string | null } | null {
  if (typeof before !== 'object' || before === null) return null;
  const { startedAt, endedAt } = before as Record<string, unknown>;
  if (typeof startedAt !== 'string') return null;
  return { startedAt, endedAt: typeof endedAt === 'string' ? endedAt : null };
}

/** "Ursprünglich: 08:00–17:30 · Korrigiert von … am …: reason" of a corrected activity. */
function Original({ activity, timeZone }: { activity: SheetActivity; timeZone: string }) {
  // The activity as first clocked: the `before` of its first correction (an entry made afterwards has none).
  const before =
    activity.corrections.map((correction) => periodOf(correction.before)).find((period) => period !== null) ?? null;
  if (activity.corrections.length === 0) return null;
  return (
    <div className={styles.original} data-testid="sheet-original">
      {before && (
        <span>
          {t.originalTimes({ start: timeText(before.startedAt, timeZone), end: timeText(before.endedAt, timeZone) })}
        </span>
      )}
      {activity.corrections.map((correction) => (
        <span key={correction.id}>
          {t.correctionBy({
            name: correction.correctedBy ?? '–',
            time: formatDateTime(Date.parse(correction.correctedAt), timeZone),
            reason: correction.reason,
          })}
        </span>
      ))}
    </div>
  );
}

/** A time of the sheet in the branch's wall clock ('läuft' while an activity has not ended). */
function timeText(iso: string | null, timeZone: string): string {
  return iso === null ? t.running : formatLocalTime(Date.parse(iso), timeZone);
}

/** A deleted activity of the day: its times struck through, who deleted it, when and why. */
function Removed({ entry, timeZone }: { entry: SheetRemoved; timeZone: string }) {
  return (
    <div className={styles.entry} data-testid="sheet-removed">
      <del>
        {timeText(entry.startedAt, timeZone)}–{timeText(entry.endedAt, timeZone)}
      </del>
      <span className={styles.corrected}>{t.removedMark}</span>
      <div className={styles.original}>
        <span>
          {t.removedBy({
            name: entry.correctedBy ?? '–',
            time: formatDateTime(Date.parse(entry.correctedAt), timeZone),
            reason: entry.reason,
          })}
        </span>
      </div>
    </div>
  );
}

/** One day of the sheet: its pieces (each with its correction state), the deleted ones struck through, figures, absence and AZG warnings. */
export function SheetDayRow(props: {
  day: SheetDayAnswer;
  activities: Map<number, SheetActivity>;
  removed: SheetRemoved[];
  timeZone: string;
  onCorrect: ((activity: SheetActivity) => void) | null;
}) {
  const { day, activities, removed, timeZone, onCorrect } = props;
  const absence = [day.publicHoliday ? t.publicHoliday : null, day.absence ? t.absence[day.absence] : null]
    .filter(Boolean)
    .join(', ');
  return (
    <tr data-testid="sheet-day" data-date={day.date} className={day.warnings.length > 0 ? styles.warned : undefined}>
      <th scope="row">
        {formatGermanDate(day.date)} <span className={styles.weekday}>{t.weekdays[day.weekday - 1]}</span>
      </th>
      <td>
        {day.entries.map((entry) => {
          const activity = activities.get(entry.activityId);
          return (
            <div key={`${entry.activityId}-${entry.start}`} className={styles.entry}>
              <span>
                {formatLocalTime(Date.parse(entry.start), timeZone)}–
                {entry.running ? t.running : endText(day, entry.end, timeZone)}
              </span>
              {entry.corrected && <span className={styles.corrected}>{t.correctedMark}</span>}
              {onCorrect && activity && (
                <button type="button" className={styles.linkButton} onClick={() => onCorrect(activity)}>
                  {t.correct}
                </button>
              )}
              {entry.corrected && activity && <Original activity={activity} timeZone={timeZone} />}
            </div>
          );
        })}
        {removed.map((entry) => (
          <Removed key={entry.correctionId} entry={entry} timeZone={timeZone} />
        ))}
      </td>
      <td>{formatSheetMinutes(day.breakMinutes)}</td>
      <td data-testid="sheet-worked">{formatSheetMinutes(day.workedMinutes)}</td>
      <td>{formatSheetMinutes(day.plannedMinutes)}</td>
      <td>{formatSheetMinutes(day.overtimeMinutes)}</td>
      <td>{absence}</td>
      <td>
        {day.warnings.map((warning) => (
          <div key={`${warning.code}-${warning.activityId ?? 0}`} className={styles.warning}>
            {warning.text}
          </div>
        ))}
      </td>
    </tr>
  );
}
