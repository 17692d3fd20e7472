// First-load JavaScript of the shop's pages against their budgets (issue 22): `/`, a store, `/shop`, an order's status
// page and every CMS page of the demo data, measured in Chromium by loadedAssetSizes (every same-origin script the
// page loads until the network is idle, lazy chunks included, gzip level 9). Shared by bench:web and the build-size
// check of `npm test` (scripts/check-first-load.mjs), so both measure the same way.
import { orderBody, postOrder } from '../bench/orders-api.mjs';
import { CMS_JS_BUDGET_KB, cmsPaths, KB, SHOP_JS_BUDGET_KB } from './budgets.mjs';
import { loadedAssetSizes } from './bundle-size.mjs';

/** The back-office's entry and app (its own React build, storefront/vite.config.ts); backend-app before issue 22. */
const backOfficeFile = /\/assets\/(?:backoffice-main|backoffice-app|backend-app)-[\w-]+\.js$/;

/** A public, enabled branch of the demo data and its store page's path. */
export async function demoStorePath(baseUrl) {
  const branches = (await (await fetch(`${baseUrl}/api/branches`)).json()).data;
  const branch = branches.find((entry) => entry.isPublic && entry.isEnabled);
  if (!branch) throw new Error('no public branch in the demo data');
  return { branch, storePath: `/store/${encodeURIComponent(branch.identifier)}` };
}

/**
 * The status page of an order placed through the API (the demo's bench order, `scripts/bench/orders-api.mjs`). When
 * no branch takes orders at this hour, the status page of an unknown order: the same page chunks load, it shows its
 * "not found" text. `placed` tells which one it is.
 */
export async function statusPagePath(baseUrl, branchIds) {
  for (const id of branchIds) {
    const res = await postOrder(baseUrl, orderBody(id, 0, 0));
    if (res.status === 201) {
      const { uid, hash } = res.body.data;
      return { path: `/status/${encodeURIComponent(uid)}/${encodeURIComponent(hash)}`, placed: true };
    }
  }
  return { path: '/status/unbekannt/0000000000', placed: false };
}

/**
 * @returns {Promise<{ rows: { path: string, label: string, budgetKb: number, js: number, css: number, html: number,
 *   ok: boolean, backOffice: boolean, files: { url: string, type: string, gzip: number }[] }[], statusPlaced: boolean }>}
 */
export async function measureFirstLoad(chromiumPath, baseUrl, { warm = async () => {} } = {}) {
  const { branch, storePath } = await demoStorePath(baseUrl);
  const branches = (await (await fetch(`${baseUrl}/api/branches`)).json()).data;
  const status = await statusPagePath(baseUrl, [branch.id, ...branches.map((entry) => entry.id)]);
  const budgets = new Map([
    ['/', SHOP_JS_BUDGET_KB],
    [storePath, SHOP_JS_BUDGET_KB],
    ['/shop', SHOP_JS_BUDGET_KB],
    [status.path, SHOP_JS_BUDGET_KB],
    ...cmsPaths.map((path) => [path, CMS_JS_BUDGET_KB]),
  ]);
  // Pages as visitors get them: rendered and kept by the API (the first request of a page renders it).
  await warm([...budgets.keys()]);
  const labels = new Map([
    [status.path, status.placed ? '/status/{uid}/{hash}' : '/status (unknown order)'],
    [storePath, '/store/{identifier}'],
  ]);
  const results = await loadedAssetSizes(chromiumPath, baseUrl, [...budgets.keys()]);
  const rows = results.map((result) => {
    const budgetKb = budgets.get(result.path) ?? SHOP_JS_BUDGET_KB;
    const backOffice = result.files.some((file) => backOfficeFile.test(file.url));
    return {
      ...result,
      // The route (the same for every run): /store/{identifier}, /status/{uid}/{hash}.
      label: labels.get(result.path) ?? result.path,
      budgetKb,
      backOffice,
      ok: result.js <= budgetKb * KB && !backOffice,
    };
  });
  return { rows, statusPlaced: status.placed };
}

/** Prints one line per page (JS against its budget as a ratio) and, with `files`, the files it loaded. */
export function printFirstLoad(rows, baseUrl, { files = false } = {}) {
  const kb = (bytes) => (bytes / KB).toFixed(1);
  for (const row of rows) {
    const ratio = row.js / (row.budgetKb * KB);
    console.log(
      `  ${row.label.padEnd(24)} JS ${kb(row.js).padStart(6)} KB / ${row.budgetKb} KB = ${ratio.toFixed(2)}  ` +
        `CSS ${kb(row.css).padStart(5)} KB  HTML ${kb(row.html).padStart(5)} KB  ${row.files.filter((f) => f.type === 'script').length} scripts  ` +
        `${row.ok ? 'PASS' : 'MISS'}${row.backOffice ? '  (back-office chunk loaded: MISS)' : ''}`,
    );
    if (files) {
      for (const file of [...row.files].sort((a, b) => b.gzip - a.gzip)) {
        console.log(
          `      ${kb(file.gzip).padStart(6)} KB  ${file.type === 'script' ? 'js ' : 'css'}  ${file.url.slice(baseUrl.length)}`,
        );
      }
    }
  }
}
