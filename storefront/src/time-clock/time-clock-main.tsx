import { timeTrackingMessages as m } from '@bestell/domain';
import { httpTimeClockTransport, TimeClock } from '@bestell/ui';
import { createRoot } from 'react-dom/client';
import { parseTimeClockPath } from './time-clock-path';
import './time-clock.css';

// The branch terminal (issue 28.1): the branch key stays in the path the admin set up; the employee's short-lived
// access token only in memory.
const target = parseTimeClockPath(window.location.pathname);
const root = document.getElementById('root');
document.title = m.terminalTitle;
if (root && target) {
  const base = `/api/time-tracking/${target.branchId}/${encodeURIComponent(target.apiKey)}`;
  const transport = httpTimeClockTransport(base, 'bearer', m.loadFailed);
  createRoot(root).render(
    <main className="time-clock-page">
      <TimeClock transport={transport} />
    </main>,
  );
}
