/** What test/global-setup.ts hands to every test file (through vitest's provide/inject). */
export interface TestTemplates {
  kind: 'pglite' | 'postgres';
  /** Folder of this run: dumps, the seeded data dir and uploads; removed at the end. */
  root: string;
  /** PGlite: a data dir (pglite/ + uploads/) in the seeded state; child-process tests copy it. */
  seededDataDir: string;
  uploadsDir: string;
  /** PGlite: tarballs of each state. */
  dumps: { blank: string; migrated: string; seeded: string };
  /** PostgreSQL: admin connection string and the template database names. */
  adminUrl: string | null;
  databasePrefix: string;
  templates: { migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    apiTestTemplates: TestTemplates;
  }
}

export function databaseUrl(adminUrl: string, database: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
