// The build-size check of `npm test` (lane 3, after the storefront build; issue 22): starts the API on the built
// storefront (fresh embedded database, demo data), loads /, a store, /shop, an order's status page and every CMS page
// of the demo data in Chromium and sums the gzip size of the JavaScript each loads until the network is idle, the way
// bench:web measures (scripts/bench-web/first-load.mjs). Exits 1 when a page is over its budget
// (scripts/bench-web/budgets.mjs: 100 KB for the shop's pages, 110 KB for a CMS page) or loads a back-office file,
// and /backend/orders after the admin's sign-in against its 150 KB (issue 22; issue 27 let it grow to 298 KB unseen).
// Sizes, not timings: the result does not depend on the machine's load.
// Env: CHROMIUM_PATH (/usr/bin/chromium), STOREFRONT_DIST (the build to check), FIRST_LOAD_BUDGET_SCALE (e.g. 0.5:
// every budget halved, to see the check fail).
import { existsSync } from 'node:fs';
import { backendOrdersBytes } from './bench-backend/browser.mjs';
import { BACKEND_ORDERS_JS_BUDGET_KB, KB } from './bench-web/budgets.mjs';
import { measureFirstLoad, printFirstLoad } from './bench-web/first-load.mjs';
import { startApi } from './bench-web/server.mjs';
import { repoRoot, storefrontDist } from './storefront-build.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dist = process.env.STOREFRONT_DIST ?? storefrontDist;
const scale = Number(process.env.FIRST_LOAD_BUDGET_SCALE ?? 1);
if (!existsSync(chromiumPath)) {
  console.error(`The first-load check needs Chromium at ${chromiumPath} (or CHROMIUM_PATH).`);
  process.exit(1);
}
if (!existsSync(`${dist}/index.html`)) {
  console.error(`No storefront build in ${dist}: run node scripts/storefront-build.mjs first.`);
  process.exit(1);
}

const api = await startApi({ repoRoot, storefrontDist: dist });
let rows;
let board;
try {
  ({ rows } = await measureFirstLoad(chromiumPath, api.baseUrl));
  board = await backendOrdersBytes(chromiumPath, api.baseUrl);
} finally {
  await api.stop();
}
const checked = rows.map((row) => {
  const limitKb = Math.round(row.budgetKb * scale * 10) / 10;
  return { ...row, budgetKb: limitKb, ok: row.js <= limitKb * KB && !row.backOffice };
});
console.log('First-load JavaScript per page (gzip, level 9) against its budget (issue 22):');
printFirstLoad(checked, api.baseUrl);
const boardLimitKb = Math.round(BACKEND_ORDERS_JS_BUDGET_KB * scale * 10) / 10;
const boardOk = board.js <= boardLimitKb * KB;
console.log(
  `  ${'/backend/orders'.padEnd(24)} JS ${(board.js / KB).toFixed(1).padStart(6)} KB / ${boardLimitKb} KB = ` +
    `${(board.js / (boardLimitKb * KB)).toFixed(2)}  ${board.files.length} scripts  ${boardOk ? 'PASS' : 'MISS'}`,
);
const over = checked.filter((row) => !row.ok);
if (!boardOk) over.push({ label: '/backend/orders (npm run bench:backend -- --only=browser lists the files)' });
if (over.length > 0) {
  console.error(
    `\nFirst-load budget missed on ${over.map((row) => row.label).join(', ')} (npm run bench:web lists the files).`,
  );
  process.exit(1);
}
console.log('\nEvery page within its first-load budget.');
