// Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) with Debian's Chromium, performance only.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The longest task of Lighthouse's long-tasks audit (ms), 0 when it lists none, null when the audit did not run. */
function longestTask(audit) {
  const items = audit?.details?.items;
  if (!Array.isArray(items)) return null;
  return Math.round(items.reduce((longest, item) => Math.max(longest, Number(item.duration) || 0), 0));
}

/**
 * `longestTaskMs`: the longest main-thread task Lighthouse lists in its long-tasks audit (tasks over 50 ms, with the
 * mobile CPU slowdown applied), 0 when there is none.
 * @returns {Promise<{ score: number | null, lcpMs: number | null, fcpMs: number | null, tbtMs: number | null, clsValue: number | null, longestTaskMs: number | null, error: string | null }>}
 */
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
        longestTaskMs: null,
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
      longestTaskMs: longestTask(lhr.audits['long-tasks']),
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  } finally {
    chrome.kill();
  }
}
