import { loadConfig } from './config.js';
import { DataDirLockedError } from './db/data-dir-lock.js';
import { createLogger } from './server/logger.js';
import { exitOnSignals } from './server/signals.js';
import { startServer } from './server/start.js';
import { clockFromEnv } from './server/test-clock.js';

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
