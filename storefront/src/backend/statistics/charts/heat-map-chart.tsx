import { backofficeStatisticsMessages as m } from '@bestell/domain';
import type { MatrixDataPoint } from 'chartjs-chart-matrix';
import { Chart } from 'react-chartjs-2';
import { formatCount } from '../figures';

interface Cell extends MatrixDataPoint {
  v: number;
}

const hours = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));
const shortWeekdays = m.weekdays.map((day) => day.slice(0, 2));

/** Orders per weekday (rows, Monday on top) and hour (columns): the darker, the more orders. */
export function HeatMapChart({ grid, label }: { grid: readonly (readonly number[])[]; label: string }) {
  const max = Math.max(1, ...grid.flat());
  const cells: Cell[] = grid.flatMap((line, weekday) =>
    line.map((value, hour) => ({ x: hours[hour] ?? '', y: shortWeekdays[weekday] ?? '', v: value })),
  );
  return (
    <Chart
      type="matrix"
      role="img"
      aria-label={label}
      data={{
        datasets: [
          {
            label: m.columns.orders,
            data: cells,
            backgroundColor: (context) => {
              const cell = context.raw as Cell | undefined;
              const share = cell ? cell.v / max : 0;
              return share === 0 ? '#f5f5f5' : `rgba(198, 40, 40, ${(0.12 + share * 0.88).toFixed(3)})`;
            },
            borderColor: '#ffffff',
            borderWidth: 1,
            width: ({ chart }) => (chart.chartArea?.width ?? 0) / 24 - 1,
            height: ({ chart }) => (chart.chartArea?.height ?? 0) / 7 - 1,
          },
        ],
      }}
      options={{
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          tooltip: {
            callbacks: {
              title: () => '',
              label: (item) => {
                const cell = item.raw as Cell;
                const weekday = m.weekdays[shortWeekdays.indexOf(String(cell.y))] ?? '';
                return `${weekday}, ${m.hourLabel({ hour: Number(cell.x) })}: ${formatCount(cell.v)}`;
              },
            },
          },
        },
        scales: {
          x: { type: 'category', labels: hours, offset: true, grid: { display: false } },
          // Monday on top, as in a calendar.
          y: { type: 'category', labels: shortWeekdays, offset: true, reverse: true, grid: { display: false } },
        },
      }}
    />
  );
}
