import type { Logger } from 'pino';

/**
 * On SIGTERM or SIGINT: stop accepting connections, let in-flight requests finish, close the database, exit 0
 * (1 when closing fails). A second signal while stopping is ignored.
 */
export function exitOnSignals(running: { close(): Promise<void> }, logger: Logger): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down');
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
