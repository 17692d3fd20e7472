// The build-size check of `npm test` (lane 3, after the storefront build; issue 22): starts the API on the built
// storefront (fresh embedded database, demo data), loads /, a store, /shop, an order's status page and every CMS page
// of the demo data in Chromium and sums the gzip size of the JavaScript each loads until the network is idle, the way
// bench:web measures (scripts/bench-web/first-load.mjs). Exits 1 when a page is over its budget
// (scripts/bench-web/budgets.mjs) or loads a back-office chunk; a page not yet within its budget is held to its
// interim ceiling there (today's size: it must not grow) and reported as over budget. Sizes, not timings: the result
// does not depend on the machine's load.
// Env: CHROMIUM_PATH (/usr/bin/chromium), STOREFRONT_DIST (the build to check), FIRST_LOAD_CHECK_STRICT=1 (the
// budgets alone, no interim ceilings), FIRST_LOAD_BUDGET_SCALE (e.g. 0.5: every budget and ceiling halved, to see
// the check fail).
import { existsSync } from 'node:fs';
import { interimCeilingsKb, KB } from './bench-web/budgets.mjs';
import { measureFirstLoad, printFirstLoad } from './bench-web/first-load.mjs';
import { startApi } from './bench-web/server.mjs';
import { repoRoot, storefrontDist } from './storefront-build.mjs';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const dist = process.env.STOREFRONT_DIST ?? storefrontDist;
const scale = Number(process.env.FIRST_LOAD_BUDGET_SCALE ?? 1);
const strict = process.env.FIRST_LOAD_CHECK_STRICT === '1';
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
try {
  ({ rows } = await measureFirstLoad(chromiumPath, api.baseUrl));
} finally {
  await api.stop();
}
const checked = rows.map((row) => {
  const ceiling = strict ? undefined : interimCeilingsKb[row.label];
  const limitKb = Math.round(Math.max(row.budgetKb, ceiling ?? 0) * scale * 10) / 10;
  return { ...row, budgetKb: limitKb, ok: row.js <= limitKb * KB && !row.backOffice, issueBudgetKb: row.budgetKb };
});
console.log('First-load JavaScript per page (gzip, level 9) against its limit:');
printFirstLoad(checked, api.baseUrl);
for (const row of checked) {
  if (row.js > row.issueBudgetKb * KB) {
    console.log(
      `  ${row.label}: over its budget of ${row.issueBudgetKb} KB (issue 22), held at the interim ceiling of ${row.budgetKb} KB`,
    );
  }
}
const over = checked.filter((row) => !row.ok);
if (over.length > 0) {
  console.error(
    `\nFirst-load budget missed on ${over.map((row) => row.label).join(', ')} (npm run bench:web lists the files).`,
  );
  process.exit(1);
}
const overBudget = checked.filter((row) => row.js > row.issueBudgetKb * KB).length;
console.log(
  overBudget === 0
    ? '\nEvery page within its first-load budget.'
    : `\nEvery page within its limit; ${overBudget} of ${checked.length} still over issue 22's budget (bench:web reports them).`,
);
