// `npm run bench:api`: the catalog reads of every storefront visit, measured against their ceiling.
//
// Starts the real API (api/src/main.ts, as `npm start` runs it) on a free port of 127.0.0.1 over a throwaway
// database (embedded PGlite in a temp dir, or a temp database on the server of DATABASE_URL) holding the demo bakery
// scaled to 1,000 public products, and a bare Koa server that sends the very bytes and headers the API answered,
// from memory. Then, after a warm-up, autocannon loads each route, the two servers taking turns in BENCH_ROUNDS
// windows (4 × 2.5 s each by default), and the bench prints
// requests per second, p50/p99, the server CPU time per request, the ratio to the bare ceiling and PASS/MISS
// against the targets of issue 22 (ratio ≥ 1.0, p99 < 10 ms; exit code 1 when a route misses one), and the p99 of
// the windows right after a catalog write (reported only). The servers log into files of the temp dir, which is
// removed at the end.
//
// Settings (environment): DATABASE_URL, BENCH_PRODUCTS (1000), BENCH_CONNECTIONS (50), BENCH_SECONDS (10), BENCH_ROUNDS (4),
// BENCH_WARMUP_SECONDS (3), BENCH_ACCEPT_ENCODING ('gzip, deflate, br, zstd', as browsers send), BENCH_WRITES (5),
// LOG_LEVEL of the API (its default, info, as with `npm start`).
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiProcessArgs } from './api-process.mjs';
import { request, signInAsDemoAdmin } from './bench/http.mjs';
import { combineWindows, load } from './bench/measure.mjs';
import { freePort, runNode, startServer, stopAll } from './bench/processes.mjs';
import { afterWriteReport, steadyMisses, steadyReport } from './bench/report.mjs';
import { dropTempDatabase, makeTempDatabase } from './bench/temp-database.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const settings = {
  products: Number(env.BENCH_PRODUCTS ?? 1000),
  connections: Number(env.BENCH_CONNECTIONS ?? 50),
  seconds: Number(env.BENCH_SECONDS ?? 10),
  // The measured seconds of each server are split into this many windows, bare and API taking turns, so that a burst
  // of other work on the machine cannot fall on one server's whole measurement.
  rounds: Number(env.BENCH_ROUNDS ?? 4),
  warmupSeconds: Number(env.BENCH_WARMUP_SECONDS ?? 3),
  acceptEncoding: env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd',
  writes: Number(env.BENCH_WRITES ?? 5),
  // Long enough to outlast the rebuild after a write even on a loaded machine (a run that ends before any answer
  // counts nothing).
  afterWriteSeconds: 3,
};
const paths = ['/api/products', '/api/branches'];
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(', ');
const log = (line) => process.stdout.write(`${line}\n`);

let tempDir = null;
let tempDatabase = null;
let cleaning = null;
function cleanUp() {
  cleaning ??= (async () => {
    await stopAll();
    if (tempDatabase) await dropTempDatabase(tempDatabase).catch((error) => log(`could not drop: ${error.message}`));
    if (tempDir) await rm(tempDir, { recursive: true, force: true });
  })();
  return cleaning;
}
let interrupted = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    interrupted = true;
    log(`\n${signal}: stopping the servers and removing the temp files`);
    void cleanUp().finally(() => process.exit(130));
  });
}

async function prepare() {
  tempDir = await mkdtemp(path.join(os.tmpdir(), 'bestell-bench-'));
  const childEnv = {
    ...env,
    STOREFRONT_DIST: path.join(repoRoot, 'storefront', 'dist'),
    // Order and mail limits off (the bench comes from one address).
    RATE_LIMIT_ORDERS: '0',
    RATE_LIMIT_ORDERS_PER_BRANCH: '0',
    RATE_LIMIT_NEW_MAIL_ADDRESSES: '0',
  };
  delete childEnv.DATABASE_URL;
  delete childEnv.DATA_DIR;
  if (env.DATABASE_URL) {
    tempDatabase = await makeTempDatabase(env.DATABASE_URL);
    childEnv.DATABASE_URL = tempDatabase.url;
    childEnv.UPLOADS_DIR = path.join(tempDir, 'uploads');
    log(`database: temp database ${tempDatabase.name} on the DATABASE_URL server`);
  } else {
    childEnv.DATA_DIR = path.join(tempDir, 'data');
    log(`database: embedded PGlite in ${childEnv.DATA_DIR}`);
  }
  const out = await runNode(['--import', 'tsx', 'scripts/bench/prepare-database.mjs'], {
    cwd: repoRoot,
    env: { ...childEnv, BENCH_PRODUCTS: String(settings.products) },
  });
  const { publicProducts } = JSON.parse(out.trim().split('\n').at(-1) ?? '{}');
  log(`catalog: demo bakery with ${publicProducts} public products`);
  return childEnv;
}

async function startApi(childEnv) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  // BENCH_API_NODE_ARGS (e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof") profiles the API of the bench.
  const nodeArgs = (env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
  const child = await startServer([...nodeArgs, ...apiProcessArgs], {
    cwd: repoRoot,
    env: { ...childEnv, PORT: String(port), HOST: '127.0.0.1' },
    logFile: path.join(tempDir, 'api.log'),
    readyUrl: `${url}/api/health`,
  });
  return { url, pid: child.pid };
}

/** Records each route's answer (raw bytes and headers) and starts the bare server that replays it. */
async function startBare({ url: apiUrl }) {
  const recorded = [];
  for (const route of paths) {
    const answer = await request(`${apiUrl}${route}`, { headers: { 'Accept-Encoding': settings.acceptEncoding } });
    if (answer.status !== 200) throw new Error(`${route} answered ${answer.status}`);
    const headers = {};
    for (const [name, value] of Object.entries(answer.headers)) {
      if (!['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'].includes(name))
        headers[name] = value;
    }
    const bodyFile = path.join(tempDir, `${route.replaceAll('/', '_')}.body`);
    await writeFile(bodyFile, answer.body);
    recorded.push({ path: route, headers, bodyFile });
    log(
      `${route}: ${answer.body.length} bytes as ${headers['content-encoding'] ?? 'identity'}, ETag ${headers.etag ?? '-'}`,
    );
  }
  const routesFile = path.join(tempDir, 'routes.json');
  await writeFile(routesFile, JSON.stringify(recorded));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = await startServer([path.join('scripts', 'bench', 'bare-server.mjs'), routesFile], {
    cwd: repoRoot,
    env: { ...env, PORT: String(port) },
    logFile: path.join(tempDir, 'bare.log'),
    readyUrl: `${url}${paths[0]}`,
  });
  return { url, pid: child.pid };
}

async function measureSteady(apiServer, bareServer) {
  const headers = { 'accept-encoding': settings.acceptEncoding };
  const base = { connections: settings.connections, headers };
  log(`warm-up: ${settings.warmupSeconds} s per route and server`);
  for (const route of paths) {
    await load(`${bareServer.url}${route}`, { ...base, seconds: settings.warmupSeconds });
    await load(`${apiServer.url}${route}`, { ...base, seconds: settings.warmupSeconds });
  }
  const results = [];
  const seconds = settings.seconds / settings.rounds;
  for (const route of paths) {
    log(`measuring ${route}: ${settings.rounds} × (bare Koa ${seconds} s, API ${seconds} s)`);
    const bare = [];
    const api = [];
    for (let round = 0; round < settings.rounds; round++) {
      bare.push(await load(`${bareServer.url}${route}`, { ...base, seconds, pid: bareServer.pid }));
      api.push(await load(`${apiServer.url}${route}`, { ...base, seconds, pid: apiServer.pid }));
    }
    results.push({ path: route, bare: combineWindows(bare), api: combineWindows(api) });
  }
  return results;
}

/** Windows of load that start right after a catalog write (PUT /api/tags/1 as the demo admin). */
async function measureAfterWrites(apiUrl) {
  const route = '/api/products';
  const headers = { 'accept-encoding': settings.acceptEncoding };
  const window = { connections: settings.connections, headers, seconds: settings.afterWriteSeconds };
  const admin = await signInAsDemoAdmin(apiUrl);
  let n = 0;
  const write = async () => {
    n += 1;
    const answer = await request(`${apiUrl}/api/tags/1`, {
      method: 'PUT',
      headers: admin,
      body: JSON.stringify({ name: `Bio ${n}` }),
    });
    if (answer.status !== 200) throw new Error(`PUT /api/tags/1 answered ${answer.status}: ${answer.body}`);
  };
  log(
    `after writes: ${settings.writes} × (write, one read) and ${settings.writes} × (write, ${window.seconds} s load)`,
  );
  const quiet = await load(`${apiUrl}${route}`, window);
  const firstReads = [];
  for (let i = 0; i < settings.writes; i++) {
    await write();
    const answer = await request(`${apiUrl}${route}`, { headers });
    firstReads.push(answer.ms);
  }
  const afterWrite = [];
  for (let i = 0; i < settings.writes; i++) {
    await write();
    afterWrite.push(await load(`${apiUrl}${route}`, window));
  }
  return { path: route, quiet, afterWrite, firstReads };
}

let failed = false;
/** The targets missed (exit code 1 when any). */
let missed = [];
try {
  log(`bench:api on ${os.cpus().length} cores, Node ${process.version}, load average ${loadAverage()}`);
  log(
    `${settings.connections} connections, ${settings.seconds} s per run, Accept-Encoding: ${settings.acceptEncoding}`,
  );
  const childEnv = await prepare();
  const apiServer = await startApi(childEnv);
  log(`API: ${apiServer.url} (api/src/main.ts, LOG_LEVEL ${env.LOG_LEVEL ?? 'info'})`);
  const bareServer = await startBare(apiServer);
  log(`bare Koa: ${bareServer.url}`);
  const steady = await measureSteady(apiServer, bareServer);
  let afterWrites = null;
  try {
    afterWrites = await measureAfterWrites(apiServer.url);
  } catch (error) {
    log(`after writes: not measured (${error.message})`);
  }
  log(`\n${steadyReport(steady)}`);
  missed = steadyMisses(steady);
  if (afterWrites) log(`\n${afterWriteReport(afterWrites)}`);
  log(`\nload average at the end: ${loadAverage()} (other processes on this machine share its cores)`);
  if (missed.length > 0) log(`MISSED: ${missed.join('; ')}`);
} catch (error) {
  failed = true;
  // After Ctrl-C the load runs fail against the stopped servers: nothing to report.
  if (!interrupted) log(`bench failed: ${error instanceof Error ? error.stack : error}`);
} finally {
  await cleanUp();
}
process.exit(failed || missed.length > 0 ? 1 : 0);
