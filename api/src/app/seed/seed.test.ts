import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase, templates } from '../../../test/helpers.js';
import { seedDemoData } from './seed.js';

const countedTables = [
  'config',
  'images',
  'divisions',
  'branches',
  'delivery_areas',
  'tags',
  'branch_tags',
  'tables',
  'categories',
  'products',
  'product_bundle_items',
  'menus',
  'menu_branches',
  'donatees',
  'sites',
  'navigations',
  'blocks',
  'nodes',
  'users',
  'user_branches',
];

async function counts(database: TestDatabase): Promise<Record<string, number>> {
  const result: Record<string, number> = {};
  for (const table of countedTables) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db);
    result[table] = rows[0]?.n ?? -1;
  }
  return result;
}

describe('demo data seed', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase('migrated');
  });
  afterAll(() => database.close());

  it('fills an empty database and a second run changes nothing', async () => {
    const uploadsDir = templates().uploadsDir;
    await seedDemoData(database.db, { uploadsDir });
    const first = await counts(database);
    const hashes = await database.db.selectFrom('users').select(['username', 'passwordHash']).orderBy('id').execute();

    await seedDemoData(database.db, { uploadsDir });
    expect(await counts(database)).toEqual(first);
    expect(await database.db.selectFrom('users').select(['username', 'passwordHash']).orderBy('id').execute()).toEqual(
      hashes,
    );

    expect(first.branches).toBeGreaterThanOrEqual(3);
    expect(first.products).toBeGreaterThanOrEqual(40);
    expect(first.categories).toBeGreaterThanOrEqual(6);
    expect(first.delivery_areas).toBeGreaterThan(0);
    expect(first.tables).toBeGreaterThan(0);
    expect(first.config).toBe(1);
  });

  it('moves identity sequences past the fixed ids, so new rows get fresh ids', async () => {
    const row = await database.db
      .insertInto('products')
      .values({ uid: 'NEW-1', name: 'Neu', price: '1.00' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const max = await database.db
      .selectFrom('products')
      .select(({ fn }) => fn.max('id').as('max'))
      .where('uid', '!=', 'NEW-1')
      .executeTakeFirstOrThrow();
    expect(row.id).toBeGreaterThan(Number(max.max));
  });

  it('holds what the shop needs: weighed, configurable and bundle products, staff accounts, hours', async () => {
    const db = database.db;
    const products = await db.selectFrom('products').selectAll().execute();
    expect(products.some((p) => p.unit === 'kg' && p.alternativeUnits.length > 0)).toBe(true);
    const configurable = products.filter((p) => p.type === 'configurable');
    const partTypes = new Set(configurable.flatMap((p) => p.config.parts.map((part) => part.type)));
    expect([...partTypes].sort()).toEqual(['multiselect', 'select']);
    const modifiers = new Set(
      configurable.flatMap((p) => p.config.parts.flatMap((part) => part.options.map((o) => o.modifier))),
    );
    expect([...modifiers].sort()).toEqual(['add', 'overwrite', 'subtract']);
    expect(products.some((p) => p.type === 'bundle')).toBe(true);

    const users = await db.selectFrom('users').select(['username', 'roles', 'passwordHash']).orderBy('id').execute();
    expect(users.map((u) => [u.username, u.roles])).toEqual([
      ['admin', ['ROLE_ADMIN']],
      ['filiale', ['ROLE_EMPLOYEE']],
    ]);
    expect(users.every((u) => u.passwordHash.startsWith('$argon2id$'))).toBe(true);
    const links = await db.selectFrom('userBranches').selectAll().execute();
    expect(links).toEqual([{ userId: 2, branchId: 1 }]);

    const branches = await db.selectFrom('branches').selectAll().where('isPublic', '=', true).execute();
    expect(new Set(branches.map((b) => b.city)).size).toBeGreaterThanOrEqual(3);
    expect(branches.some((b) => b.isDeliveryHoursEnabled && b.deliveryHours.length > 0)).toBe(true);
    expect(branches.some((b) => b.isDineInEnabled && b.isTableSelectionEnabled)).toBe(true);
    expect(branches.every((b) => b.openingHours.some((h) => h.type === 'once' && h.isClosed))).toBe(true);
  });
});

describe('demo CMS content (issue 14)', () => {
  it('every demo page passes the site schema unchanged (valid sections, already sanitised, safe links)', async () => {
    const { siteInputSchema, navigationInputSchema, configInputSchema } = await import('@bestell/domain');
    const { demoSites, demoNavigations } = await import('./data/cms.js');
    const { demoConfig } = await import('./data/config.js');
    const types = new Set<string>();
    for (const site of demoSites) {
      const { id: _id, ...input } = site;
      const parsed = siteInputSchema.parse(input);
      expect(parsed.content).toEqual(site.content);
      for (const section of (site.content.sections ?? []) as { type: string }[])
        types.add(`${site.type}:${section.type}`);
    }
    expect([...types].sort()).toEqual(
      [
        ...['hero', 'threeColumns', 'slider', 'parallax', 'teaser', 'offers', 'iframe', 'links', 'shopTeaser'].map(
          (type) => `custom_home:${type}`,
        ),
        ...['heroSite', 'categories', 'vacancies', 'text', 'partner', 'parallax', 'contactForm'].map(
          (type) => `custom_site:${type}`,
        ),
      ].sort(),
    );
    expect(demoSites.some((site) => site.type === 'default' && site.isPublic)).toBe(true);
    // Every site the navigations link to exists and is published.
    const published = new Set(demoSites.filter((site) => site.isPublic).map((site) => site.path));
    for (const navigation of demoNavigations) {
      navigationInputSchema.parse({
        identifier: navigation.identifier,
        name: navigation.name,
        items: navigation.items,
      });
      const targets = (items: typeof navigation.items): string[] =>
        items.flatMap((item) => [
          ...(item.type === 'site' && item.isEnabled ? [item.target ?? ''] : []),
          ...targets(item.children ?? []),
        ]);
      for (const target of targets(navigation.items)) expect(published, target).toContain(target);
    }
    const { enablePluginPWA: _pwa, ...configFields } = demoConfig;
    const config = configInputSchema.parse(configFields);
    expect(config.imprintText).toBe(demoConfig.imprintText);
    expect(config.logo).toEqual({ id: 300, version: 1, extension: 'jpg', alt: 'Bäckerei Morgenrot' });
  });
});
