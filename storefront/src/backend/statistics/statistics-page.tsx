import { backofficeStatisticsMessages as m } from '@bestell/domain';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useBranchChoice } from '../shell/branch-choice';
import './charts/chart-setup';
import { HeatMapChart } from './charts/heat-map-chart';
import { TimelineChart } from './charts/timeline-chart';
import { WorkingTimeChart } from './charts/working-time-chart';
import { type DayRange, germanDay, previousPeriod, type RangePreset, rangeFromSearch, todayInShop } from './date-range';
import { KeyFigures } from './key-figures';
import {
  gridHasData,
  keyFigures,
  orderTimeGrid,
  orderTimeTable,
  ranked,
  timeline,
  timelineHasData,
  timelineTable,
  workingTime,
  workingTimeHasData,
  workingTimeTable,
} from './panels';
import { RangePicker } from './range-picker';
import { RankedPanel } from './ranked-panel';
import styles from './statistics.module.css';
import { useDashboardData } from './statistics-data';
import { StatisticsPanel } from './statistics-panel';

/**
 * /backend/statistics: key figures against the previous period, revenue and orders over time, the order-time heat
 * map, popular items, origins, referrers, browsers and the working time (worked/planned hours) for a range of days and
 * the branch chosen in the header (employees: their branches only; the API checks it). The range lives in the address (?range= or ?from=&to=).
 */
export function StatisticsPage() {
  const [search, setSearch] = useSearchParams();
  const { branch, branches } = useBranchChoice();
  const range = useMemo(() => rangeFromSearch(search, todayInShop()), [search]);
  const days: DayRange = { from: range.from, to: range.to };
  const previous = previousPeriod(days);
  const data = useDashboardData(days, previous, branch);
  const { current } = data;

  const choosePreset = (preset: RangePreset) => setSearch({ range: preset });
  const chooseCustom = (custom: DayRange) => setSearch({ from: custom.from, to: custom.to });
  const branchName = branch === 'all' ? m.branchAll : (branches.find((entry) => entry.id === branch)?.name ?? '');

  const points = timeline(current.orders, current.revenue);
  const grid = orderTimeGrid(current['order-times']);
  const items = ranked(current['popular-items']);
  const origins = ranked(current['order-origins']);
  const referrers = ranked(current.referrers);
  const browsers = ranked(current.browsers, { unknown: m.unknown });
  const work = workingTime(current['working-activities'], current['working-schedules']);
  const ready = !data.isPending && !data.isError;

  return (
    <div className={styles.page} aria-busy={data.isFetching}>
      <h1 className={styles.title}>{m.title}</h1>
      <RangePicker range={range} onPreset={choosePreset} onCustom={chooseCustom} />
      <p className={styles.summary} data-testid="statistics-range">
        {m.branchLabel}: {branchName} ·{' '}
        {m.range.summary({
          from: germanDay(days.from),
          to: germanDay(days.to),
          previousFrom: germanDay(previous.from),
          previousTo: germanDay(previous.to),
        })}
      </p>
      {data.isError && (
        <p role="alert" className={styles.error}>
          {m.loadFailed}
          {data.refusal && <span className={styles.reason}>{data.refusal}</span>}
        </p>
      )}
      {data.isPending && !data.isError && <p role="status">{m.loading}</p>}
      {ready && (
        <>
          <KeyFigures figures={keyFigures(data)} />
          <div className={styles.panels}>
            <StatisticsPanel
              id="zeitverlauf"
              title={m.panels.timeline}
              table={timelineTable(points)}
              hasData={timelineHasData(points)}
              days={days}
              wide
            >
              <TimelineChart points={points} label={m.chartLabel({ title: m.panels.timeline })} />
            </StatisticsPanel>
            <StatisticsPanel
              id="bestellzeiten"
              title={m.panels.orderTimes}
              table={orderTimeTable(grid)}
              hasData={gridHasData(grid)}
              days={days}
              wide
            >
              <HeatMapChart grid={grid} label={m.chartLabel({ title: m.panels.orderTimes })} />
            </StatisticsPanel>
            <RankedPanel
              id="artikel"
              title={m.panels.popularItems}
              entries={items}
              labelHeader={m.columns.item}
              valueHeader={m.columns.itemLines}
              withAmount
              days={days}
              tall
            />
            <RankedPanel
              id="herkunft"
              title={m.panels.origins}
              entries={origins}
              labelHeader={m.columns.origin}
              valueHeader={m.columns.orders}
              days={days}
            />
            <RankedPanel
              id="verweisquellen"
              title={m.panels.referrers}
              entries={referrers}
              labelHeader={m.columns.referrer}
              valueHeader={m.columns.pageViews}
              days={days}
            />
            <RankedPanel
              id="browser"
              title={m.panels.browsers}
              entries={browsers}
              labelHeader={m.columns.browser}
              valueHeader={m.columns.visitors}
              days={days}
            />
            <StatisticsPanel
              id="arbeitszeit"
              title={m.panels.workingTime}
              table={workingTimeTable(work)}
              hasData={workingTimeHasData(work)}
              days={days}
              wide
            >
              <WorkingTimeChart points={work} label={m.chartLabel({ title: m.panels.workingTime })} />
            </StatisticsPanel>
          </div>
        </>
      )}
    </div>
  );
}
