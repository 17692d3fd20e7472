import { formatSheetMinutes, backofficeStatisticsMessages as m } from '@bestell/domain';
import type { WorkingTimePoint } from '../panels';
import { chartColors } from './chart-setup';
import { DayBarLineChart } from './day-bar-line-chart';

/** Hours worked (bars) and planned (line) per day; the exact H:MM figures are in the table and the tooltip. */
export function WorkingTimeChart({ points, label }: { points: readonly WorkingTimePoint[]; label: string }) {
  return (
    <DayBarLineChart
      points={points}
      label={label}
      bar={{
        label: m.columns.worked,
        value: (point) => point.workedMinutes / 60,
        text: (point) => formatSheetMinutes(point.workedMinutes),
      }}
      line={{
        label: m.columns.planned,
        value: (point) => point.plannedMinutes / 60,
        text: (point) => formatSheetMinutes(point.plannedMinutes),
      }}
      scales={{ y: { type: 'linear', beginAtZero: true, grid: { color: chartColors.grid } } }}
    />
  );
}
