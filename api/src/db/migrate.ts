import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type Kysely, type Migration, type MigrationProvider, type MigrationResultSet, Migrator } from 'kysely';
import { apiRoot } from '../kernel/config.js';

/**
 * api/migrations (TypeScript) when the API runs from its sources; the `migrations` folder beside the bundle (the same
 * files compiled by `npm run build:api`, api/dist/migrations) when it runs from the production build, which needs no
 * TypeScript loader.
 */
const here = fileURLToPath(import.meta.url);
export const migrationsDir = here.endsWith('.ts')
  ? path.join(apiRoot, 'migrations')
  : path.join(path.dirname(here), 'migrations');

/** Every `NNNN-name.ts` (or compiled `.js`) file of the migrations folder, ordered by name; named without extension. */
class MigrationFolderProvider implements MigrationProvider {
  constructor(private readonly folder: string) {}

  async getMigrations(): Promise<Record<string, Migration>> {
    const files = (await fs.readdir(this.folder)).filter((f) => /^\d{4}-[a-z0-9-]+\.[tj]s$/.test(f)).sort();
    const migrations: Record<string, Migration> = {};
    for (const file of files) {
      const module = (await import(pathToFileURL(path.join(this.folder, file)).href)) as Migration;
      if (typeof module.up !== 'function') throw new Error(`Migration ${file} exports no up()`);
      migrations[file.replace(/\.[tj]s$/, '')] = module;
    }
    return migrations;
  }
}

/** Applies all pending migrations; throws (with the failing migration's name) when one fails. */
export async function migrateToLatest<T>(db: Kysely<T>, folder: string = migrationsDir): Promise<MigrationResultSet> {
  const migrator = new Migrator({ db: db as Kysely<unknown>, provider: new MigrationFolderProvider(folder) });
  const result = await migrator.migrateToLatest();
  if (result.error) {
    const failed = result.results?.find((r) => r.status === 'Error');
    const cause = result.error instanceof Error ? result.error : new Error(String(result.error));
    throw new Error(`Migration ${failed?.migrationName ?? '?'} failed: ${cause.message}`, { cause });
  }
  return result;
}
