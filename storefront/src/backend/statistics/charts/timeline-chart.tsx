import { backofficeStatisticsMessages as m, toDecimalString } from '@bestell/domain';
import { formatAmount, formatCount } from '../figures';
import type { TimelinePoint } from '../panels';
import { chartColors } from './chart-setup';
import { DayBarLineChart } from './day-bar-line-chart';

/** Revenue per day as bars (left axis) and orders per day as a line (right axis). */
export function TimelineChart({ points, label }: { points: readonly TimelinePoint[]; label: string }) {
  return (
    <DayBarLineChart
      points={points}
      label={label}
      bar={{
        label: m.columns.revenue,
        value: (point) => Number(toDecimalString(point.revenue, 2)),
        text: (point) => formatAmount(point.revenue),
        axis: 'revenue',
      }}
      line={{
        label: m.columns.orders,
        value: (point) => point.orders,
        text: (point) => formatCount(point.orders),
        axis: 'orders',
      }}
      scales={{
        revenue: { type: 'linear', position: 'left', beginAtZero: true, grid: { color: chartColors.grid } },
        orders: {
          type: 'linear',
          position: 'right',
          beginAtZero: true,
          grid: { drawOnChartArea: false },
          ticks: { precision: 0 },
        },
      }}
    />
  );
}
