// Loads a page in Chromium (playwright-core) and sums the gzip sizes of the same-origin scripts and style sheets it
// loaded (module preloads and lazy chunks fetched during load included).
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

/** @returns {Promise<{ js: number, css: number, files: { url: string, type: string, gzip: number }[] }>} */
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
      await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
      const files = await Promise.all(pending);
      const sum = (type) => files.filter((file) => file.type === type).reduce((total, file) => total + file.gzip, 0);
      results.push({ path, js: sum('script'), css: sum('stylesheet'), files });
      await context.close();
    }
    return results;
  } finally {
    await browser.close();
  }
}
