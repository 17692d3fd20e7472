import { setupMessages } from '@bestell/domain';
import { DataDirLockedError } from '../../db/data-dir-lock.js';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { loadConfig } from '../../kernel/config.js';
import { CliError, parseAdminArgs } from './args.js';
import { runAdminCommand } from './commands.js';

/**
 * `npm run admin -- create-user --username NAME --email ADDRESS --role admin` and
 * `npm run admin -- login-link --username NAME`: for a lost password or a locked-out shop. Works on DATABASE_URL and
 * on the embedded database in DATA_DIR (which only one process may open: stop the server first). Exit code 0 on
 * success, 1 on any error (printed in German on stderr).
 */
const m = setupMessages.cli;

async function main(): Promise<void> {
  const command = parseAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await migrateToLatest(database.db);
    const lines = await runAdminCommand(database.db, command, { now: new Date(), publicUrl: config.publicUrl });
    process.stdout.write(`${lines.join('\n')}\n`);
  } finally {
    await database.close();
  }
}

try {
  await main();
} catch (error) {
  const message =
    error instanceof CliError
      ? error.message
      : error instanceof DataDirLockedError
        ? m.dataDirLocked(error.dataDir)
        : m.failed(error instanceof Error ? error.message : String(error));
  process.stderr.write(`${message}\n`);
  process.exitCode = 1;
}
