// `npm run bench:scale` (issue 26 point 4): statistics and the order history on a year of a big shop's data.
// A throwaway PostgreSQL cluster (as bench:orders; or a fresh database on DATABASE_URL's server, dropped afterwards),
// the demo data, about 1,000,000 orders of the last 365 days (scripts/bench-scale/orders.mjs) and 10,000,000 analytics
// events (scripts/bench-scale/analytics-events.mjs, when present: generateAnalyticsEvents(client, { count, lastDay,
// days, log }) returns { events, seconds }), then the real API: every GET /api/statistics/{bucket} over the
// one-year range and the order history search, one request at a time in rounds. Prints p50 and p99 of each and exits
// 1 when a p99 reaches 100 ms (or the run broke).
//
//   npm run bench:scale [-- --orders=1000000 --events=10000000 --requests=100]
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { statisticsBuckets as buckets } from '../packages/domain/src/statistics/buckets.ts';
import { signInAsDemoAdmin } from './bench/http.mjs';
import { freePort, percentile, removeDir, seedDatabase, startApi } from './bench/orders-api.mjs';
import { createDatabase, dropDatabase, startThrowawayPostgres } from './bench/orders-pg.mjs';
import { generateOrders } from './bench-scale/orders.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const orderCount = Number(args.orders ?? 1_000_000);
const eventCount = Number(args.events ?? 10_000_000);
const requests = Number(args.requests ?? 100);
const targetMs = 100;
const days = 365;
const here = dirname(fileURLToPath(import.meta.url));

const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0) {
    const step = cleanups.pop();
    try {
      await step();
    } catch (error) {
      console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.once(signal, () => {
    void cleanup().then(() => process.exit(130));
  });
}

async function timed(url, headers) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return performance.now() - t0;
}

async function main() {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    console.log('starting a throwaway PostgreSQL cluster …');
    const cluster = await startThrowawayPostgres({ fast: true });
    cleanups.push(async () => cluster.stop());
    adminUrl = cluster.url;
  }
  const name = `bestell_bench_scale_${process.pid}`;
  const databaseUrl = await createDatabase(adminUrl, name);
  cleanups.push(() => dropDatabase(adminUrl, name));
  const uploadsDir = await seedDatabase(databaseUrl);
  cleanups.push(async () => removeDir(uploadsDir));

  const lastDay = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const firstDay = new Date(Date.parse(`${lastDay}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  let sampleEmail = 'nobody@example.at';
  try {
    console.log(`generating about ${orderCount.toLocaleString('en')} orders (${firstDay} … ${lastDay}) …`);
    const orders = await generateOrders(client, { count: orderCount, lastDay, days, log: console.log });
    console.log(
      `  ${orders.orders.toLocaleString('en')} orders, ${orders.items.toLocaleString('en')} items, rollups rebuilt in ${orders.seconds.toFixed(1)} s`,
    );
    const analyticsModule = join(here, 'bench-scale', 'analytics-events.mjs');
    if (existsSync(analyticsModule)) {
      const { generateAnalyticsEvents } = await import(analyticsModule);
      console.log(`generating about ${eventCount.toLocaleString('en')} analytics events …`);
      const events = await generateAnalyticsEvents(client, { count: eventCount, lastDay, days, log: console.log });
      console.log(`  ${events.events.toLocaleString('en')} events in ${events.seconds.toFixed(1)} s`);
    } else {
      console.log('no analytics generator (scripts/bench-scale/analytics-events.mjs): analytics buckets on empty data');
    }
    sampleEmail = (
      await client.query('select email from orders where email is not null order by id limit 1 offset 4321')
    ).rows[0]?.email;
  } finally {
    await client.end();
  }

  const api = await startApi({ databaseUrl, uploadsDir, port: await freePort() });
  cleanups.push(() => api.stop());
  const headers = await signInAsDemoAdmin(api.url);
  delete headers['Content-Type'];
  const range = `from=${firstDay}&to=${lastDay}`;
  const weekStart = new Date(Date.parse(`${lastDay}T00:00:00Z`) - 6 * 86_400_000).toISOString().slice(0, 10);
  const calls = [
    ...buckets.map((bucket) => [`statistics/${bucket}`, `/api/statistics/${bucket}?${range}`]),
    ...buckets.map((bucket) => [`statistics/${bucket} (branch 1)`, `/api/statistics/${bucket}?${range}&branchId=1`]),
    ['order history: name search', '/api/orders?q=huber&limit=50'],
    ['order history: e-mail search', `/api/orders?q=${encodeURIComponent(sampleEmail)}&limit=50`],
    ['order history: last 7 days', `/api/orders?from=${weekStart}&to=${lastDay}&limit=50`],
    ['order history: no filter', '/api/orders?limit=50'],
  ];
  // Rounds: each call once per round, so a busy moment of the machine falls on all alike; 5 warm-up rounds.
  const times = calls.map(() => []);
  for (let round = 0; round < requests + 5; round++) {
    for (const [index, [, path]] of calls.entries()) {
      const ms = await timed(`${api.url}${path}`, headers);
      if (round >= 5) times[index].push(ms);
    }
  }
  let missed = 0;
  const width = Math.max(...calls.map(([label]) => label.length));
  console.log(`\n${'call'.padEnd(width)}    p50 ms    p99 ms  (${requests} requests each, one-year range)`);
  for (const [index, [label]] of calls.entries()) {
    const sorted = times[index].sort((a, b) => a - b);
    const p50 = percentile(sorted, 50);
    const p99 = percentile(sorted, 99);
    const pass = p99 < targetMs;
    if (!pass) missed += 1;
    console.log(
      `${label.padEnd(width)}  ${p50.toFixed(1).padStart(8)}  ${p99.toFixed(1).padStart(8)}  ${pass ? 'PASS' : `MISS (target p99 < ${targetMs} ms)`}`,
    );
  }
  return missed;
}

let code = 0;
try {
  const missed = await main();
  if (missed > 0) {
    console.log(`\n${missed} call(s) missed the target p99 < ${targetMs} ms`);
    code = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? error.stack : error);
  code = 1;
} finally {
  await cleanup();
}
process.exit(code);
