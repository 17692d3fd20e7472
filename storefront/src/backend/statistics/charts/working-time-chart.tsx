import { formatSheetMinutes, backofficeStatisticsMessages as m } from '@bestell/domain';
import { Chart } from 'react-chartjs-2';
import { germanDay } from '../date-range';
import type { WorkingTimePoint } from '../panels';
import { chartColors } from './chart-setup';

/** Hours worked (bars) and planned (line) per day; the exact H:MM figures are in the table and the tooltip. */
export function WorkingTimeChart({ points, label }: { points: readonly WorkingTimePoint[]; label: string }) {
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
            label: m.columns.worked,
            // Only the bars' height (hours).
            data: points.map((point) => point.workedMinutes / 60),
            backgroundColor: chartColors.primaryFill,
            order: 2,
          },
          {
            type: 'line' as const,
            label: m.columns.planned,
            data: points.map((point) => point.plannedMinutes / 60),
            borderColor: chartColors.secondary,
            backgroundColor: chartColors.secondary,
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
                return item.datasetIndex === 0
                  ? `${m.columns.worked}: ${formatSheetMinutes(point.workedMinutes)}`
                  : `${m.columns.planned}: ${formatSheetMinutes(point.plannedMinutes)}`;
              },
            },
          },
        },
        scales: { y: { type: 'linear', beginAtZero: true, grid: { color: chartColors.grid } } },
      }}
    />
  );
}
