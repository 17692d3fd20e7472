// Part (a) of bench:backend: the order history on 100,000 orders. A throwaway PostgreSQL cluster (as bench:orders),
// the demo data, 100,000 orders with two items each written by one generate_series statement (a year back, three
// branches, about 91 orders per branch and day), then GET /api/orders in several shapes, one request at a time, next to
// GET /api/orders/{id} on the same server as the baseline.
import pg from 'pg';
import { signInAsDemoAdmin } from '../bench/http.mjs';
import { freePort, percentile, removeDir, seedDatabase, startApi } from '../bench/orders-api.mjs';
import { createDatabase, dropDatabase, startThrowawayPostgres } from '../bench/orders-pg.mjs';

export const ORDER_COUNT = 100_000;

const firstNames = [
  'Maria',
  'Anna',
  'Lena',
  'Sophie',
  'Laura',
  'Sarah',
  'Julia',
  'Hannah',
  'Lukas',
  'David',
  'Jakob',
  'Tobias',
  'Felix',
  'Paul',
  'Elias',
  'Jonas',
  'Florian',
  'Stefan',
  'Jörg',
  'Özlem',
];
const lastNames = [
  'Gruber',
  'Huber',
  'Bauer',
  'Wagner',
  'Müller',
  'Pichler',
  'Steiner',
  'Moser',
  'Mayer',
  'Hofer',
  'Leitner',
  'Berger',
  'Fuchs',
  'Eder',
  'Fischer',
  'Schmid',
  'Winkler',
  'Weber',
  'Schwarz',
  'Maier',
  'Schneider',
  'Reiter',
  'Mayr',
  'Schmidt',
  'Wimmer',
  'Egger',
  'Brunner',
  'Lang',
  'Baumgartner',
  'Auer',
  'Binder',
  'Lechner',
  'Wolf',
  'Wallner',
  'Aigner',
  'Ebner',
  'Koller',
  'Lehner',
  'Haas',
  'Schuster',
  'Holzer',
  'Wieser',
  'Zwettler',
  'Strasser',
  'Pöll',
  'Kern',
  'Lindner',
  'Haider',
  'Koch',
  'Riegler',
];
const sqlArray = (values) => `array[${values.map((v) => `'${v}'`).join(',')}]`;

/** One statement each for orders and items; then VACUUM ANALYZE. */
async function seedOrders(databaseUrl) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`
      insert into orders (uid, hash, branch_id, business_date, ticket_number, mode, submit_mode, first_name, last_name,
        email, phone, payment_method, notification_type, due_at, gross, delivery_gross, total_gross, net, tax,
        is_confirmed, is_completed, is_rejected, is_canceled, is_paid, placed_at, updated_at, acknowledged_at)
      select md5('bench' || g)::uuid::text, md5('hash' || g), b.branch, b.day, g / 1095 + 1, 'takeaway', 'order',
        (${sqlArray(firstNames)})[1 + g % 20], (${sqlArray(lastNames)})[1 + (g / 20) % 50],
        'kunde' || g || '@example.at', '+43664' || lpad(g::text, 7, '0'),
        (array['cash','atm-card','voucher','online'])[1 + g % 4], 'email',
        b.placed + interval '30 minutes', t.total, 0, t.total, round(t.total / 1.1, 4), t.total - round(t.total / 1.1, 4),
        g % 10 <> 0, g % 10 > 1, g % 10 = 0, g % 10 = 1, g % 4 = 3, b.placed, b.placed, b.placed
      from generate_series(1, ${ORDER_COUNT}) g
      cross join lateral (select 1 + g % 3 as branch, current_date - 1 - g % 365 as day) b0
      cross join lateral (select b0.branch, b0.day,
        (b0.day + time '07:00' + (g % 600) * interval '1 minute') at time zone 'Europe/Vienna' as placed) b
      cross join lateral (select round(((g * 7919) % 9000 + 150)::numeric / 100, 2)::numeric(14, 4) as total) t`);
    await client.query(`
      insert into order_items (order_id, position, product_id, product_uid, name, amount, unit, calculation_model,
        unit_price, gross, tax_rate)
      select o.id, p.position, p.product, 'p' || p.product, p.name, p.amount, 'Stk.', 'fixed', p.price, p.amount * p.price, 10
      from orders o
      cross join (values (0, 8, 'Kaisersemmel', 2, 0.65), (1, 1, 'Morgenrot-Bauernbrot', 1, 5.90))
        as p(position, product, name, amount, price)
      where not exists (select 1 from order_items i where i.order_id = o.id)`);
    // VACUUM as autovacuum would have done on a running shop's table (sets the visibility map, so the history's
    // count can read the index alone), ANALYZE so the planner knows the table.
    await client.query('vacuum analyze orders');
    await client.query('vacuum analyze order_items');
    const { rows } = await client.query(
      `select indexname from pg_indexes where tablename = 'orders' and indexdef like '%gin_trgm_ops%' order by 1`,
    );
    return rows.map((row) => row.indexname);
  } finally {
    await client.end();
  }
}

async function fetchTimed(url, headers) {
  const t0 = performance.now();
  const res = await fetch(url, { headers });
  const body = await res.arrayBuffer();
  if (res.status !== 200) throw new Error(`${url} answered ${res.status}`);
  return { ms: performance.now() - t0, body };
}

/**
 * The shapes take turns, one request each per round (baseline included), so a busy moment of the machine falls on all
 * of them alike.
 */
async function rounds(urls, headers, count) {
  const times = urls.map(() => []);
  for (let i = 0; i < count; i++) {
    for (const [index, url] of urls.entries()) times[index].push((await fetchTimed(url(i), headers)).ms);
  }
  return times.map((list) => list.sort((a, b) => a - b));
}

/** @returns {Promise<{ trigramIndexes: string[], baseline: {p50:number,p99:number}, shapes: {name:string,query:string,p50:number,p99:number,total:number}[] }>} */
export async function benchHistory({ requests = 200, log = console.log } = {}) {
  const cleanups = [];
  try {
    let adminUrl = process.env.DATABASE_URL;
    if (!adminUrl) {
      log('  starting a throwaway PostgreSQL cluster …');
      const cluster = await startThrowawayPostgres({ fast: true });
      cleanups.push(async () => cluster.stop());
      adminUrl = cluster.url;
    }
    const name = `bestell_bench_backend_${process.pid}`;
    const databaseUrl = await createDatabase(adminUrl, name);
    cleanups.push(() => dropDatabase(adminUrl, name));
    const uploadsDir = await seedDatabase(databaseUrl);
    cleanups.push(async () => removeDir(uploadsDir));
    const started = performance.now();
    const trigramIndexes = await seedOrders(databaseUrl);
    log(
      `  ${ORDER_COUNT.toLocaleString('en')} orders written in ${((performance.now() - started) / 1000).toFixed(1)} s; trigram indexes: ${trigramIndexes.join(', ') || 'none'}`,
    );
    const api = await startApi({ databaseUrl, uploadsDir, port: await freePort() });
    cleanups.push(() => api.stop());
    const headers = await signInAsDemoAdmin(api.url);
    delete headers['Content-Type'];

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const sample = (
      await client.query(
        `select id, email, business_date::text as day from orders where email like 'kunde%' order by id desc limit 1 offset 4321`,
      )
    ).rows[0];
    const ids = (await client.query(`select id from orders order by md5(id::text) limit ${requests}`)).rows.map(
      (row) => row.id,
    );
    await client.end();

    const week = new Date(`${sample.day}T00:00:00Z`);
    const weekEnd = new Date(week.getTime() + 6 * 86_400_000).toISOString().slice(0, 10);
    const shapes = [
      ['name (last name contains)', 'q=huber'],
      ['name (first + last)', `q=${encodeURIComponent('lena pichler')}`],
      ['ticket number', 'q=42'],
      ['e-mail', `q=${encodeURIComponent(sample.email)}`],
      ['phone digits', `q=${encodeURIComponent('664 0012345')}`],
      ['date range (7 days) + state', `from=${sample.day}&to=${weekEnd}&state=completed`],
      ['sort by -totalGross', 'sort=-totalGross'],
      ['page 100 of the list', 'page=100'],
    ];
    const urls = [
      (i) => `${api.url}/api/orders/${ids[i % ids.length]}`,
      ...shapes.map(
        ([, query]) =>
          () =>
            `${api.url}/api/orders?${query}&limit=50`,
      ),
    ];
    await rounds(urls, headers, 5); // warm-up: plans, caches, JIT
    const [base, ...times] = await rounds(urls, headers, requests);
    const baseline = { p50: percentile(base, 50), p99: percentile(base, 99) };
    const results = [];
    for (const [index, [shape, query]] of shapes.entries()) {
      const { body } = await fetchTimed(urls[index + 1](0), headers);
      const { meta } = JSON.parse(Buffer.from(body).toString('utf8'));
      const sorted = times[index];
      results.push({ name: shape, query, p50: percentile(sorted, 50), p99: percentile(sorted, 99), total: meta.total });
    }
    return { trigramIndexes, baseline, shapes: results };
  } finally {
    while (cleanups.length > 0) {
      const step = cleanups.pop();
      try {
        await step();
      } catch (error) {
        console.error(`cleanup: ${error instanceof Error ? error.message : error}`);
      }
    }
  }
}
