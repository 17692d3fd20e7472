import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { seedDemoData } from '../src/app/seed/seed.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { databaseUrl, type TestTemplates } from './context.js';
import { contractProblems } from './contract/check.js';
import { contractFolder } from './contract/install.js';

async function writeDump(file: string, dump: (() => Promise<Blob>) | undefined): Promise<void> {
  if (!dump) throw new Error('embedded database without dumpDataDir');
  await fs.writeFile(file, Buffer.from(await (await dump()).arrayBuffer()));
}

async function preparePglite(root: string, dataDir: string, uploadsDir: string): Promise<TestTemplates['dumps']> {
  const dumps = {
    blank: path.join(root, 'blank.tar'),
    migrated: path.join(root, 'migrated.tar'),
    seeded: path.join(root, 'seeded.tar'),
  };
  const database = await openDatabase({ dataDir });
  try {
    await writeDump(dumps.blank, database.dumpDataDir);
    await migrateToLatest(database.db);
    await writeDump(dumps.migrated, database.dumpDataDir);
    await seedDemoData(database.db, { uploadsDir });
    await writeDump(dumps.seeded, database.dumpDataDir);
  } finally {
    await database.close();
  }
  return dumps;
}

async function adminQuery(adminUrl: string, text: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

async function preparePostgres(adminUrl: string, prefix: string, uploadsDir: string) {
  const templates = { migrated: `${prefix}_tpl_migrated`, seeded: `${prefix}_tpl_seeded` };
  await adminQuery(adminUrl, `create database "${templates.migrated}"`);
  const migrated = await openDatabase({ databaseUrl: databaseUrl(adminUrl, templates.migrated) });
  try {
    await migrateToLatest(migrated.db);
  } finally {
    await migrated.close();
  }
  await adminQuery(adminUrl, `create database "${templates.seeded}" template "${templates.migrated}"`);
  const seeded = await openDatabase({ databaseUrl: databaseUrl(adminUrl, templates.seeded) });
  try {
    await seedDemoData(seeded.db, { uploadsDir });
  } finally {
    await seeded.close();
  }
  return templates;
}

async function dropDatabases(adminUrl: string, prefix: string): Promise<void> {
  const { rows } = await adminQuery(
    adminUrl,
    `select datname from pg_database where datname like '${prefix}\\_%' order by datname desc`,
  );
  for (const row of rows as { datname: string }[]) {
    await adminQuery(adminUrl, `drop database if exists "${row.datname}" with (force)`);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'bestell-api-test-'));
  const seededDataDir = path.join(root, 'data');
  const uploadsDir = path.join(seededDataDir, 'uploads');
  const adminUrl = process.env.TEST_DATABASE_URL || null;
  const databasePrefix = `bestell_t${process.pid}`;
  let dumps = { blank: '', migrated: '', seeded: '' };
  let templates = { migrated: '', seeded: '' };
  if (adminUrl) templates = await preparePostgres(adminUrl, databasePrefix, uploadsDir);
  else dumps = await preparePglite(root, seededDataDir, uploadsDir);

  const context: TestTemplates = {
    kind: adminUrl ? 'postgres' : 'pglite',
    root,
    seededDataDir,
    uploadsDir,
    dumps,
    adminUrl,
    databasePrefix,
    templates,
  };
  project.provide('apiTestTemplates', context);

  return async () => {
    // Answers and parameters of the whole run against the OpenAPI document; which operations the suite must cover
    // is checked only when the whole suite ran (scripts/test.sh sets API_CONTRACT_COVERAGE=1).
    const problems = contractProblems(contractFolder(root), { coverage: process.env.API_CONTRACT_COVERAGE === '1' });
    if (adminUrl) await dropDatabases(adminUrl, databasePrefix);
    await fs.rm(root, { recursive: true, force: true });
    if (problems.length > 0) {
      // Vitest reports an error of the teardown but would still exit with 0.
      process.exitCode = 1;
      throw new Error(
        `The API's answers or parameters differ from its OpenAPI document (test/contract):\n${problems.join('\n')}`,
      );
    }
  };
}
