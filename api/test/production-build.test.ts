import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApi } from '../../scripts/build-api.mjs';
import { migrationsDir } from '../src/db/migrate.js';
import { apiRoot } from '../src/kernel/config.js';
import { createPostgresDatabase, templates } from './helpers.js';

// The production build (`npm run build:api`, what `npm start` runs) started by plain Node: no tsx, no loader
// hooks. On a blank database it must apply every migration from its compiled copies and answer. PostgreSQL only:
// a real process needs a database server it can share (and the build is checked once per Node of the run).
describe.runIf(templates().kind === 'postgres')('the API built for production', () => {
  const outDir = path.join(apiRoot, `.build-test-${randomBytes(4).toString('hex')}`);
  let database: { url: string; drop(): Promise<void> } | undefined;
  let child: ChildProcess | undefined;
  let output = '';

  beforeAll(async () => {
    database = await createPostgresDatabase('blank');
    await buildApi(outDir);
  }, 60_000);

  afterAll(async () => {
    if (child && child.exitCode === null) {
      const exited = new Promise((resolve) => child?.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(outDir, { recursive: true, force: true });
    await database?.drop();
  }, 30_000);

  it('runs with plain node, migrates a blank database from the compiled migrations and serves the API', async () => {
    const env: Record<string, string | undefined> = {
      ...process.env,
      // Nothing may come from the test runner's loaders.
      NODE_OPTIONS: '',
      DATABASE_URL: database?.url,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PAYMENT_PROVIDER: 'none',
    };
    child = spawn(process.execPath, [path.join(outDir, 'main.js')], { cwd: apiRoot, env, stdio: 'pipe' });
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setInterval(() => {
        const line = output.split('\n').find((l) => l.includes('"listening"'));
        if (line) {
          clearInterval(timer);
          resolve((JSON.parse(line) as { url: string }).url);
        } else if (child?.exitCode !== null) {
          clearInterval(timer);
          reject(new Error(`the built API exited: ${output}`));
        }
      }, 50);
    });

    const response = await fetch(`${url}/api/branches`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: unknown[] }).data).toEqual([]);

    const compiled = fs.readdirSync(path.join(outDir, 'migrations')).filter((f) => f.endsWith('.js'));
    const sources = fs.readdirSync(migrationsDir).filter((f) => /^\d{4}-.*\.ts$/.test(f));
    expect(compiled.map((f) => f.replace(/\.js$/, ''))).toEqual(sources.map((f) => f.replace(/\.ts$/, '')));
    const client = new pg.Client({ connectionString: database?.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ name: string }>('select name from kysely_migration order by name');
      expect(rows.map((row) => row.name)).toEqual(sources.map((f) => f.replace(/\.ts$/, '')));
    } finally {
      await client.end();
    }
    // The bundle loads no TypeScript: neither tsx nor a .ts file of the sources.
    const bundle = fs.readFileSync(path.join(outDir, 'main.js'), 'utf8');
    expect(bundle).not.toMatch(/from ["']tsx/);
  }, 60_000);
});
