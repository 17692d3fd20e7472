// `npm run bench:import`: imports a catalog file of 5,000 products (CSV, semicolons, decimal commas, umlauts,
// 40 categories of which 40 are new) through POST /api/products/import of the real API on a fresh embedded
// database with the demo data, then the same file with every price changed (5,000 updates). Prints both times
// against the budget of issue 23 (each under 10 s) and exits 1 when one is missed.
//
//   npm run bench:import [-- --rows=5000]
//   DATABASE_URL=postgres://… npm run bench:import   (seeds and imports into that database: use a throwaway one)
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createApp } from '../api/src/app/app.ts';
import { seedDemoData } from '../api/src/app/seed/seed.ts';
import { openDatabase } from '../api/src/db/database.ts';
import { migrateToLatest } from '../api/src/db/migrate.ts';
import { loadConfig } from '../api/src/kernel/config.ts';

const args = Object.fromEntries(
  process.argv.slice(2).map((arg) => {
    const [key, value] = arg.replace(/^--/, '').split('=');
    return [key, value ?? 'true'];
  }),
);
const rows = Number(args.rows ?? 5000);
const budgetMs = 10_000;

function catalogCsv(priceCents) {
  const lines = ['Artikelnummer;Name;Beschreibung;Kategorie;Preis;Einheit;MwSt;Allergene;Aktiv'];
  for (let i = 0; i < rows; i++) {
    const cents = priceCents(i);
    const price = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;
    lines.push(
      `BENCH-${i};Bäckerei-Artikel Nr. ${i} (Größe M);"Frisch gebacken; mit Körnern";Sortiment ${i % 40} Süßes;${price};${i % 3 === 0 ? 'kg' : 'Stk.'};${i % 5 === 0 ? '20' : '10'};A, G;${i % 7 === 0 ? 'nein' : 'ja'}`,
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

const tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'bestell-bench-import-'));
const config = {
  ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }),
  port: 0,
  uploadsDir: path.join(tmp, 'uploads'),
};
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { memory: true });
let exitCode = 1;
try {
  await migrateToLatest(database.db);
  // Idempotent: on a given DATABASE_URL it adds only what is missing (the demo admin signs in below).
  await seedDemoData(database.db, { uploadsDir: config.uploadsDir });
  const app = createApp({ db: database.db, logger: pino({ level: 'silent' }), config, extraRouters: [] });
  const server = await new Promise((resolve) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
  });
  const url = `http://127.0.0.1:${server.address().port}`;
  try {
    const login = await fetch(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo-admin' }),
    });
    if (login.status !== 200) throw new Error(`login failed: ${login.status}`);
    const cookie = (login.headers.getSetCookie().find((c) => c.startsWith('bestell_session=')) ?? '').split(';')[0];
    const { data } = await login.json();
    const headers = { Cookie: cookie, 'X-CSRF-Token': data.csrfToken };

    async function importFile(csv, label) {
      const form = new FormData();
      form.append('file', new Blob([csv], { type: 'text/csv' }), 'bench.csv');
      const started = performance.now();
      const res = await fetch(`${url}/api/products/import`, { method: 'POST', headers, body: form });
      const ms = performance.now() - started;
      const body = await res.json();
      if (res.status !== 200) throw new Error(`${label}: ${res.status} ${JSON.stringify(body).slice(0, 500)}`);
      const d = body.data;
      const ok = ms < budgetMs;
      console.log(
        `${label}: ${rows} rows in ${(ms / 1000).toFixed(2)} s (created ${d.created}, updated ${d.updated}, unchanged ${d.unchanged}, categories ${d.categoriesCreated}) — budget ${budgetMs / 1000} s: ${ok ? 'PASS' : 'MISS'}`,
      );
      return ok;
    }
    const first = await importFile(
      catalogCsv((i) => 100 + (i % 900)),
      'import (new products)',
    );
    const second = await importFile(
      catalogCsv((i) => 101 + (i % 900)),
      'import (every price changed)',
    );
    const third = await importFile(
      catalogCsv((i) => 101 + (i % 900)),
      'import (same file again)',
    );
    exitCode = first && second && third ? 0 : 1;
  } finally {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
} finally {
  await database.close();
  await fs.rm(tmp, { recursive: true, force: true });
}
process.exit(exitCode);
