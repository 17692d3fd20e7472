import type { Logger } from 'pino';

export interface PeriodicJob {
  /** Runs the job now (also what the timer does); a run already under way is joined, not doubled. */
  runOnce(): Promise<void>;
  stop(): void;
}

/**
 * Runs `run` every `intervalMs` (first after `firstDelayMs`) in this API process. The timers never keep the process
 * alive; a failed run is logged and tried again at the next tick. Jobs must be safe when several API processes run
 * them at the same moment (the retention jobs delete in single statements with SKIP LOCKED).
 */
export function startPeriodicJob(options: {
  name: string;
  run: () => Promise<void>;
  logger: Logger;
  intervalMs: number;
  firstDelayMs: number;
}): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= options.run().finally(() => {
      running = null;
    });
    return running;
  };
  const tick = () => {
    if (stopped) return;
    runOnce().catch((error: unknown) => options.logger.warn({ err: error, job: options.name }, 'periodic job failed'));
  };
  const first = setTimeout(tick, options.firstDelayMs);
  const every = setInterval(tick, options.intervalMs);
  first.unref();
  every.unref();
  return {
    runOnce,
    stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
