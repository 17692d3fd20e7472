// Lighthouse (mobile defaults: simulated slow 4G and 4x CPU slowdown) with Debian's Chromium, performance only.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** The tasks of Lighthouse's long-tasks audit ({ url, durationMs }), null when the audit did not run. */
function longTasksOf(audit) {
  const items = audit?.details?.items;
  if (!Array.isArray(items)) return null;
  return items.map((item) => ({ url: String(item.url ?? ''), durationMs: Math.round(Number(item.duration) || 0) }));
}

/** The longest of `tasks` whose script URL passes `filter` (ms), 0 when none does, null without tasks. */
export function longestTask(tasks, filter = () => true) {
  if (tasks === null) return null;
  return tasks.filter((task) => filter(task.url)).reduce((longest, task) => Math.max(longest, task.durationMs), 0);
}

/**
 * `longTasks`: the main-thread tasks Lighthouse lists in its long-tasks audit (over 50 ms, with the mobile CPU slowdown
 * applied), each with the script it is attributed to.
 * @returns {Promise<{ score: number | null, lcpMs: number | null, fcpMs: number | null, tbtMs: number | null, clsValue: number | null, longTasks: { url: string, durationMs: number }[] | null, error: string | null }>}
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
        longTasks: null,
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
      longTasks: longTasksOf(lhr.audits['long-tasks']),
      error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : null,
    };
  } finally {
    chrome.kill();
  }
}
