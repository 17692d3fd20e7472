import path from 'node:path';
import { parseArgs } from 'node:util';
import { backupMessages as m } from '@bestell/domain';
import { createBackup } from './backup.js';
import { appVersion, openShop, runCommand, UsageError } from './cli-common.js';

/** `npm run backup -- --out FILE`: one archive of the whole shop (docs/deployment.md, Backup). */
await runCommand(async () => {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
  if (!values.out) throw new UsageError(m.usageBackup);
  const outFile = path.resolve(values.out);
  const shop = await openShop();
  try {
    const { manifest, missingFiles } = await createBackup({
      db: shop.database.db,
      kind: shop.database.kind,
      originals: shop.originals,
      outFile,
      appVersion: appVersion(),
      now: new Date(),
    });
    if (missingFiles.length > 0) {
      process.stderr.write(`${m.missingFiles({ count: missingFiles.length, keys: missingFiles.join(', ') })}\n`);
    }
    const rows = manifest.tables.reduce((sum, t) => sum + t.rows, 0);
    process.stdout.write(
      `${m.written({ file: outFile, tables: manifest.tables.length, rows, files: manifest.files.length })}\n`,
    );
  } finally {
    await shop.database.close();
  }
});
