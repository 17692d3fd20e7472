import { type DayTimes, messages, type TimeSlot } from '@bestell/domain';
import { Dialog } from '@bestell/ui';
import { useId, useState } from 'react';
import styles from './checkout.module.css';

interface HourGroup {
  hour: string;
  slots: TimeSlot[];
}

/** Slots grouped by their hour, in order; a repeated hour (autumn clock change) is its own group. */
export function hourGroups(slots: readonly TimeSlot[]): HourGroup[] {
  const groups: HourGroup[] = [];
  for (const slot of slots) {
    const hour = slot.time.slice(0, 2);
    const last = groups.at(-1);
    if (last && last.hour === hour) last.slots.push(slot);
    else groups.push({ hour, slots: [slot] });
  }
  return groups;
}

function initialChoice(
  groups: readonly HourGroup[],
  selected: number | null,
): { group: number; instant: number | null } {
  const index = groups.findIndex((group) => group.slots.some((slot) => slot.instant === selected));
  if (index >= 0) return { group: index, instant: selected };
  return { group: 0, instant: groups[0]?.slots[0]?.instant ?? null };
}

/**
 * Spec §2/§5 time picker: only times inside the day's available ranges (domain slot rules, 5-minute steps, hours
 * 1) can be chosen; 'Verfügbare Zeiten:' lists the ranges, or 'Zum ausgewählten Tag sind keine Termine verfügbar.'.
 * Escape closes it.
 */
export function TimePickerDialog({
  open,
  onClose,
  dateLabel,
  times,
  slots,
  selected,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  dateLabel: string;
  times: DayTimes;
  slots: readonly TimeSlot[];
  selected: number | null;
  onPick: (instant: number) => void;
}) {
  const groups = hourGroups(slots);
  const [choice, setChoice] = useState(() => initialChoice(groups, selected));
  const hourId = useId();
  const minuteId = useId();
  const group = groups[choice.group];
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={`${messages.checkout.chooseTime}: ${dateLabel}`}
      closeLabel={messages.shop.close}
      footer={
        groups.length > 0 && (
          <button
            type="button"
            className={styles.primary}
            disabled={choice.instant === null}
            onClick={() => {
              if (choice.instant !== null) onPick(choice.instant);
            }}
          >
            {messages.checkout.apply}
          </button>
        )
      }
    >
      <p>{times.message}</p>
      {times.ranges.length > 0 && (
        <ul>
          {times.ranges.map((range) => (
            <li key={range.start}>{messages.checkout.timeRange({ from: range.from, to: range.to })}</li>
          ))}
        </ul>
      )}
      {group && (
        <div className={styles.grid}>
          <div className={styles.field}>
            <label htmlFor={hourId}>{messages.checkout.hour}</label>
            <select
              id={hourId}
              value={choice.group}
              onChange={(event) => {
                const index = Number(event.target.value);
                setChoice({ group: index, instant: groups[index]?.slots[0]?.instant ?? null });
              }}
            >
              {groups.map((entry, index) => (
                <option key={entry.slots[0]?.instant} value={index}>
                  {entry.hour}
                </option>
              ))}
            </select>
          </div>
          <div className={styles.field}>
            <label htmlFor={minuteId}>{messages.checkout.minute}</label>
            <select
              id={minuteId}
              value={choice.instant ?? ''}
              onChange={(event) => setChoice({ group: choice.group, instant: Number(event.target.value) })}
            >
              {group.slots.map((slot) => (
                <option key={slot.instant} value={slot.instant}>
                  {slot.time.slice(3)}
                </option>
              ))}
            </select>
          </div>
        </div>
      )}
    </Dialog>
  );
}
