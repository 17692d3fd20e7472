// Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) with Debian's Chromium, performance only.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** @returns {Promise<{ score: number | null, lcpMs: number | null, fcpMs: number | null, tbtMs: number | null, clsValue: number | null, error: string | null }>} */
export async function lighthousePerformance(chromiumPath, url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const lhr = result?.lhr;
    if (!lhr)
      return {
        score: null,
        lcpMs: null,
        fcpMs: null,
        tbtMs: null,
        error: 'Lighthouse returned no result',
        clsValue: null,
      };
    const score = lhr.categories.performance?.score;
    const ms = (audit) => {
      const value = lhr.audits[audit]?.numericValue;
      return typeof value === 'number' ? Math.round(value) : null;
    };
    return {
      score: typeof score === 'number' ? Math.round(score * 100) : null,
      lcpMs: ms('largest-contentful-paint'),
      fcpMs: ms('first-contentful-paint'),
      tbtMs: ms('total-blocking-time'),
      clsValue:
        typeof lhr.audits['cumulative-layout-shift']?.numericValue === 'number'
          ? lhr.audits['cumulative-layout-shift'].numericValue
          : null,
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  } finally {
    chrome.kill();
  }
}
