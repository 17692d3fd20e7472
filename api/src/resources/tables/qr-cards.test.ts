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
    const none = await cards('branch=1', employee);
    expect(none.status).toBe(422);
    const body = (await none.json()) as { errors: { message: string }[] };
    expect(body.errors[0]?.message).toBe(messages.backofficePeople.tables.noTables);
    expect((await cards('branch=abc')).status).toBe(422);
  });

  it('codes the storefront of the branch with the table', () => {
    expect(tableUrl('https://shop.example.at', 'graz-herrengasse', 'A 7')).toBe(
      'https://shop.example.at/store/graz-herrengasse?table=A+7',
    );
  });
});
