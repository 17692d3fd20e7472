import { backofficeStatisticsMessages as m } from '@bestell/domain';
import { RankedChart } from './charts/ranked-chart';
import type { DayRange } from './date-range';
import { type RankedEntry, rankedHasData, rankedTable } from './panels';
import { StatisticsPanel } from './statistics-panel';

interface RankedPanelProps {
  id: string;
  title: string;
  entries: readonly RankedEntry[];
  /** Column headers of the table view: the entry's name and its value (the chart's value label too). */
  labelHeader: string;
  valueHeader: string;
  /** The table view also lists each entry's revenue. */
  withAmount?: boolean;
  days: DayRange;
  tall?: boolean;
}

/** A dashboard panel of a top list: bar chart, table view and CSV of the same entries. */
export function RankedPanel({
  id,
  title,
  entries,
  labelHeader,
  valueHeader,
  withAmount,
  days,
  tall,
}: RankedPanelProps) {
  return (
    <StatisticsPanel
      id={id}
      title={title}
      hasData={rankedHasData(entries)}
      table={rankedTable(entries, labelHeader, valueHeader, withAmount)}
      days={days}
      tall={tall}
    >
      <RankedChart entries={entries} label={m.chartLabel({ title })} valueLabel={valueHeader} />
    </StatisticsPanel>
  );
}
