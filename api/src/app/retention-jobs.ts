import type { Logger } from 'pino';
import type { Db } from '../db/database.js';
import { type PeriodicJob, startPeriodicJob } from '../infrastructure/audit/periodic-job.js';
import { purgeOldAuditEntries } from '../infrastructure/audit/retention.js';
import type { Storage } from '../infrastructure/storage/storage.js';
import { foldClosedDays } from '../resources/analytics-log/fold.js';
import { analyticsDayOf } from '../resources/analytics-log/local-day.js';
import { purgeOldForms } from '../resources/forms/retention.js';

/**
 * One retention run: audit entries older than two years, received forms (with files) past `formRetentionMonths`,
 * and the analytics events and visitor salts of closed days (folded into the daily rollups; also done by the first
 * analytics event of a day).
 */
export async function runRetention(deps: { db: Db; formFiles: Storage; now: () => Date; logger: Logger }) {
  const now = deps.now();
  const auditEntries = await purgeOldAuditEntries(deps.db, now);
  const forms = await purgeOldForms(deps.db, deps.formFiles, now);
  await foldClosedDays(deps.db, analyticsDayOf(now));
  if (auditEntries > 0 || forms > 0) deps.logger.info({ auditEntries, forms }, 'retention: old entries removed');
  return { auditEntries, forms };
}

/**
 * Starts the retention job with the API: first five minutes after start, then every six hours. Every API process runs
 * it; the deletes skip rows another process holds, so running it on several machines at once is safe.
 */
export function startRetentionJobs(deps: { db: Db; formFiles: Storage; now: () => Date; logger: Logger }): PeriodicJob {
  return startPeriodicJob({
    name: 'retention',
    logger: deps.logger,
    intervalMs: 6 * 60 * 60 * 1000,
    firstDelayMs: 5 * 60 * 1000,
    run: async () => {
      await runRetention(deps);
    },
  });
}
