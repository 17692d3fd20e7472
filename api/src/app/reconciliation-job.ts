import { type PeriodicJob, startPeriodicJob } from '../infrastructure/audit/periodic-job.js';
import { runReconciliation } from '../resources/reconciliation/reconcile.js';
import type { RefundDeps } from '../resources/refunds/execute.js';

/**
 * Starts the payment reconciliation with the API (issue 25 point 4): first a minute after start, then every minute.
 * Every API process runs it; rows are claimed with FOR UPDATE SKIP LOCKED and a claim time, so processes never ask
 * the provider about the same payment or refund at once. Nothing to do without an online provider.
 */
export function startReconciliationJob(deps: RefundDeps): PeriodicJob | null {
  if (deps.config.payments.provider === 'none') return null;
  return startPeriodicJob({
    name: 'reconciliation',
    logger: deps.logger,
    intervalMs: 60 * 1000,
    firstDelayMs: 60 * 1000,
    run: async () => {
      await runReconciliation(deps);
    },
  });
}
