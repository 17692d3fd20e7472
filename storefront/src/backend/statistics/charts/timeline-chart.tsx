import { backofficeStatisticsMessages as m, toDecimalString } from '@bestell/domain';
import { Chart } from 'react-chartjs-2';
import { germanDay } from '../date-range';
import { formatAmount, formatCount } from '../figures';
import type { TimelinePoint } from '../panels';
import { chartColors } from './chart-setup';

/** Revenue per day as bars (left axis) and orders per day as a line (right axis). */
export function TimelineChart({ points, label }: { points: readonly TimelinePoint[]; label: string }) {
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
            label: m.columns.revenue,
            // Only the bars' height: the exact amounts are in the table and the tooltip.
            data: points.map((point) => Number(toDecimalString(point.revenue, 2))),
            backgroundColor: chartColors.primaryFill,
            yAxisID: 'revenue',
            order: 2,
          },
          {
            type: 'line' as const,
            label: m.columns.orders,
            data: points.map((point) => point.orders),
            borderColor: chartColors.secondary,
            backgroundColor: chartColors.secondary,
            yAxisID: 'orders',
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
                return item.dataset.yAxisID === 'revenue'
                  ? `${m.columns.revenue}: ${formatAmount(point.revenue)}`
                  : `${m.columns.orders}: ${formatCount(point.orders)}`;
              },
            },
          },
        },
        scales: {
          revenue: { type: 'linear', position: 'left', beginAtZero: true, grid: { color: chartColors.grid } },
          orders: {
            type: 'linear',
            position: 'right',
            beginAtZero: true,
            grid: { drawOnChartArea: false },
            ticks: { precision: 0 },
          },
        },
      }}
    />
  );
}
