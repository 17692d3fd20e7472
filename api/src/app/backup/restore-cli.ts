import fs from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupMessages as m } from '@bestell/domain';
import { migrateToLatest } from '../../db/migrate.js';
import { openShop, runCommand, UsageError } from './cli-common.js';
import { RestoreRefused, restoreBackup } from './restore.js';

/**
 * `npm run restore -- FILE [--force]`: loads a backup into DATABASE_URL (or the embedded database in DATA_DIR) and
 * the configured file storage, migrated to this version first. Refuses a shop that already has data unless --force.
 */
await runCommand(async () => {
  const { values, positionals } = parseArgs({ options: { force: { type: 'boolean' } }, allowPositionals: true });
  const [file] = positionals;
  if (!file || positionals.length > 1) throw new UsageError(m.usageRestore);
  // Before the database is opened (an embedded one would be created): a missing file changes nothing.
  await fs.access(path.resolve(file)).catch(() => {
    throw new RestoreRefused(m.fileNotFound({ file: path.resolve(file) }));
  });
  const shop = await openShop();
  try {
    await migrateToLatest(shop.database.db);
    const { manifest } = await restoreBackup({
      db: shop.database.db,
      originals: shop.originals,
      file: path.resolve(file),
      force: values.force === true,
    });
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `${m.restored({ file: path.resolve(file), tables: manifest.tables.length, rows, files: manifest.files.length })}\n`,
    );
  } finally {
    await shop.database.close();
  }
});
