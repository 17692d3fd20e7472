import { readSheet } from 'read-excel-file/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import writeXlsxFile from 'write-excel-file/node';
import { eventually } from '../../../../test/eventually.js';
import { createTestApp, type TestApp, type TestResponse } from '../../../../test/helpers.js';
import { catalogFeedOf } from '../../../db/change-feed.js';
import { demoEmployee, signInAs, type TestSession } from '../../../infrastructure/auth/test-session.js';
import type { ImportResult } from './service.js';

interface ErrorAnswer {
  errors: { message: string; field?: string; code: string; line?: number }[];
}

let app: TestApp;
let admin: TestSession;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app);
});
afterAll(() => app.close());

function upload<T = { data: ImportResult }>(
  content: string | Uint8Array,
  options: { name?: string; dryRun?: boolean; session?: TestSession | null; type?: string } = {},
) {
  const form = new FormData();
  const bytes = typeof content === 'string' ? new TextEncoder().encode(content) : content;
  form.append('file', new Blob([bytes], { type: options.type ?? 'text/csv' }), options.name ?? 'artikel.csv');
  const session = options.session === undefined ? admin : options.session;
  return app.request<T>(`/api/products/import${options.dryRun ? '?dryRun=true' : ''}`, {
    method: 'POST',
    headers: session ? session.headers : {},
    body: form,
  });
}

const productByUid = (uid: string) =>
  app.db.selectFrom('products').selectAll().where('uid', '=', uid).executeTakeFirst();
const productCount = async () =>
  Number(
    (
      await app.db
        .selectFrom('products')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function exportCsv(): Promise<string> {
  const res = await fetch(`${app.url}/api/products/export.csv`, { headers: admin.headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
  // Keep the byte order mark (Excel needs it to read UTF-8).
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(await res.arrayBuffer());
}

/** The catalog change events (table names) heard while `action` runs, closed by a control write to tags. */
async function changeEventsDuring(action: () => Promise<void>): Promise<string[]> {
  const feed = catalogFeedOf(app.db);
  if (!feed) throw new Error('no catalog feed');
  const heard: string[] = [];
  const stop = feed.subscribe({ changed: (t) => heard.push(t), lost: () => {}, connected: () => {} });
  try {
    await action();
    await app.db.updateTable('tags').set({ position: 0 }).where('id', '=', -1).execute();
    await eventually(async () => heard.includes('tags'));
  } finally {
    stop();
  }
  return heard.filter((t) => t !== 'tags');
}

describe('POST /api/products/import', () => {
  it('creates products and missing categories from a semicolon CSV with decimal commas (umlauts, BOM)', async () => {
    const csv =
      '\uFEFFArtikelnummer;Name;Beschreibung;Kategorie;Preis;Einheit;MwSt;Allergene;Aktiv\r\n' +
      'IMP-1;Grießschnitte;Süß, mit Staubzucker;Mehlspeisen aus dem Import;2,90;Stk.;10;A, C, G;ja\r\n' +
      'IMP-2;Almdudler;"Kräuterlimonade; 0,35 l";Getränke aus dem Import;3,40;Stück;20 %;;nein\r\n';
    const dry = await upload(csv, { dryRun: true });
    expect(dry.status).toBe(200);
    expect(dry.body.data).toMatchObject({
      dryRun: true,
      rows: 2,
      created: 2,
      updated: 0,
      unchanged: 0,
      categoriesCreated: 2,
    });
    expect(await productByUid('IMP-1')).toBeUndefined();

    const res = await upload(csv);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dryRun: false, created: 2, categoriesCreated: 2 });
    const semmel = await productByUid('IMP-1');
    expect(semmel).toMatchObject({ name: 'Grießschnitte', description: 'Süß, mit Staubzucker', price: '2.9000' });
    expect(semmel).toMatchObject({ unit: 'Stk.', tax: '10.00', allergens: 'A, C, G', isEnabled: true });
    const drink = await productByUid('IMP-2');
    expect(drink).toMatchObject({
      description: 'Kräuterlimonade; 0,35 l',
      unit: 'Stk.',
      tax: '20.00',
      takeawayTax: '20.00',
    });
    expect(drink).toMatchObject({ dineInTax: '20.00', allergens: null, isEnabled: false });
    const category = await app.db
      .selectFrom('categories')
      .select(['id', 'name'])
      .where('name', '=', 'Mehlspeisen aus dem Import')
      .executeTakeFirstOrThrow();
    expect(semmel?.categoryId).toBe(category.id);
  });

  it('reads a comma CSV in Windows-1252 with English headers and decimal points', async () => {
    const text = 'uid,name,price,category\nIMP-3,Käsestange,"1.80",Gebäck aus dem Import\n';
    const bytes = Uint8Array.from(text, (c) => c.charCodeAt(0)); // ä is 0xE4 in Windows-1252 and Latin-1
    expect(bytes.includes(0xe4)).toBe(true);
    const res = await upload(bytes);
    expect(res.status).toBe(200);
    expect(await productByUid('IMP-3')).toMatchObject({ name: 'Käsestange', price: '1.8000' });
  });

  it('reads an XLSX workbook (numbers as Excel stores them)', async () => {
    const rows = [
      [{ value: 'Artikelnummer' }, { value: 'Name' }, { value: 'Preis' }, { value: 'MwSt' }, { value: 'Aktiv' }],
      [{ value: 'IMP-4' }, { value: 'Topfengolatsche' }, { value: 2.3 }, { value: 10 }, { value: true }],
    ];
    const xlsx = await writeXlsxFile(rows).toBuffer();
    const res = await upload(new Uint8Array(xlsx), { name: 'artikel.xlsx', type: 'application/octet-stream' });
    expect(res.status).toBe(200);
    expect(await productByUid('IMP-4')).toMatchObject({ name: 'Topfengolatsche', price: '2.3000', tax: '10.00' });
  });

  it('re-importing the same file changes nothing: no version, no change event; a changed price changes exactly that product', async () => {
    const csv = 'uid;name;price\nIMP-5;Nussschnecke;2,50\nIMP-6;Mohnschnecke;2,60\n';
    expect((await upload(csv)).status).toBe(200);
    const before5 = await productByUid('IMP-5');
    const before6 = await productByUid('IMP-6');
    let again: TestResponse<{ data: ImportResult }> | undefined;
    const events = await changeEventsDuring(async () => {
      again = await upload(csv);
    });
    expect(again?.body.data).toMatchObject({ created: 0, updated: 0, unchanged: 2 });
    expect(events).toEqual([]);
    expect(await productByUid('IMP-5')).toEqual(before5);

    const changed = await upload('uid;name;price\nIMP-5;Nussschnecke;2,50\nIMP-6;Mohnschnecke;2,70\n');
    expect(changed.body.data).toMatchObject({ updated: 1, unchanged: 1 });
    expect(changed.body.data.items.find((i) => i.uid === 'IMP-6')).toMatchObject({
      action: 'update',
      changes: ['price'],
    });
    expect(await productByUid('IMP-5')).toEqual(before5);
    const after6 = await productByUid('IMP-6');
    expect(after6).toMatchObject({ price: '2.7000', version: (before6?.version ?? 0) + 1 });
  });

  it('export then import of the demo catalog is a no-op', async () => {
    const csv = await exportCsv();
    expect(
      csv.startsWith('\uFEFFArtikelnummer;Name;Beschreibung;Kategorie;Preis;Einheit;MwSt;Allergene;Aktiv\r\n'),
    ).toBe(true);
    const count = await productCount();
    const versions = await app.db.selectFrom('products').select(['id', 'version', 'updatedAt']).orderBy('id').execute();
    let res: TestResponse<{ data: ImportResult }> | undefined;
    const events = await changeEventsDuring(async () => {
      res = await upload(csv, { name: 'export.csv' });
    });
    expect(res?.status).toBe(200);
    expect(res?.body.data).toMatchObject({
      rows: count,
      created: 0,
      updated: 0,
      unchanged: count,
      categoriesCreated: 0,
    });
    expect(events).toEqual([]);
    expect(await app.db.selectFrom('products').select(['id', 'version', 'updatedAt']).orderBy('id').execute()).toEqual(
      versions,
    );
  });

  it('lists every bad row by line with a German message and writes nothing', async () => {
    const count = await productCount();
    const csv = [
      'Artikelnummer;Name;Preis;Einheit;MwSt',
      'BAD-1;Gut;1,00;Stk.;10',
      'BAD-2;Preis falsch;zwei Euro;Stk.;10',
      'BAD-3;Einheit falsch;1,00;Schaufel;10',
      'BAD-4;Steuer falsch;1,00;kg;17',
      'BAD-1;Doppelt;1,00;Stk.;10',
      'BAD 6;;-1;Stk.;10',
    ].join('\n');
    const res = await upload<ErrorAnswer>(csv);
    expect(res.status).toBe(422);
    const { errors } = res.body;
    expect(errors.map((e) => [e.line, e.field, e.code])).toEqual([
      [3, 'price', 'price_invalid'],
      [4, 'unit', 'unit_unknown'],
      [5, 'tax', 'tax_invalid'],
      [6, 'uid', 'uid_duplicate'],
      [7, 'uid', 'uid_invalid_format'],
      [7, 'name', 'name_too_small'],
      [7, 'price', 'price_invalid'],
    ]);
    expect(errors[0]?.message).toBe(
      'Zeile 3, Preis: Kein gültiger Preis (z. B. 2,90 oder 2.90, höchstens 4 Nachkommastellen).',
    );
    expect(errors[1]?.message).toMatch(/^Zeile 4, Einheit: Unbekannte Einheit „Schaufel“/);
    expect(errors[2]?.message).toBe('Zeile 5, MwSt: Ungültiger Steuersatz (erlaubt: 0 %, 10 %, 13 %, 20 %).');
    expect(errors[3]?.message).toBe('Zeile 6, Artikelnummer: Die Artikelnummer „BAD-1“ steht schon in Zeile 2.');
    expect(await productCount()).toBe(count);
    expect(await productByUid('BAD-1')).toBeUndefined();
  });

  it('refuses an empty file, missing or unknown columns, a wrong file type and a too large file', async () => {
    const empty = await upload<ErrorAnswer>('');
    expect([empty.status, empty.body.errors[0]]).toEqual([422, expect.objectContaining({ code: 'import_empty' })]);
    const headerOnly = await upload<ErrorAnswer>('uid;name;price\r\n;;\r\n');
    expect(headerOnly.body.errors[0]?.message).toBe('Die Datei enthält keine Artikel.');

    const columns = await upload<ErrorAnswer>('uid;name;Farbe\nX-1;Y;rot\n');
    expect(columns.status).toBe(422);
    expect(columns.body.errors.map((e) => e.message)).toEqual([
      'Zeile 1: Unbekannte Spalte „Farbe“.',
      'Zeile 1: Die Spalte „Preis“ fehlt.',
    ]);

    const pdf = await upload<ErrorAnswer>('%PDF-1.4\n\u0000\u0001binary', { name: 'katalog.pdf' });
    expect([pdf.status, pdf.body.errors[0]?.code]).toEqual([422, 'import_file_type']);
    expect(pdf.body.errors[0]?.message).toBe('Bitte eine CSV- oder Excel-Datei (.csv, .xlsx) hochladen.');
    const binary = await upload<ErrorAnswer>(new Uint8Array([0xd0, 0xcf, 0x11, 0xe0, 0, 0, 0, 1]), { name: 'alt.xls' });
    expect(binary.body.errors[0]?.code).toBe('import_file_type');
    const zipAsCsv = await upload<ErrorAnswer>(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), { name: 'artikel.csv' });
    expect(zipAsCsv.body.errors[0]?.code).toBe('import_file_type');
    const brokenXlsx = await upload<ErrorAnswer>(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]), { name: 'artikel.xlsx' });
    expect([brokenXlsx.status, brokenXlsx.body.errors[0]?.code]).toEqual([422, 'import_file_unreadable']);

    const big = `uid;name;price\n${'X-1;Brot;1,00;'.padEnd(11 * 1024 * 1024, 'x')}\n`;
    const tooLarge = await upload<ErrorAnswer>(big);
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body.errors[0]?.message).toBe('Die Datei ist zu groß (höchstens 10 MB).');

    const noFile = await app.request<ErrorAnswer>('/api/products/import', {
      method: 'POST',
      headers: { ...admin.headers, 'Content-Type': 'application/json' },
      body: '{}',
    });
    expect([noFile.status, noFile.body.errors[0]?.code]).toEqual([422, 'import_file_missing']);
  });

  it('is for admins only', async () => {
    expect((await upload('uid;name;price\nX-9;Y;1\n', { session: null })).status).toBe(401);
    const employee = await signInAs(app, demoEmployee);
    expect((await upload('uid;name;price\nX-9;Y;1\n', { session: employee })).status).toBe(403);
    expect((await app.request('/api/products/export.csv', { headers: employee.headers })).status).toBe(403);
    expect((await app.request('/api/products/import/template.csv')).status).toBe(401);
    expect(await productByUid('X-9')).toBeUndefined();
  });
});

describe('export and templates', () => {
  it('escapes cells a spreadsheet would run as formulas, and the import reads them back unchanged', async () => {
    const hostile = ['=HYPERLINK("http://example.com","x")', '+1+1', '-Rabatt', '@SUM(A1)'];
    const csv = [
      'uid;name;description;price',
      ...hostile.map((text, i) => `HOST-${i};"${text.replace(/"/g, '""')}";"${text.replace(/"/g, '""')}";1,00`),
    ].join('\n');
    expect((await upload(csv)).status).toBe(200);
    const exported = await exportCsv();
    for (const [i, text] of hostile.entries()) {
      const line = exported.split('\r\n').find((l) => l.startsWith(`HOST-${i};`)) ?? '';
      expect(line).toContain(`'${text.replace(/"/g, '""')}`);
      expect(line).not.toMatch(/;"?[=+\-@]/);
    }
    const again = await upload(exported);
    expect(again.body.data.updated).toBe(0);
    expect(await productByUid('HOST-0')).toMatchObject({ name: hostile[0], description: hostile[0] });
  });

  it('offers the templates as CSV and XLSX, both importable as they are', async () => {
    const csv = await app.request<string>('/api/products/import/template.csv', { headers: admin.headers });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-disposition')).toContain('artikel-vorlage.csv');
    expect((await upload(csv.body, { dryRun: true })).body.data).toMatchObject({ rows: 3 });

    const xlsx = await fetch(`${app.url}/api/products/import/template.xlsx`, { headers: admin.headers });
    expect(xlsx.status).toBe(200);
    const bytes = new Uint8Array(await xlsx.arrayBuffer());
    const sheet = await readSheet(Buffer.from(bytes));
    expect(sheet[0]).toEqual([
      'Artikelnummer',
      'Name',
      'Beschreibung',
      'Kategorie',
      'Preis',
      'Einheit',
      'MwSt',
      'Allergene',
      'Aktiv',
    ]);
    const dry = await upload(bytes, { name: 'vorlage.xlsx', dryRun: true });
    expect(dry.body.data).toMatchObject({ rows: 3, created: 3 });
  });
});
