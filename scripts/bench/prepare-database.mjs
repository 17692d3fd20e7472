// Runs in its own process with `node --import tsx` (it loads the api's TypeScript modules): migrates the bench
// database, loads the demo bakery and adds generated products until BENCH_PRODUCTS of them are public and enabled.
// Environment: DATABASE_URL (a throwaway database) or DATA_DIR (a throwaway embedded data dir); BENCH_PRODUCTS.
import { sql } from 'kysely';
import { demoProducts, toProductInsert } from '../../api/src/app/seed/data/products.ts';
import { isUnconfigured, seedDemoData } from '../../api/src/app/seed/seed.ts';
import { openDatabase } from '../../api/src/db/database.ts';
import { migrateToLatest } from '../../api/src/db/migrate.ts';
import { loadConfig } from '../../api/src/kernel/config.ts';

const wanted = Number(process.env.BENCH_PRODUCTS ?? 1000);
const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
);
try {
  await migrateToLatest(database.db);
  if (await isUnconfigured(database.db)) await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
  const db = database.db;
  const visible = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('isPublic', '=', true)
    .where('isEnabled', '=', true)
    .executeTakeFirstOrThrow();
  const missing = wanted - Number(visible.count);
  if (missing > 0) {
    const last = await db
      .selectFrom('products')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    // Copies of the demo range (bundles left out: their contents live in another table), each with its own name.
    const models = demoProducts.filter((p) => p.type !== 'bundle');
    const rows = Array.from({ length: missing }, (_, i) => {
      const model = models[i % models.length];
      const id = Number(last.id ?? 0) + 1 + i;
      const variant = Math.floor(i / models.length) + 2;
      return toProductInsert(
        { ...model, name: `${model.name} (Sorte ${variant})`, isPublic: true, isEnabled: true },
        id,
      );
    });
    for (let start = 0; start < rows.length; start += 200) {
      await db
        .insertInto('products')
        .values(rows.slice(start, start + 200))
        .execute();
    }
    await sql`select setval(pg_get_serial_sequence('products', 'id'), (select max(id) from products))`.execute(db);
  }
  const count = await db
    .selectFrom('products')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('isPublic', '=', true)
    .where('isEnabled', '=', true)
    .executeTakeFirstOrThrow();
  process.stdout.write(`${JSON.stringify({ publicProducts: Number(count.count) })}\n`);
} finally {
  await database.close();
}
