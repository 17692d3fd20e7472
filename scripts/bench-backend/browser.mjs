// Parts (b) and (c) of bench:backend, in Chromium (playwright-core) against the API serving the production build:
// (b) gzip bytes of the same-origin JavaScript fetched while loading /backend/login, /backend/orders after sign-in,
//     and the shop's /shop (the shop must not load back-office chunks);
// (c) placement → board: the admin's /backend/orders is open; orders are placed through POST /api/orders one after the
//     other; the time from just before the POST until the board's element
//     [data-testid="order-card"][data-order-id="<id>"] exists (contract 8), recorded in the page by a MutationObserver.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { orderBody, percentile, postOrder } from '../bench/orders-api.mjs';
import { chromiumArgs } from '../bench-web/bundle-size.mjs';

/** Same-origin scripts fetched while `open(page)` runs and the network settles; gzip level 9 of each body. */
export async function scriptBytes(context, baseUrl, open) {
  const page = await context.newPage();
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.url().startsWith(baseUrl)) {
      pending.push(
        response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
      );
    }
  });
  await open(page);
  await page.waitForLoadState('networkidle');
  const files = await Promise.all(pending);
  return { page, files, js: files.reduce((sum, file) => sum + file.gzip, 0) };
}

export async function signIn(context, baseUrl) {
  const res = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  if (res.status() !== 200) throw new Error(`admin login answered ${res.status()}`);
}

/**
 * First-load JavaScript of /backend/orders after the admin's sign-in (gzip level 9 of every same-origin script until
 * the network is idle), for bench:backend and the build-size check of `npm test` (scripts/check-first-load.mjs).
 */
export async function backendOrdersBytes(chromiumPath, baseUrl) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const context = await browser.newContext();
    await signIn(context, baseUrl);
    const { js, files } = await scriptBytes(context, baseUrl, (page) => page.goto(`${baseUrl}/backend/orders`));
    return { js, files };
  } finally {
    await browser.close();
  }
}

/** In every page of the context: window.__cardSeen[id] = Date.now() when an order card with that id first exists. */
const observeCards = () => {
  const seen = {};
  Object.defineProperty(window, '__cardSeen', { value: seen });
  const scan = () => {
    for (const card of document.querySelectorAll('[data-testid="order-card"][data-order-id]')) {
      const id = card.getAttribute('data-order-id');
      if (id && !(id in seen)) seen[id] = Date.now();
    }
  };
  new MutationObserver(scan).observe(document, { childList: true, subtree: true, attributes: true });
};

export async function benchBrowser({ chromiumPath, baseUrl, orders = 50 }) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const sizes = {};
    {
      const context = await browser.newContext();
      const shop = await scriptBytes(context, baseUrl, (page) => page.goto(`${baseUrl}/shop`));
      sizes.shop = {
        js: shop.js,
        files: shop.files,
        backOffice: shop.files.filter((f) => /(?:backoffice-main|backoffice-app|backend-app)-[\w-]+\.js$/.test(f.url)),
      };
      await context.close();
    }
    {
      const context = await browser.newContext();
      const login = await scriptBytes(context, baseUrl, (page) => page.goto(`${baseUrl}/backend/login`));
      sizes.login = { js: login.js, files: login.files };
      await context.close();
    }
    const context = await browser.newContext();
    await context.addInitScript(observeCards);
    await signIn(context, baseUrl);
    const board = await scriptBytes(context, baseUrl, (page) => page.goto(`${baseUrl}/backend/orders`));
    sizes.orders = { js: board.js, files: board.files };

    const page = board.page;
    const latencies = [];
    const missing = [];
    const headers = await context.request.storageState().then((state) => ({
      Cookie: state.cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; '),
    }));
    let boardReady = true;
    for (let n = 0; n < orders; n++) {
      const started = Date.now();
      const res = await postOrder(baseUrl, orderBody(1, 99, n));
      if (res.status !== 201) throw new Error(`POST /api/orders answered ${res.status}: ${JSON.stringify(res.body)}`);
      const lookup = await fetch(`${baseUrl}/api/orders?q=${res.body.data.uid}`, { headers });
      const id = (await lookup.json()).data?.[0]?.id;
      if (id === undefined) throw new Error('the placed order is not in the history');
      const seenAt = await page
        .waitForFunction((key) => window.__cardSeen?.[key], String(id), { timeout: 10_000, polling: 50 })
        .then((handle) => handle.jsonValue())
        .catch(() => null);
      if (seenAt === null) missing.push(id);
      else latencies.push(seenAt - started);
      // No card for the first order: the board (contract 8) is not there; do not wait 50 times.
      if (n === 0 && seenAt === null) {
        boardReady = false;
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    latencies.sort((a, b) => a - b);
    await context.close();
    return {
      sizes,
      board: {
        ready: boardReady,
        seen: latencies.length,
        missing,
        p50: percentile(latencies, 50),
        p99: percentile(latencies, 99),
      },
    };
  } finally {
    await browser.close();
  }
}
