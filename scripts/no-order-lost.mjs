// No order lost: places orders under load with retries under the same Idempotency-Key while the real API process is
// killed with SIGKILL and restarted several times; afterwards checks in the database that every order a client saw
// acknowledged exists exactly once, that no order exists twice (by idempotency key) or without a client's key, and
// that ticket numbers are unique per branch and day. Prints the counts; exit 1 on any violation.
//
//   node scripts/no-order-lost.mjs                     short form: 4 kills, at least 10 s of load (part of npm test)
//   node scripts/no-order-lost.mjs --long              15 kills, at least 2 minutes, 16 clients
//   node scripts/no-order-lost.mjs --kills=8 --duration=60 --clients=16
//
// Database: TEST_DATABASE_URL or DATABASE_URL (a server where it may create and drop a database of its own), else a
// throwaway cluster (initdb/pg_ctl, as user postgres when root) that is removed afterwards.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { freePort, orderBody, postOrder, removeDir, seedDatabase, startApi } from './bench/orders-api.mjs';
import { createDatabase, dropDatabase, startThrowawayPostgres } from './bench/orders-pg.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const long = args.long === 'true';
/** Load runs until both: this many SIGKILLs happened and at least `durationMs` passed. */
const kills = Number(args.kills ?? (long ? 15 : 4));
const durationMs = Number(args.duration ?? (long ? 120 : 10)) * 1000;
const clients = Number(args.clients ?? (long ? 16 : 8));
/** The API is killed after being up for a random time in this range. */
const upMs = long ? [1000, 6000] : [500, 2500];
const finishTimeoutMs = 60_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const between = ([a, b]) => a + Math.random() * (b - a);
const log = (line) => console.log(`[no-order-lost] ${line}`);

const cleanups = [];
async function cleanup() {
  while (cleanups.length > 0) {
    try {
      await cleanups.pop()();
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

async function main() {
  let adminUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL;
  if (!adminUrl) {
    const cluster = await startThrowawayPostgres();
    cleanups.push(async () => cluster.stop());
    adminUrl = cluster.url;
  }
  const name = `bestell_no_order_lost_${process.pid}`;
  const databaseUrl = await createDatabase(adminUrl, name);
  cleanups.push(() => dropDatabase(adminUrl, name));
  const uploadsDir = await seedDatabase(databaseUrl);
  cleanups.push(async () => removeDir(uploadsDir));
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;

  let api = await startApi({ databaseUrl, uploadsDir, port, orderLimits: 'counted' });
  cleanups.push(() => api.stop());
  log(
    `API up on ${baseUrl}; ${clients} clients, ${kills} SIGKILLs after ${upMs[0]}–${upMs[1]} ms up each, ≥ ${durationMs / 1000} s`,
  );

  /** key → { uid, attempts } for every acknowledged order; keys that were sent at least once. */
  const acknowledged = new Map();
  const attempted = new Set();
  const violations = [];
  const counts = {
    requests: 0,
    retries: 0,
    networkErrors: 0,
    serverErrors: 0,
    afterRetry: 0,
    replayed: 0,
    kills: 0,
    restarts: 0,
  };
  let loadRunning = true;
  let giveUpAt = null;

  async function placeUntilAcknowledged(client, n) {
    const key = randomUUID();
    const body = orderBody(1 + (client % 2) * 2, client, n);
    attempted.add(key);
    for (let attempt = 0; ; attempt++) {
      if (attempt > 0) counts.retries++;
      // While the API is being killed a client retries for as long as it takes; afterwards it has a minute more.
      if (giveUpAt !== null && Date.now() > giveUpAt) {
        violations.push(`order ${key} was not acknowledged within ${finishTimeoutMs / 1000} s after the last restart`);
        return;
      }
      counts.requests++;
      try {
        const res = await postOrder(baseUrl, body, key, AbortSignal.timeout(10_000));
        if (res.status === 201) {
          const uid = res.body?.data?.uid;
          const previous = acknowledged.get(key);
          if (previous && previous.uid !== uid)
            violations.push(`key ${key} acknowledged as ${previous.uid} and ${uid}`);
          if (attempt > 0) counts.afterRetry++;
          if (res.replayed) counts.replayed++;
          acknowledged.set(key, { uid, attempts: attempt + 1 });
          return;
        }
        if (res.status >= 500) counts.serverErrors++;
        else {
          violations.push(`key ${key}: HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
          return;
        }
      } catch {
        counts.networkErrors++;
      }
      await sleep(50 + Math.random() * 150);
    }
  }

  const workers = Array.from({ length: clients }, async (_, client) => {
    for (let n = 0; loadRunning; n++) await placeUntilAcknowledged(client + 1, n);
  });

  const deadline = Date.now() + durationMs;
  // Every other kill lands right after a commit becomes visible, while the answer may still be on its way: the case
  // the Idempotency-Key exists for (the retry must get the stored order, not a second one).
  const watcher = new pg.Client({ connectionString: databaseUrl });
  await watcher.connect();
  cleanups.push(() => watcher.end());
  const newestOrder = async () =>
    Number((await watcher.query('select coalesce(max(id), 0) as id from orders')).rows[0].id);
  while (counts.kills < kills || Date.now() < deadline) {
    await sleep(between(upMs));
    if (counts.kills % 2 === 1) {
      const seen = await newestOrder();
      const until = Date.now() + 2000;
      while (Date.now() < until && (await newestOrder()) === seen) {}
    }
    api.child.kill('SIGKILL');
    await new Promise((resolve) => {
      if (api.child.exitCode !== null || api.child.signalCode !== null) resolve();
      else api.child.once('exit', resolve);
    });
    counts.kills++;
    api = await startApi({ databaseUrl, uploadsDir, port, orderLimits: 'counted' });
    counts.restarts++;
  }
  // Some load on the last instance, then every client finishes (and retries) the order it has in hand.
  await sleep(1000);
  loadRunning = false;
  giveUpAt = Date.now() + finishTimeoutMs;
  await Promise.all(workers);

  // ---- checks in the database ----
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const keys = [...acknowledged.keys()];
    const uids = [...acknowledged.values()].map((entry) => entry.uid);
    const found = await db.query('select uid, count(*)::int as n from orders where uid = any($1) group by uid', [uids]);
    const foundByUid = new Map(found.rows.map((row) => [row.uid, row.n]));
    for (const [key, { uid }] of acknowledged) {
      const n = foundByUid.get(uid) ?? 0;
      if (n !== 1) violations.push(`acknowledged order ${uid} (key ${key}) exists ${n} times`);
    }
    const byKey = await db.query(
      `select k.key, o.uid from idempotency_keys k left join orders o on o.id = k.order_id where k.key = any($1)`,
      [keys],
    );
    const uidOfKey = new Map(byKey.rows.map((row) => [row.key, row.uid]));
    for (const [key, { uid }] of acknowledged) {
      if (uidOfKey.get(key) !== uid)
        violations.push(`key ${key}: stored order ${uidOfKey.get(key)} ≠ acknowledged ${uid}`);
    }
    const duplicates = await db.query(
      `select order_id, count(*)::int as n from idempotency_keys where order_id is not null group by order_id having count(*) > 1`,
    );
    for (const row of duplicates.rows) violations.push(`order ${row.order_id} is stored under ${row.n} keys`);
    const orders = await db.query(
      `select o.uid, k.key from orders o left join idempotency_keys k on k.order_id = o.id where o.last_name like 'Kunde %'`,
    );
    let unkeyed = 0;
    let foreign = 0;
    for (const row of orders.rows) {
      if (row.key === null) unkeyed++;
      else if (!attempted.has(row.key)) foreign++;
      else if (attempted.has(row.key) && !acknowledged.has(row.key)) {
        violations.push(`order ${row.uid} exists for key ${row.key}, which was never acknowledged`);
      }
    }
    if (unkeyed > 0) violations.push(`${unkeyed} orders without an idempotency key (duplicates of a retry)`);
    if (foreign > 0) violations.push(`${foreign} orders under keys no client sent`);
    const tickets = await db.query(
      `select branch_id, business_date::text as day, ticket_number, count(*)::int as n from orders
       group by branch_id, business_date, ticket_number having count(*) > 1`,
    );
    for (const row of tickets.rows) {
      violations.push(`ticket ${row.ticket_number} of branch ${row.branch_id} on ${row.day} used ${row.n} times`);
    }
    const total = orders.rows.length;
    const maxAttempts = Math.max(0, ...[...acknowledged.values()].map((entry) => entry.attempts));
    log(
      `kills ${counts.kills}, restarts ${counts.restarts}; requests ${counts.requests}, retries ${counts.retries} ` +
        `(network errors ${counts.networkErrors}, 5xx ${counts.serverErrors}), acknowledged after a retry ${counts.afterRetry}, ` +
        `of them replayed (committed before the answer was lost) ${counts.replayed}`,
    );
    log(
      `orders attempted ${attempted.size}, acknowledged ${acknowledged.size}, in the database ${total}, ` +
        `duplicates ${duplicates.rows.length + unkeyed}, ticket clashes ${tickets.rows.length}, most attempts for one order ${maxAttempts}`,
    );
  } finally {
    await db.end();
  }
  if (acknowledged.size === 0) violations.push('no order was acknowledged at all');
  await cleanup();
  if (violations.length > 0) {
    for (const violation of violations.slice(0, 50)) console.error(`[no-order-lost] VIOLATION: ${violation}`);
    console.error(`[no-order-lost] FAIL: ${violations.length} violation(s)`);
    process.exitCode = 1;
  } else {
    log('PASS: every acknowledged order exists exactly once, no duplicates, ticket numbers unique');
  }
}

try {
  await main();
} catch (error) {
  console.error(`[no-order-lost] ${error instanceof Error ? error.stack : error}`);
  await cleanup();
  process.exitCode = 1;
}
