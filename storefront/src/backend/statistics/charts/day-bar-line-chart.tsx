import type { ChartOptions } from 'chart.js';
import { Chart } from 'react-chartjs-2';
import { germanDay } from '../date-range';
import { chartColors } from './chart-setup';

/** One series of a day chart: its legend label, the height drawn, the exact text of the tooltip, its y axis. */
export interface DaySeries<P> {
  label: string;
  /** Only the height drawn: the exact figure is in the table and the tooltip. */
  value: (point: P) => number;
  /** The exact figure, shown after the label in the tooltip. */
  text: (point: P) => string;
  /** The scale's id when the chart has two y axes. */
  axis?: string;
}

const axisOf = (axis: string | undefined) => (axis === undefined ? {} : { yAxisID: axis });

/**
 * Bars and a line per day (labels '01.03.'; tooltip title the whole German day, then 'label: exact figure'):
 * the dashboard's timeline and working-time charts.
 */
export function DayBarLineChart<P extends { day: string }>({
  points,
  label,
  bar,
  line,
  scales,
}: {
  points: readonly P[];
  label: string;
  bar: DaySeries<P>;
  line: DaySeries<P>;
  scales: ChartOptions<'bar'>['scales'];
}) {
  return (
    <Chart
      type="bar"
      role="img"
      aria-label={label}
      data={{
        labels: points.map((point) => germanDay(point.day).slice(0, 6)),
        datasets: [
          {
            type: 'bar' as const,
            label: bar.label,
            data: points.map(bar.value),
            backgroundColor: chartColors.primaryFill,
            ...axisOf(bar.axis),
            order: 2,
          },
          {
            type: 'line' as const,
            label: line.label,
            data: points.map(line.value),
            borderColor: chartColors.secondary,
            backgroundColor: chartColors.secondary,
            ...axisOf(line.axis),
            order: 1,
            pointRadius: points.length > 62 ? 0 : 2,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        plugins: {
          tooltip: {
            callbacks: {
              title: (items) => germanDay(points[items[0]?.dataIndex ?? 0]?.day ?? ''),
              label: (item) => {
                const point = points[item.dataIndex];
                if (!point) return '';
                const series = item.datasetIndex === 0 ? bar : line;
                return `${series.label}: ${series.text(point)}`;
              },
            },
          },
        },
        scales,
      }}
    />
  );
}
