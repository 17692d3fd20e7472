import { backofficeStatisticsMessages as m } from '@bestell/domain';
import { type FormEvent, useState } from 'react';
import { DateRangeFilter } from '../orders/history/date-range-filter';
import type { ChosenRange, DayRange, RangePreset } from './date-range';
import { rangePresets } from './date-range';
import styles from './statistics.module.css';

export interface RangePickerProps {
  range: ChosenRange;
  onPreset: (preset: RangePreset) => void;
  onCustom: (days: DayRange) => void;
}

/**
 * The presets as toggle buttons, and a from–to (typed or picked in the calendar) that takes effect with 'Anwenden'
 * or Enter: while a date is typed it passes through ranges nobody meant (year 0002), which must not be asked for.
 */
export function RangePicker({ range, onPreset, onCustom }: RangePickerProps) {
  const [draft, setDraft] = useState<DayRange | null>(null);
  const shown = draft ?? range;
  const ready = draft !== null && draft.from <= draft.to && (draft.from !== range.from || draft.to !== range.to);
  const apply = (event: FormEvent) => {
    event.preventDefault();
    if (!draft || !ready) return;
    onCustom(draft);
    setDraft(null);
  };
  return (
    <div className={styles.rangeBar}>
      <fieldset className={styles.presets}>
        <legend>{m.range.presetsLabel}</legend>
        {rangePresets.map((preset) => (
          <button
            key={preset}
            type="button"
            className={styles.preset}
            aria-pressed={range.preset === preset}
            onClick={() => {
              setDraft(null);
              onPreset(preset);
            }}
          >
            {m.range.presets[preset]}
          </button>
        ))}
      </fieldset>
      <form className={styles.customRange} onSubmit={apply}>
        <DateRangeFilter
          from={shown.from}
          to={shown.to}
          onChange={(days) => setDraft(days.from && days.to ? days : null)}
        />
        <button type="submit" className={styles.preset} disabled={!ready}>
          {m.range.apply}
        </button>
      </form>
    </div>
  );
}
