// `npm run generate:db` / `npm run check:generated:db`: the Kysely table types of api/src/db/generated.ts, derived
// from the migrations by kysely-codegen (config: .kysely-codegenrc.json) against a freshly migrated database.
//   node --import tsx scripts/db-types.mjs           writes api/src/db/generated.ts
//   node --import tsx scripts/db-types.mjs --check   fails (exit 1) when the file differs from the migrations
// The database: a new one on TEST_DATABASE_URL's server (created and dropped here) when that is set, else an
// in-memory PGlite; both give the same file.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import codegen from 'kysely-codegen';
import pg from 'pg';
import { startEmbeddedPostgres } from '../api/src/db/embedded-postgres.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';

const repoRoot = path.join(path.dirname(fileURLToPath(import.meta.url)), '..');
const target = path.join(repoRoot, 'api', 'src', 'db', 'generated.ts');
const check = process.argv.includes('--check');

/**
 * Migrates the database at `url` and hands the introspection the same single connection (the embedded PGlite
 * serves one client at a time and may still be closing the last one when the next arrives).
 */
async function migrateAndIntrospect(url) {
  const pool = new pg.Pool({ connectionString: url, max: 1 });
  try {
    // Migrated as the API does it (camelCase names in the schema builder become snake_case).
    await migrateToLatest(new Kysely({ dialect: new PostgresDialect({ pool }), plugins: [new CamelCasePlugin()] }));
    return await introspect(new Kysely({ dialect: new PostgresDialect({ pool }) }));
  } finally {
    await pool.end();
  }
}

async function adminQuery(url, text) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The generated source of a migrated throwaway database. */
async function generateFromMigrations() {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const name = `bestell_db_types_${randomBytes(4).toString('hex')}`;
    await adminQuery(adminUrl, `create database "${name}"`);
    try {
      const url = new URL(adminUrl);
      url.pathname = `/${name}`;
      return await migrateAndIntrospect(url.href);
    } finally {
      await adminQuery(adminUrl, `drop database if exists "${name}"`);
    }
  }
  const embedded = await startEmbeddedPostgres({ memory: true });
  try {
    return await migrateAndIntrospect(`postgres://postgres@${embedded.host}:${embedded.port}/postgres`);
  } finally {
    await embedded.stop();
  }
}

function run(command, args, input) {
  const result = spawnSync(command, args, { cwd: repoRoot, input, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.status !== 0) {
    process.stderr.write(result.stderr || result.stdout || `${command} failed\n`);
    process.exit(1);
  }
  return result.stdout;
}

/** kysely-codegen's output for the database behind `db`, with the options of .kysely-codegenrc.json. */
async function introspect(db) {
  const config = JSON.parse(fs.readFileSync(path.join(repoRoot, '.kysely-codegenrc.json'), 'utf8'));
  const { dialect: _name, ...options } = config;
  const dialect = new codegen.PostgresDialect({
    dateParser: options.dateParser,
    numericParser: options.numericParser,
    domains: options.domains ?? true,
  });
  return await codegen.generate({ ...options, db, dialect, outFile: null });
}

const generated = await generateFromMigrations();
// Biome's formatting and import order, so `npm run lint` accepts the file as written.
const formatted = run(
  path.join(repoRoot, 'node_modules', '.bin', 'biome'),
  ['check', '--write', `--stdin-file-path=${target}`],
  generated,
);

if (check) {
  const current = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  if (current !== formatted) {
    const temp = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'db-types-')), 'generated.ts');
    fs.writeFileSync(temp, formatted);
    spawnSync('diff', ['-u', target, temp], { stdio: 'inherit' });
    console.error(
      '\napi/src/db/generated.ts differs from the migrations: run `npm run generate:db` and commit the result.',
    );
    process.exit(1);
  }
  console.log('api/src/db/generated.ts matches the migrations.');
} else {
  fs.writeFileSync(target, formatted);
  console.log(`Wrote ${path.relative(repoRoot, target)}.`);
}
