// `npm run bench:orders`: 50 concurrent clients placing valid orders against the real API on PostgreSQL for 30 s,
// side by side (same run, same database, one after the other) with 50 clients running the bare transaction that
// inserts one order row and three item rows. The API runs with its order limits in place (limits too high to refuse,
// so every placement takes its units from the client's and the branch's counters), an Idempotency-Key on every
// request and the outbox event of every order. Prints both rates, the ratio and the p99 latencies, with PASS/MISS
// against the targets of issue 22 (ratio ≥ 0.8 against the bare transaction of the same run, API p99 < 50 ms) and
// exits 1 when one is missed (or the run broke).
//
//   npm run bench:orders [-- --duration=30 --clients=50 --fast --order-limits=off]
//   (--order-limits=off: the order limits off, no counter touched: for comparison only, the targets need them on)
//   DATABASE_URL=postgres://… npm run bench:orders   (uses a fresh database on that server, dropped afterwards)
//
// Without DATABASE_URL a throwaway cluster is started (initdb/pg_ctl, as user postgres when root) and removed.
// --fast turns fsync off in that cluster (CPU-bound numbers); by default commits are durable.
import { randomBytes, randomUUID } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import {
  acceptingBranches,
  freePort,
  orderBody,
  percentile,
  postOrder,
  removeDir,
  seedDatabase,
  startApi,
} from './bench/orders-api.mjs';
import { createDatabase, dropDatabase, startThrowawayPostgres } from './bench/orders-pg.mjs';
import { clusterCpuSeconds, cpuSeconds, machineBusySeconds } from './bench/processes.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const durationMs = Number(args.duration ?? 30) * 1000;
const clients = Number(args.clients ?? 50);
const warmupMs = Number(args.warmup ?? 3) * 1000;
const target = { ratio: 0.8, p99Ms: 50 };

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

/** Runs `worker(clientIndex, n)` in `clients` loops until `ms` passed; returns latencies of ok calls and failures. */
async function load(ms, worker) {
  const latencies = [];
  const failures = new Map();
  const deadline = performance.now() + ms;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let n = 0; performance.now() < deadline; n++) {
        const t0 = performance.now();
        try {
          const outcome = await worker(client, n);
          if (outcome === true) latencies.push(performance.now() - t0);
          else failures.set(String(outcome), (failures.get(String(outcome)) ?? 0) + 1);
        } catch (error) {
          const key = error instanceof Error ? error.message : String(error);
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    count: latencies.length,
    rate: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    failures,
  };
}

/** Ticket numbers of the bare inserts: one sequence for the whole run (warm-up included). */
let bareTicket = 0;

function bareWorker(pool) {
  return async () => {
    const connection = await pool.connect();
    try {
      await connection.query('begin');
      const now = new Date();
      const { rows } = await connection.query(
        `insert into orders (uid, hash, branch_id, business_date, ticket_number, mode, submit_mode, first_name,
           last_name, email, payment_method, notification_type, due_at, gross, delivery_gross, total_gross, net, tax,
           placed_at, updated_at)
         values ($1, $2, 1, '2099-01-01', $3, 'takeaway', 'order', 'Bench', 'Bare', 'bare@example.at', 'cash', 'email',
           $4, '7.8500', '0', '7.8500', '7.1364', '0.7136', $4, $4)
         returning id`,
        [randomUUID(), randomBytes(32).toString('base64url'), ++bareTicket, now],
      );
      const id = rows[0].id;
      await connection.query(
        `insert into order_items (order_id, position, product_id, product_uid, name, amount, unit, calculation_model,
           unit_price, gross, tax_rate)
         values ($1, 0, 8, 'p8', 'Kaisersemmel', 2, 'Stk.', 'Fix', '0.65', '1.30', '10'),
                ($1, 1, 1, 'p1', 'Morgenrot-Bauernbrot', 1, 'Stk.', 'Fix', '5.90', '5.90', '10'),
                ($1, 2, 8, 'p8', 'Kaisersemmel', 1, 'Stk.', 'Fix', '0.65', '0.65', '10')`,
        [id],
      );
      await connection.query('commit');
      return true;
    } catch (error) {
      await connection.query('rollback').catch(() => {});
      throw error;
    } finally {
      connection.release();
    }
  };
}

/** The postmaster of the throwaway cluster (null with DATABASE_URL: its CPU is then not told apart). */
let postmasterPid = null;

/**
 * Runs `run` and returns its result with the CPU seconds used meanwhile by the whole machine, by this process (the load
 * generator), by the process `pid` (the API; null for none) and by the PostgreSQL cluster (throwaway cluster only).
 * The rest is the other processes of the machine.
 */
async function measuringCpu(run, pid) {
  const pgCpu = () => (postmasterPid === null ? null : clusterCpuSeconds(postmasterPid));
  const before = { machine: machineBusySeconds(), self: process.cpuUsage(), api: pid && cpuSeconds(pid), pg: pgCpu() };
  const result = await run();
  const self = process.cpuUsage(before.self);
  const machine = machineBusySeconds() - before.machine;
  const api = pid ? cpuSeconds(pid) - before.api : 0;
  const pgAfter = pgCpu();
  const pg = before.pg === null || pgAfter === null ? null : pgAfter - before.pg;
  const client = (self.user + self.system) / 1e6;
  return { result, machine, client, api, pg, rest: machine - client - api - (pg ?? 0) };
}

function cpuLine(cpu, count) {
  const ms = (seconds) => fmt((seconds * 1000) / count, 2);
  const ours = cpu.api + cpu.client + (cpu.pg ?? 0);
  return cpu.pg === null
    ? `${ms(cpu.machine)} ms in all: API ${ms(cpu.api)}, load generator ${ms(cpu.client)}, PostgreSQL and the rest ${ms(cpu.rest)}`
    : `${ms(ours)} ms: API ${ms(cpu.api)}, PostgreSQL ${ms(cpu.pg)}, load generator ${ms(cpu.client)} (other processes of the machine ${ms(cpu.rest)})`;
}

const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');

function printFailures(label, failures) {
  for (const [reason, count] of failures) console.log(`  ${label} failures: ${count} × ${reason.slice(0, 200)}`);
}

try {
  let adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) {
    const cluster = await startThrowawayPostgres({ fast: args.fast === 'true' });
    cleanups.push(async () => cluster.stop());
    adminUrl = cluster.url;
    postmasterPid = cluster.postmasterPid;
  }
  const name = `bestell_bench_${process.pid}`;
  const databaseUrl = await createDatabase(adminUrl, name);
  cleanups.push(() => dropDatabase(adminUrl, name));
  const uploadsDir = await seedDatabase(databaseUrl);
  cleanups.push(async () => removeDir(uploadsDir));
  const api = await startApi({
    databaseUrl,
    uploadsDir,
    port: await freePort(),
    orderLimits: args['order-limits'] ?? 'counted',
  });
  cleanups.push(() => api.stop());

  const branches = await acceptingBranches(api.url, [1, 3]);
  if (branches.length === 0) throw new Error('no branch accepts the bench order');
  const placeWorker = async (client, n) => {
    const res = await postOrder(api.url, orderBody(branches[client % branches.length], client + 1, n));
    return res.status === 201 ? true : `HTTP ${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
  };

  console.log(`bench:orders — ${clients} clients, ${durationMs / 1000} s each, branches ${branches.join(', ')}`);
  console.log(
    `machine: ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  await load(warmupMs, placeWorker);
  const placedCpu = await measuringCpu(() => load(durationMs, placeWorker), api.child.pid);
  const placed = placedCpu.result;

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  cleanups.push(() => pool.end());
  await load(warmupMs, bareWorker(pool));
  const bareCpu = await measuringCpu(() => load(durationMs, bareWorker(pool)), null);
  const bare = bareCpu.result;

  const ratio = placed.rate / bare.rate;
  const ratioOk = ratio >= target.ratio;
  const p99Ok = placed.p99 < target.p99Ms;
  console.log('');
  console.log(
    `API POST /api/orders : ${fmt(placed.rate)} orders/s (${placed.count}), p50 ${fmt(placed.p50)} ms, p99 ${fmt(placed.p99)} ms`,
  );
  console.log(`CPU per API order    : ${cpuLine(placedCpu, placed.count)}`);
  console.log(
    `bare transaction     : ${fmt(bare.rate)} orders/s (${bare.count}), p50 ${fmt(bare.p50)} ms, p99 ${fmt(bare.p99)} ms`,
  );
  console.log(`CPU per bare order   : ${cpuLine(bareCpu, bare.count)}`);
  console.log(`ratio API / bare     : ${fmt(ratio, 3)}  (target ≥ ${target.ratio}) ${ratioOk ? 'PASS' : 'MISS'}`);
  console.log(`API p99              : ${fmt(placed.p99)} ms  (target < ${target.p99Ms} ms) ${p99Ok ? 'PASS' : 'MISS'}`);
  if (placedCpu.pg !== null && bareCpu.pg !== null) {
    const perOrder = (cpu, count) => (cpu.api + cpu.client + cpu.pg) / count;
    console.log(
      `CPU ratio bare / API : ${fmt(perOrder(bareCpu, bare.count) / perOrder(placedCpu, placed.count), 3)}  (CPU per order of the bench's own processes; the rate ratio a CPU-bound machine would show)`,
    );
  }
  console.log(
    `load average after   : ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  printFailures('API', placed.failures);
  printFailures('bare', bare.failures);
  if (!ratioOk || !p99Ok) process.exitCode = 1;
  await cleanup();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  await cleanup();
  process.exitCode = 1;
}
