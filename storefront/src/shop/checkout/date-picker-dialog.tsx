import {
  addDays,
  formatGermanDate,
  germanWeekday,
  type IsoDate,
  localDateOf,
  messages,
  monthCalendar,
  parseIsoDate,
  planningHorizonEnd,
  type SlotSearch,
  timePickerRanges,
  toEpochMs,
} from '@bestell/domain';
import { Dialog } from '@bestell/ui';
import { type KeyboardEvent, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import styles from './checkout.module.css';

interface Month {
  year: number;
  month: number;
}

function monthOf(date: IsoDate): Month {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid date ${date}`);
  return { year: parts.year, month: parts.month };
}

function shiftMonth({ year, month }: Month, by: number): Month {
  const index = year * 12 + (month - 1) + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

const monthIndex = ({ year, month }: Month) => year * 12 + month;

const arrowSteps: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7 };

/**
 * Spec §2 Checkout date picker: a month calendar with ISO week numbers and the weekday headers Mo to So; past days and
 * days without any valid time (domain slot rules) are disabled; clicking a day of the previous or next month shows
 * that month (and picks the day when it is available). Escape closes it (native dialog).
 */
export function DatePickerDialog({
  open,
  onClose,
  search,
  selected,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  search: SlotSearch;
  selected: IsoDate | null;
  onPick: (date: IsoDate) => void;
}) {
  const today = localDateOf(toEpochMs(search.now), search.timeZone);
  const first = monthOf(today);
  const last = monthOf(
    localDateOf(planningHorizonEnd(search.now, search.timeZone, search.horizonDays), search.timeZone),
  );
  const [shown, setShown] = useState<Month>(() => monthOf(selected ?? today));
  const weeks = useMemo(() => monthCalendar(shown.year, shown.month), [shown]);
  const available = useMemo(() => {
    const days = new Set<IsoDate>();
    for (const week of weeks)
      for (const date of week.days) if (timePickerRanges({ ...search, date }).ranges.length > 0) days.add(date);
    return days;
  }, [weeks, search]);
  const title = `${messages.checkout.monthNames[shown.month - 1]} ${shown.year}`;
  const table = useRef<HTMLTableElement>(null);
  // The day to focus once it is rendered: the selected or first available day on opening, then the arrow keys' target.
  const [focusDate, setFocusDate] = useState<IsoDate | null>(() => selected ?? [...available][0] ?? null);

  const focusTarget = () => {
    if (focusDate === null) return;
    const button = table.current?.querySelector<HTMLButtonElement>(`button[data-date="${focusDate}"]`);
    if (button && !button.disabled) {
      button.focus();
      setFocusDate(null);
    }
  };
  // On opening: after the dialog's own effect has opened it (showModal focuses its first control).
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-runs once the month of the target day is rendered
  useEffect(focusTarget, [focusDate, weeks, available]);
  // The arrow keys' target, in the dialog already open: with the render, before the next key is handled (Preact runs
  // plain effects after the next paint, so a quick second key would still start from the previous day).
  // biome-ignore lint/correctness/useExhaustiveDependencies: as above
  useLayoutEffect(() => {
    if (table.current?.closest('dialog')?.open) focusTarget();
  }, [focusDate, weeks, available]);

  const isAvailable = (date: IsoDate) => timePickerRanges({ ...search, date }).ranges.length > 0;

  /** Arrow keys move between available days (a week up or down), across months; disabled days are skipped. */
  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    const step = arrowSteps[event.key];
    const from = event.target instanceof HTMLElement ? event.target.closest('button')?.dataset.date : undefined;
    if (step === undefined || from === undefined) return;
    event.preventDefault();
    let target = addDays(from, step);
    for (let tries = 0; tries < 62 && !isAvailable(target); tries += 1) target = addDays(target, step);
    if (!isAvailable(target)) return;
    const month = monthOf(target);
    if (month.year !== shown.year || month.month !== shown.month) setShown(month);
    setFocusDate(target);
  };

  const pick = (date: IsoDate) => {
    const month = monthOf(date);
    if (month.year !== shown.year || month.month !== shown.month) setShown(month);
    if (available.has(date)) onPick(date);
  };

  return (
    <Dialog open={open} onClose={onClose} title={messages.checkout.chooseDate} closeLabel={messages.shop.close}>
      <div className={styles.monthBar}>
        <button
          type="button"
          className={styles.button}
          disabled={monthIndex(shown) <= monthIndex(first)}
          onClick={() => setShown(shiftMonth(shown, -1))}
          aria-label={messages.checkout.previousMonth}
        >
          <span aria-hidden="true">‹</span>
        </button>
        <strong aria-live="polite">{title}</strong>
        <button
          type="button"
          className={styles.button}
          disabled={monthIndex(shown) >= monthIndex(last)}
          onClick={() => setShown(shiftMonth(shown, 1))}
          aria-label={messages.checkout.nextMonth}
        >
          <span aria-hidden="true">›</span>
        </button>
      </div>
      {/* Arrow keys move the focus between the day buttons (the key events bubble up from them). */}
      <table ref={table} className={styles.calendar} onKeyDown={onKeyDown}>
        <caption className={styles.visuallyHidden}>{title}</caption>
        <thead>
          <tr>
            <th scope="col">
              <abbr title={messages.checkout.calendarWeekLong}>{messages.checkout.calendarWeek}</abbr>
            </th>
            {messages.hours.weekdayHeaders.map((day, index) => (
              <th key={day} scope="col">
                <abbr title={messages.hours.weekdays[index]}>{day}</abbr>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week.week}>
              <th scope="row" aria-label={messages.checkout.calendarWeekNumber({ week: week.week })}>
                {week.week}
              </th>
              {week.days.map((date) => {
                const inMonth = monthOf(date).month === shown.month;
                const enabled = available.has(date);
                const isSelected = date === selected;
                return (
                  <td key={date}>
                    <button
                      type="button"
                      className={`${styles.day} ${inMonth ? '' : styles.outside} ${isSelected ? styles.selectedDay : ''}`}
                      disabled={!enabled}
                      aria-pressed={isSelected}
                      data-date={date}
                      onClick={() => pick(date)}
                    >
                      <span aria-hidden="true">{parseIsoDate(date)?.day}</span>
                      <span
                        className={styles.visuallyHidden}
                      >{`${germanWeekday(date)}, ${formatGermanDate(date)}`}</span>
                    </button>
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </Dialog>
  );
}
