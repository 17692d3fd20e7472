import {
  BarController,
  BarElement,
  CategoryScale,
  Chart,
  Legend,
  LinearScale,
  LineController,
  LineElement,
  PointElement,
  Tooltip,
} from 'chart.js';
import { MatrixController, MatrixElement } from 'chartjs-chart-matrix';

/**
 * Chart.js with only the parts the dashboard draws (tree-shaken: bars, lines, the matrix of the heat map, two
 * scales, tooltip and legend), registered once when the statistics chunk loads.
 */
Chart.register(
  BarController,
  BarElement,
  LineController,
  LineElement,
  PointElement,
  CategoryScale,
  LinearScale,
  Tooltip,
  Legend,
  MatrixController,
  MatrixElement,
);

Chart.defaults.font.family = "'Open Sans', system-ui, sans-serif";
Chart.defaults.color = '#1a1a1a';
// Drawn at once: no animation to wait for (the table beside each chart is the exact source anyway).
Chart.defaults.animation = false;

/** The theme's colours (theme.css) for canvas, which cannot read CSS variables by itself. */
export const chartColors = {
  primary: '#c62828',
  primaryFill: 'rgba(198, 40, 40, 0.75)',
  secondary: '#1a56db',
  grid: '#d6d6d6',
};
