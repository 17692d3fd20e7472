import { backofficeStatisticsMessages as m } from '@bestell/domain';
import { DateRangeFilter } from '../orders/history/date-range-filter';
import type { ChosenRange, DayRange, RangePreset } from './date-range';
import { rangePresets } from './date-range';
import styles from './statistics.module.css';

export interface RangePickerProps {
  range: ChosenRange;
  onPreset: (preset: RangePreset) => void;
  onCustom: (days: DayRange) => void;
}

/** The presets as toggle buttons and the from–to calendar (a picked range is 'Benutzerdefiniert'). */
export function RangePicker({ range, onPreset, onCustom }: RangePickerProps) {
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
            onClick={() => onPreset(preset)}
          >
            {m.range.presets[preset]}
          </button>
        ))}
      </fieldset>
      <DateRangeFilter
        from={range.from}
        to={range.to}
        onChange={(days) => {
          // While a date is typed, a range may pass through from > to: only a whole, ordered range is taken.
          if (days.from && days.to && days.from <= days.to) onCustom(days);
        }}
      />
    </div>
  );
}
