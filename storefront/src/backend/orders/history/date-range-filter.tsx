import { backofficeFormsMessages, backofficeOrdersMessages as m } from '@bestell/domain';
import { parseDate } from '@internationalized/date';
import {
  Button,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DateRangePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { CalendarIcon, PICKER_LOCALE } from '../../forms';
import styles from './history.module.css';

export interface DateRangeFilterProps {
  from: string;
  to: string;
  onChange: (range: { from: string; to: string }) => void;
}

/** From–to of the history (React Aria DateRangePicker, German dates); both '' means any date. */
export function DateRangeFilter({ from, to, onChange }: DateRangeFilterProps) {
  const value = from && to ? { start: parseDate(from), end: parseDate(to) } : null;
  return (
    <I18nProvider locale={PICKER_LOCALE}>
      <DateRangePicker
        className={styles.filter}
        value={value}
        onChange={(range) =>
          onChange(range ? { from: range.start.toString(), to: range.end.toString() } : { from: '', to: '' })
        }
        granularity="day"
      >
        <Label className={styles.filterLabel}>{m.dateRange}</Label>
        <Group className={styles.dateGroup}>
          <DateInput slot="start" className={styles.dateInput} aria-label={m.from}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <span aria-hidden="true">–</span>
          <DateInput slot="end" className={styles.dateInput} aria-label={m.to}>
            {(segment) => <DateSegment segment={segment} className={styles.segment} />}
          </DateInput>
          <Button className={styles.iconButton} aria-label={backofficeFormsMessages.openCalendar}>
            <CalendarIcon />
          </Button>
        </Group>
        <Popover className={styles.popover}>
          <Dialog className={styles.calendarDialog}>
            <RangeCalendar>
              <header className={styles.calendarHeader}>
                <Button
                  slot="previous"
                  className={styles.iconButton}
                  aria-label={backofficeFormsMessages.previousMonth}
                >
                  ‹
                </Button>
                <Heading className={styles.calendarHeading} />
                <Button slot="next" className={styles.iconButton} aria-label={backofficeFormsMessages.nextMonth}>
                  ›
                </Button>
              </header>
              <CalendarGrid className={styles.calendarGrid}>
                {(date) => <CalendarCell date={date} className={styles.calendarCell} />}
              </CalendarGrid>
            </RangeCalendar>
          </Dialog>
        </Popover>
      </DateRangePicker>
    </I18nProvider>
  );
}
