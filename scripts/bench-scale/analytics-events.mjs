// The ten million analytics events of bench:scale: the generator of the demo's analytics
// (api/src/app/seed/analytics-history.ts, one generate_series statement per month of days), counted straight into
// the daily rollups (analytics_daily) as the fold would have left them — closed days keep no raw events — then
// VACUUM ANALYZE. Run under `node --import tsx` (it imports the TypeScript generator).
import { analyticsHistoryStatement } from '../../api/src/app/seed/analytics-history.ts';

/** Events per visit of the generator (a device event, 1–7 page views, the funnel), measured: about 4. */
const eventsPerVisit = 4;
/** The generator's mean weekday factor (0.9, 0.9, 1, 1, 1.2, 1.5, 0.7). */
const weekdayFactor = (0.9 + 0.9 + 1 + 1 + 1.2 + 1.5 + 0.7) / 7;

/** Writes about `count` events over the `days` days up to `lastDay`; returns { events, seconds }. */
export async function generateAnalyticsEvents(client, { count, lastDay, days, log }) {
  const started = performance.now();
  const visitsPerDay = count / (days * eventsPerVisit * weekdayFactor);
  let events = 0;
  const chunk = 31;
  // The generator's row estimates are huge (generate_series): JIT would compile it for seconds per statement.
  await client.query('set jit = off');
  for (let done = 0; done < days; done += chunk) {
    const span = Math.min(chunk, days - done);
    const last = new Date(Date.parse(`${lastDay}T00:00:00Z`) - done * 86_400_000).toISOString().slice(0, 10);
    const { text, values } = analyticsHistoryStatement({ lastDay: last, days: span, visitsPerDay });
    const { rows } = await client.query(text, values);
    events += rows[0].events;
    log?.(`    … ${events.toLocaleString('en')} analytics events`);
  }
  await client.query('reset jit');
  await client.query('vacuum analyze analytics_daily');
  return { events, seconds: (performance.now() - started) / 1000 };
}
