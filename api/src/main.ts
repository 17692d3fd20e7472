import { startServer } from './app/start.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { loadConfig } from './kernel/config.js';
import { createLogger } from './kernel/logger.js';
import { exitOnSignals } from './kernel/signals.js';
import { clockFromEnv } from './kernel/test-clock.js';

const config = loadConfig();
const logger = createLogger(config.logLevel);

try {
  exitOnSignals(await startServer(config, { logger, now: clockFromEnv(process.env) }), logger);
} catch (error) {
  if (error instanceof DataDirLockedError) {
    process.stderr.write(`${error.message}\n`);
  } else {
    logger.fatal({ err: error }, 'start failed');
  }
  process.exit(1);
}
