// Shared by bench:orders and no-order-lost: a seeded database, the real API process, valid order bodies.
import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcessArgs } from '../api-process.mjs';

export const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/**
 * Migrates and seeds the demo data into `databaseUrl` (npm run seed -w api), then opens every branch around the clock
 * so orders are valid whenever the script runs. Returns the uploads dir to hand to the API (remove it afterwards).
 */
export async function seedDatabase(databaseUrl) {
  const uploadsDir = mkdtempSync(join(tmpdir(), 'bestell-orders-uploads-'));
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(repoRoot, 'api', 'src', 'app', 'seed', 'cli.ts')],
    {
      cwd: join(repoRoot, 'api'),
      env: { ...process.env, DATABASE_URL: databaseUrl, UPLOADS_DIR: uploadsDir, LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    },
  );
  if (seeded.status !== 0) throw new Error(`seeding failed: ${seeded.stderr || seeded.stdout}`);
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const allDay = JSON.stringify([{ type: 'daily', date: null, isClosed: false, from: '00:00', to: '23:59' }]);
    await client.query(
      'update branches set opening_hours = $1::jsonb, delivery_hours = $1::jsonb, is_delivery_hours_enabled = false',
      [allDay],
    );
  } finally {
    await client.end();
  }
  return uploadsDir;
}

/** A valid takeaway order with three lines (two Kaisersemmeln, a Bauernbrot, one more Kaisersemmel). */
export function orderBody(branch, client, n) {
  return {
    firstName: 'Bench',
    lastName: `Kunde ${client}-${n}`,
    phone: '+436641234567',
    email: `bench${client}@example.at`,
    paymentMethod: 'cash',
    notificationType: 'email',
    legalInstructions: true,
    privacyPolicy: true,
    branch,
    isDelivery: false,
    isDineIn: false,
    items: [
      { product: 8, amount: '2', unit: 'Stk.', parts: [] },
      { product: 1, amount: '1', unit: 'Stk.', parts: [] },
      { product: 8, amount: '1', unit: 'Stk.', parts: [] },
    ],
  };
}

/**
 * Kept-alive connections for the clients of the scripts. node:http rather than fetch: on a 2-core machine the load
 * generator shares the CPU with the API and PostgreSQL, and fetch costs it about three times the CPU per request.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 256 });

/** POST /api/orders with an Idempotency-Key; resolves { status, body, replayed }; network errors reject. */
export function postOrder(baseUrl, body, key = randomUUID(), signal) {
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${baseUrl}/api/orders`,
      {
        method: 'POST',
        agent,
        signal,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(payload),
          'Idempotency-Key': key,
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          text += chunk;
        });
        response.on('error', reject);
        response.on('end', () => {
          let parsed = null;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = text;
          }
          resolve({
            status: response.statusCode,
            body: parsed,
            replayed: response.headers['idempotent-replayed'] === 'true',
          });
        });
      },
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** The branches (of `candidates`) that accept the bench order right now. */
export async function acceptingBranches(baseUrl, candidates) {
  const accepting = [];
  for (const branch of candidates) {
    const res = await postOrder(baseUrl, orderBody(branch, 0, 0));
    if (res.status === 201) accepting.push(branch);
  }
  return accepting;
}

/**
 * The order limits of the API the scripts start. `off`: 0 (no counter touched), as the no-order-lost check places
 * thousands of orders from one address. `counted`: limits so high they never refuse, so every placement still takes
 * its units from the client's and the branch's counters (bench:orders measures placements with the limits in place).
 */
const orderLimitEnv = {
  off: { RATE_LIMIT_ORDERS: '0', RATE_LIMIT_ORDERS_PER_BRANCH: '0', RATE_LIMIT_NEW_MAIL_ADDRESSES: '0' },
  counted: { RATE_LIMIT_ORDERS: '1000000000', RATE_LIMIT_ORDERS_PER_BRANCH: '1000000000' },
};

/**
 * Starts the real API (node --import tsx api/src/main.ts) on `databaseUrl`; resolves { url, child, stop() } once
 * /api/health answers 200.
 */
export async function startApi({
  databaseUrl,
  uploadsDir,
  port,
  logLevel = 'warn',
  timeoutMs = 60_000,
  orderLimits = 'off',
}) {
  // BENCH_API_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the API of the bench.
  const nodeArgs = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...nodeArgs, ...apiProcessArgs], {
    cwd: repoRoot,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      UPLOADS_DIR: uploadsDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      STOREFRONT_DIST: join(uploadsDir, 'no-storefront'),
      ...orderLimitEnv[orderLimits],
    },
    stdio: ['ignore', 'ignore', 'pipe'],
    // Its own session, as a service runs (systemd unit, container): on Linux with autogroup scheduling the kernel
    // shares the CPU between sessions first, so the API would otherwise share one slice with the load generator,
    // while PostgreSQL (pg_ctl starts it in a session of its own) and the bare transaction's clients each have one.
    detached: process.env.BENCH_API_SESSION !== 'shared',
  });
  // A detached child outlives this process unless stopped: killed when the script ends whatever the way.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  let stderr = '';
  child.stderr.on('data', (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`API exited early: ${stderr}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() - started > timeoutMs) {
      child.kill('SIGKILL');
      throw new Error(`API did not become healthy within ${timeoutMs} ms: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const stop = (signal = 'SIGTERM') =>
    new Promise((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill(signal);
    });
  return { url, child, stop };
}

export function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)];
}

export function removeDir(dir) {
  rmSync(dir, { recursive: true, force: true });
}
