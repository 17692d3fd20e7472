import { StatisticsPage } from './statistics-page';

/** /backend/statistics (its own lazily loaded chunk with Chart.js): admins and employees (their branches). */
export function StatisticsArea() {
  return <StatisticsPage />;
}
