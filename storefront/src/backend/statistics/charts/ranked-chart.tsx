import { Bar } from 'react-chartjs-2';
import { formatCount } from '../figures';
import type { RankedEntry } from '../panels';
import { chartColors } from './chart-setup';

/** Labelled counts as horizontal bars, largest on top (popular items, origins, referrers, browsers). */
export function RankedChart({
  entries,
  label,
  valueLabel,
}: {
  entries: readonly RankedEntry[];
  label: string;
  valueLabel: string;
}) {
  return (
    <Bar
      role="img"
      aria-label={label}
      data={{
        labels: entries.map((entry) => entry.label),
        datasets: [
          {
            label: valueLabel,
            data: entries.map((entry) => entry.value),
            backgroundColor: chartColors.primaryFill,
          },
        ],
      }}
      options={{
        indexAxis: 'y',
        responsive: true,
        maintainAspectRatio: false,
        plugins: {
          legend: { display: false },
          tooltip: { callbacks: { label: (item) => `${valueLabel}: ${formatCount(Number(item.raw))}` } },
        },
        scales: {
          x: { beginAtZero: true, ticks: { precision: 0 }, grid: { color: chartColors.grid } },
          // Every label (at most 20 rows): a skipped one would leave a bar without its name.
          y: { grid: { display: false }, ticks: { autoSkip: false } },
        },
      }}
    />
  );
}
