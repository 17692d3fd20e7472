import { setupMessages } from '@bestell/domain';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { AppConfig } from '../../kernel/config.js';
import { issueSetupCode, setupUrl } from './setup-code.js';

/**
 * While no staff user exists: a new one-time code, and its setup address as one line on the console (whatever the
 * log level, so an operator always sees it) and in the log.
 */
export async function announceSetup(deps: {
  db: Db;
  config: AppConfig;
  logger: Logger;
  now: () => Date;
  write?: (line: string) => void;
}): Promise<string | null> {
  const code = await issueSetupCode(deps.db, deps.now());
  if (code === null) return null;
  const url = setupUrl(deps.config.publicUrl, code);
  (deps.write ?? ((line: string) => process.stdout.write(line)))(`${setupMessages.consoleLine(url)}\n`);
  deps.logger.warn({ setupUrl: url }, 'no staff user yet: open the setup address');
  return url;
}
