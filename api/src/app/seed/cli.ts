import { DataDirLockedError } from '../../db/data-dir-lock.js';
import { openDatabase } from '../../db/database.js';
import { migrateToLatest } from '../../db/migrate.js';
import { mediaFor } from '../../infrastructure/media/media.js';
import { loadConfig } from '../../kernel/config.js';
import { seedDemoData } from './seed.js';

/** `npm run seed -w api`: migrates and loads the demo data into DATABASE_URL or the embedded database. */
const config = loadConfig();
try {
  const database = await openDatabase(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  try {
    await migrateToLatest(database.db);
    await seedDemoData(database.db, { uploadsDir: mediaFor(config).stores.originals });
    process.stdout.write(`Demo-Daten geladen (${database.kind === 'postgres' ? 'PostgreSQL' : config.dataDir}).\n`);
  } finally {
    await database.close();
  }
} catch (error) {
  process.stderr.write(`${error instanceof DataDirLockedError ? error.message : String(error)}\n`);
  process.exitCode = 1;
}
