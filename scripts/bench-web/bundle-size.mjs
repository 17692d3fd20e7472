// Loads a page in Chromium (playwright-core) and sums the gzip sizes of the same-origin scripts and style sheets it
// loaded (module preloads and lazy chunks fetched during load included; a server-rendered page's inline style sheet
// counts as CSS), and the gzip size of the HTML document. Loaded means: the app has started (hydrated, or rendered
// in the browser) and the network has then been quiet for a second, so the result does not depend on the machine's
// speed.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-quic',
  '--no-first-run',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

/** How long the network must stay quiet after the app started before the page counts as loaded (ms). */
const QUIET_MS = 1000;

/** @returns {Promise<{ js: number, css: number, html: number, files: { url: string, type: string, gzip: number }[] }>} */
export async function loadedAssetSizes(chromiumPath, baseUrl, paths) {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const results = [];
    for (const path of paths) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const pending = [];
      page.on('response', (response) => {
        const type = response.request().resourceType();
        if ((type === 'script' || type === 'stylesheet') && response.url().startsWith(baseUrl)) {
          pending.push(
            response.body().then((body) => ({ url: response.url(), type, gzip: gzipSync(body, { level: 9 }).length })),
          );
        }
      });
      let inFlight = 0;
      let lastActivity = Date.now();
      const started = () => {
        inFlight += 1;
        lastActivity = Date.now();
      };
      const ended = () => {
        inFlight -= 1;
        lastActivity = Date.now();
      };
      page.on('request', started);
      page.on('requestfinished', ended);
      page.on('requestfailed', ended);
      const document = await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      // A server-rendered page starts its modules after its first view and may ask for a lazy page chunk while it
      // hydrates; on a busy machine that comes later than the network's first quiet moment. So: until the app has
      // started (hydrated, or rendered into an empty #root), then until nothing was asked for for a second.
      await page.waitForFunction(
        () =>
          globalThis.document.documentElement.dataset.hydrated === 'true' ||
          (!globalThis.document.getElementById('ssr-state') && globalThis.document.querySelector('#root > *') !== null),
        null,
        { timeout: 30_000, polling: 100 },
      );
      while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const files = await Promise.all(pending);
      // Server-rendered pages carry their style sheet inline (api/src/resources/pages/page-template.ts): count it as CSS.
      const inlineCss = await page.evaluate(() =>
        Array.from(globalThis.document.querySelectorAll('style'), (style) => style.textContent ?? '').join(''),
      );
      if (inlineCss)
        files.push({
          url: `${baseUrl}${path} (inline <style>)`,
          type: 'stylesheet',
          gzip: gzipSync(inlineCss, { level: 9 }).length,
        });
      const html = document ? gzipSync(await document.body(), { level: 9 }).length : 0;
      const sum = (type) => files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
      results.push({ path, js: sum('script'), css: sum('stylesheet'), html, files });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
