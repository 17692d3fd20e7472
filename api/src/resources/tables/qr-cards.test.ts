import { messages } from '@bestell/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession } from '../../infrastructure/auth/test-session.js';
import { tableUrl } from './qr-cards.js';

/** GET /api/tables/qr-cards.pdf (issue 24 point 3). The codes themselves are decoded in backend-people.e2e.ts. */
let app: TestApp;
let admin: TestSession;
let employee: TestSession;

beforeAll(async () => {
  app = await createTestApp();
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
});
afterAll(async () => {
  await app.close();
});

const cards = (query: string, session: TestSession | null = admin) =>
  fetch(`${app.url}/api/tables/qr-cards.pdf?${query}`, { headers: session ? session.headers : {} });

describe('GET /api/tables/qr-cards.pdf', () => {
  it('prints the enabled tables of the branch, four A4 cards a page (Graz: 10 tables → 3 pages; two disabled → 2 pages)', async () => {
    await app.db
      .updateTable('tables')
      .set({ isEnabled: false })
      .where('branchId', '=', 2)
      .where('identifier', 'in', ['9', '10'])
      .execute();
    const response = await cards('branch=2');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    const doc = await PDFDocument.load(new Uint8Array(await response.arrayBuffer()));
    expect(doc.getPageCount()).toBe(2);
    const { width, height } = doc.getPage(0).getSize();
    expect([Math.round(width), Math.round(height)]).toEqual([595, 842]);
    await app.db.updateTable('tables').set({ isEnabled: true }).where('branchId', '=', 2).execute();
    const all = await PDFDocument.load(new Uint8Array(await (await cards('branch=2')).arrayBuffer()));
    expect(all.getPageCount()).toBe(3);
  });

  it('checks the branch: employees of another branch 403, anonymous 401, unknown branch 404, no tables 422', async () => {
    expect((await cards('branch=2', employee)).status).toBe(403);
    expect((await cards('branch=2', null)).status).toBe(401);
    expect((await cards('branch=9999')).status).toBe(404);
    // Salzburg offers dine-in but has no tables.
    const salzburg = await app.db
      .selectFrom('branches')
      .select('id')
      .where('identifier', '=', 'salzburg-getreidegasse')
      .executeTakeFirstOrThrow();
    const none = await cards(`branch=${salzburg.id}`);
    expect(none.status).toBe(422);
    expect(await none.json()).toMatchObject({
      errors: [{ message: messages.backofficePeople.tables.noTables, field: 'branch' }],
    });
    for (const bad of ['abc', '0', '99999999999']) {
      const response = await cards(`branch=${bad}`);
      expect(response.status).toBe(422);
      expect(await response.json()).toMatchObject({ errors: [{ field: 'branch' }] });
    }
  });

  it('refuses cards for a branch without dine-in (Wien), even when it has tables: a scanned card could not order', async () => {
    await app.db.insertInto('tables').values({ branchId: 1, identifier: 'w1', isEnabled: true }).execute();
    const response = await cards('branch=1', employee);
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({
      errors: [{ message: messages.backofficePeople.tables.noDineIn, field: 'branch', code: 'no_dine_in' }],
    });
    await app.db.updateTable('branches').set({ isDineInEnabled: true }).where('id', '=', 1).execute();
    expect((await cards('branch=1', employee)).status).toBe(200);
    await app.db.updateTable('branches').set({ isDineInEnabled: false }).where('id', '=', 1).execute();
  });

  it('GET /api/tables?branch= lists that branch’s tables only (and refuses a branch that is not a number)', async () => {
    const list = async (query: string) => {
      const response = await fetch(`${app.url}/api/tables?${query}`, { headers: admin.headers });
      return { status: response.status, body: (await response.json()) as { data: { branch: { id: number } }[] } };
    };
    await app.db.insertInto('tables').values({ branchId: 3, identifier: 'l1', isEnabled: true }).execute();
    const all = await list('limit=1000');
    expect(new Set(all.body.data.map((table) => table.branch.id)).size).toBeGreaterThan(1);
    const graz = await list('branch=2&limit=1000');
    expect(graz.status).toBe(200);
    expect(graz.body.data.length).toBeGreaterThan(0);
    expect(graz.body.data.every((table) => table.branch.id === 2)).toBe(true);
    expect((await list('branch=abc')).status).toBe(422);
  });

  it('codes the storefront of the branch with the table', () => {
    expect(tableUrl('https://shop.example.at', 'graz-herrengasse', 'A 7')).toBe(
      'https://shop.example.at/store/graz-herrengasse?table=A+7',
    );
  });
});
