import { sql, type Transaction } from 'kysely';
import type { Db } from '../../db/database.js';
import { type DB, json } from '../../db/schema.js';
import { hashPassword } from '../../infrastructure/auth/password.js';
import type { Storage } from '../../infrastructure/storage/storage.js';
import { seedDemoAnalytics } from './analytics-history.js';
import {
  demoBranches,
  demoBranchTags,
  demoDeliveryAreas,
  demoDivision,
  demoTables,
  demoTags,
} from './data/branches.js';
import { demoCategories } from './data/categories.js';
import { demoBlocks, demoNavigations, demoNodes, demoSites } from './data/cms.js';
import { demoConfig } from './data/config.js';
import { demoMenus } from './data/menus.js';
import { demoDonatees, demoUsers } from './data/people.js';
import { demoBundleItems, demoProducts, toProductInsert } from './data/products.js';
import { type DemoImage, writeDemoImages } from './images.js';
import { demoHistoryOptions, seedOrderHistory } from './order-history.js';
import { seedDemoSignage } from './signage.js';
import { seedDemoUploads } from './uploads.js';

type Trx = Transaction<DB>;

/** Image ids: products keep their own id, categories id + 100, branch headers 200 + id, the logo 300. */
function demoImages(): DemoImage[] {
  const colors = new Map(demoCategories.map((c) => [c.id, c.color]));
  return [
    ...demoProducts.map((p) => ({ id: p.id, label: p.name, color: colors.get(p.category) ?? '#b22222' })),
    ...demoCategories.map((c) => ({ id: 100 + c.id, label: c.name, color: c.color })),
    ...demoBranches.map((b) => ({ id: 200 + (b.id ?? 0), label: b.city ?? b.name, color: '#b22222' })),
    { id: 300, label: 'Morgenrot', color: '#b22222' },
  ];
}

/** Tables whose identity sequence must move past the fixed ids of the seed. */
const identityTables = [
  'images',
  'divisions',
  'branches',
  'deliveryAreas',
  'tags',
  'tables',
  'categories',
  'products',
  'menus',
  'donatees',
  'sites',
  'navigations',
  'blocks',
  'nodes',
  'users',
  'uploads',
] as const;

async function resetSequences(trx: Trx): Promise<void> {
  for (const table of identityTables) {
    const name = table.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
    await sql`select setval(pg_get_serial_sequence(${name}, 'id'), greatest((select max(id) from ${sql.table(name)}), 1))`.execute(
      trx,
    );
  }
}

async function seedCatalog(trx: Trx, images: DemoImage[]): Promise<void> {
  await trx
    .insertInto('config')
    .values({ id: 1, data: json(demoConfig) })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('images')
    .values(
      images.map((i) => ({
        id: i.id,
        extension: 'jpg',
        mimeType: 'image/jpeg',
        alt: i.label,
        width: 800,
        height: 600,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('divisions')
    .values(demoDivision)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('branches')
    .values(demoBranches)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('deliveryAreas')
    .values(demoDeliveryAreas)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('tables')
    .values(demoTables)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('tags')
    .values(demoTags)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('branchTags')
    .values(demoBranchTags)
    .onConflict((oc) => oc.columns(['branchId', 'tagId']).doNothing())
    .execute();
  await trx
    .insertInto('categories')
    .values(
      demoCategories.map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        image: json({ id: 100 + c.id, version: 1, extension: 'jpg' }),
        isPublic: c.isPublic ?? true,
        isEnabled: c.isEnabled ?? true,
        position: c.id,
      })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('products')
    .values(demoProducts.map((p) => toProductInsert(p, p.id)))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('productBundleItems')
    .values(demoBundleItems)
    .onConflict((oc) => oc.columns(['bundleId', 'productId']).doNothing())
    .execute();
  await trx
    .insertInto('menus')
    .values(
      demoMenus.map((m) => ({ id: m.id, name: m.name, availableFrom: m.availableFrom, catalog: json(m.catalog) })),
    )
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('menuBranches')
    .values(demoMenus.flatMap((m) => m.branchIds.map((branchId) => ({ menuId: m.id, branchId }))))
    .onConflict((oc) => oc.columns(['menuId', 'branchId']).doNothing())
    .execute();
  await trx
    .insertInto('donatees')
    .values(demoDonatees)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

async function seedCms(trx: Trx): Promise<void> {
  await trx
    .insertInto('sites')
    .values(demoSites.map((s) => ({ ...s, content: json(s.content) })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('navigations')
    .values(demoNavigations.map((n) => ({ ...n, items: json(n.items) })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('blocks')
    .values(demoBlocks.map((b) => ({ ...b, content: json(b.content) })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await trx
    .insertInto('nodes')
    .values(demoNodes.map((n) => ({ ...n, content: json(n.content) })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

/** Users are only created when missing, so a re-seed neither re-hashes nor resets a changed password. */
async function seedUsers(trx: Trx): Promise<void> {
  const existing = new Set((await trx.selectFrom('users').select('id').execute()).map((u) => u.id));
  for (const user of demoUsers) {
    if (existing.has(user.id)) continue;
    const passwordHash = await hashPassword(user.password);
    await trx
      .insertInto('users')
      .values({
        id: user.id,
        username: user.username,
        passwordHash,
        firstName: user.firstName,
        lastName: user.lastName,
        email: user.email,
        roles: user.roles,
      })
      .execute();
    if (user.branchIds.length > 0) {
      await trx
        .insertInto('userBranches')
        .values(user.branchIds.map((branchId) => ({ userId: user.id, branchId })))
        .execute();
    }
  }
}

/**
 * True while the config row is missing. The seed writes it in the same transaction as everything else, so an
 * embedded database whose first seed was interrupted is still seen as empty on the next start.
 */
export async function isUnconfigured(db: Db): Promise<boolean> {
  return (await db.selectFrom('config').select('id').executeTakeFirst()) === undefined;
}

/**
 * Loads the demo bakery. Idempotent: every row has a fixed id and is skipped when present, so running it twice
 * (or on a database where staff changed demo rows) leaves the data as it is. Runs in one transaction.
 */
export async function seedDemoData(
  db: Db,
  options: {
    uploadsDir: string | Storage;
    /** Also six months of generated orders up to the day before this instant (issue 26; `npm start`'s demo). */
    historyUntil?: Date;
  },
): Promise<void> {
  const images = demoImages();
  await writeDemoImages(options.uploadsDir, images);
  await db.transaction().execute(async (trx) => {
    await seedCatalog(trx, images);
    await seedCms(trx);
    await seedDemoUploads(trx, options.uploadsDir);
    await seedUsers(trx);
    await resetSequences(trx);
    await seedDemoSignage(trx);
    if (options.historyUntil) {
      await seedOrderHistory(trx, { ...demoHistoryOptions(options.historyUntil), bulk: true });
      await seedDemoAnalytics(trx, options.historyUntil);
    }
  });
}
