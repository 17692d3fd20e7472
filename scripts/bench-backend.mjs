// npm run bench:backend — back-office report (issue 12):
//   (a) order history search p99 on 100,000 orders (throwaway PostgreSQL; several query shapes, one request at a time),
//       with GET /api/orders/{id} on the same server as the baseline (ratio = shape p99 / baseline p99);
//       target p99 < 100 ms;
//   (b) first-load JavaScript (gzip) of /backend/login and of /backend/orders after sign-in, target ≤ 150 KB, next to the
//       shop's /shop (bench:web's budget, 100 KB, and no back-office chunk loaded);
//   (c) placement → board latency p50/p99 over 50 orders (Chromium on /backend/orders as admin), target p99 < 1 s.
// PASS/MISS per target (the /shop line is reported only: bench:web owns that budget); the exit code is 1 when a
// target is missed (or the run itself broke).
//   npm run bench:backend [-- --only=history|browser --requests=200 --orders=50]
// Env: DATABASE_URL (use that server for (a)), CHROMIUM_PATH (/usr/bin/chromium), BENCH_SKIP_BUILD=1 and STOREFRONT_DIST
// to measure an existing build.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { benchBrowser } from './bench-backend/browser.mjs';
import { benchHistory, ORDER_COUNT } from './bench-backend/history.mjs';
import { BACKEND_ORDERS_JS_BUDGET_KB, SHOP_JS_BUDGET_KB } from './bench-web/budgets.mjs';
import { startApi } from './bench-web/server.mjs';
import { buildStorefront, repoRoot, storefrontDist } from './storefront-build.mjs';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const targets = {
  historyP99Ms: 100,
  backendKb: BACKEND_ORDERS_JS_BUDGET_KB,
  shopKb: SHOP_JS_BUDGET_KB,
  boardP99Ms: 1000,
};
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dist = process.env.STOREFRONT_DIST ?? storefrontDist;
const fmt = (value, digits = 1) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const kb = (bytes) => (bytes / 1024).toFixed(1);
const verdict = (ok) => (ok ? 'PASS' : 'MISS');
/** The targets missed in this run (exit code 1 when any). */
const missed = [];
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

async function history() {
  console.log(`\n(a) order history on ${ORDER_COUNT.toLocaleString('en')} orders, one request at a time:`);
  const result = await benchHistory({ requests: Number(args.requests ?? 200) });
  const { baseline } = result;
  console.log(`  baseline GET /api/orders/{id}: p50 ${fmt(baseline.p50)} ms, p99 ${fmt(baseline.p99)} ms`);
  for (const shape of result.shapes) {
    console.log(
      `  ${shape.name.padEnd(30)} p50 ${fmt(shape.p50).padStart(6)} ms  p99 ${fmt(shape.p99).padStart(6)} ms  ` +
        `× baseline ${fmt(shape.p99 / baseline.p99, 2).padStart(5)}  matches ${String(shape.total).padStart(6)}  ` +
        `${verdict(shape.p99 < targets.historyP99Ms)}   ?${shape.query}`,
    );
  }
  const worst = Math.max(...result.shapes.map((shape) => shape.p99));
  console.log(
    `  worst history p99 ${fmt(worst)} ms (target < ${targets.historyP99Ms} ms) ${verdict(worst < targets.historyP99Ms)}`,
  );
  if (!(worst < targets.historyP99Ms)) missed.push('history p99');
}

async function browser() {
  if (!existsSync(chromiumPath)) throw new Error(`bench:backend needs Chromium at ${chromiumPath} (or CHROMIUM_PATH)`);
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    console.log('\nBuilding the storefront for production...');
    buildStorefront();
  }
  const api = await startApi({ repoRoot, storefrontDist: dist });
  try {
    const result = await benchBrowser({ chromiumPath, baseUrl: api.baseUrl, orders: Number(args.orders ?? 50) });
    const { sizes, board } = result;
    console.log('\n(b) first-load JavaScript (gzip, level 9):');
    const line = (label, measured, budget, extra = '') => {
      const { js, files } = measured;
      console.log(
        `  ${label.padEnd(34)} ${kb(js).padStart(6)} KB  (target ≤ ${budget} KB) ${verdict(js <= budget * 1024)}${extra}`,
      );
      const biggest = [...files].sort((a, b) => b.gzip - a.gzip).slice(0, 8);
      for (const file of biggest)
        console.log(`      ${kb(file.gzip).padStart(6)} KB  ${file.url.slice(api.baseUrl.length)}`);
      if (files.length > biggest.length) console.log(`      … and ${files.length - biggest.length} smaller files`);
    };
    line('/backend/login', sizes.login, targets.backendKb);
    line('/backend/orders (signed in)', sizes.orders, targets.backendKb);
    if (sizes.orders.js > targets.backendKb * 1024) missed.push('/backend/orders first-load');
    const backOffice = sizes.shop.backOffice.length > 0 ? 'YES (MISS)' : 'no';
    line('/shop (bench:web budget)', sizes.shop, targets.shopKb, `  back-office chunk loaded: ${backOffice}`);
    console.log(`\n(c) placement → board (POST /api/orders until the order card exists on /backend/orders):`);
    if (!board.ready || board.missing.length > 0 || !(board.p99 < targets.boardP99Ms)) missed.push('board latency');
    if (!board.ready) {
      console.log(
        '  the board showed no [data-testid="order-card"][data-order-id] for the first order within 10 s: MISS (board not there?)',
      );
    } else {
      console.log(
        `  ${board.seen} orders seen: p50 ${fmt(board.p50, 0)} ms, p99 ${fmt(board.p99, 0)} ms (target p99 < ${targets.boardP99Ms} ms) ` +
          `${verdict(board.missing.length === 0 && board.p99 < targets.boardP99Ms)}` +
          (board.missing.length > 0 ? `; never shown: ${board.missing.join(', ')}` : ''),
      );
    }
  } finally {
    await api.stop();
  }
}

console.log(`bench:backend — load average (1/5/15 min): ${load()}`);
try {
  if (args.only !== 'browser') await history();
  if (args.only !== 'history') await browser();
  console.log(`\nload average after: ${load()}`);
  if (missed.length > 0) {
    console.log(`MISSED: ${missed.join(', ')}`);
    process.exitCode = 1;
  }
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
}
