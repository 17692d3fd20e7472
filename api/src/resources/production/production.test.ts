import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession, withSession } from '../../infrastructure/auth/test-session.js';
import { closedMonday, type Envelope, type Failure, type Placed, post, takeawayBody } from '../orders/test-fixtures.js';
import type { ProductionAnswer } from './service.js';

let app: TestApp;
let clock = closedMonday;
let admin: TestSession;
let employee: TestSession;

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock = closedMonday;
});

/** A pre-order at Linz (the demo's pre-order branch, closed on Monday evening) for Tuesday. */
async function preorder(items: unknown[], time = '09:00', lastName = 'Huber') {
  const res = await app.request<Envelope<Placed> & Failure>(
    '/api/orders',
    post(takeawayBody({ branch: 3, lastName, appointmentDate: `2026-11-24T${time}:00+01:00`, items })),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
}

const list = (session: TestSession, query = '?day=2026-11-24&branch=3') =>
  app.request<Envelope<ProductionAnswer> & Failure>(`/api/production${query}`, withSession(session, 'GET'));

function line(answer: ProductionAnswer, name: string) {
  return answer.groups.flatMap((group) => group.products).find((product) => product.name === name);
}

describe('production list (issue 27.2)', () => {
  it("sums the demo's pre-orders exactly: weights in kg, pieces in Stk., options per combination", async () => {
    const weckerl = (gebaeck: string, belag: string[]) => ({
      product: 28,
      amount: '1',
      unit: 'Stk.',
      parts: [gebaeck, belag, null],
    });
    await preorder([
      { product: 19, amount: '35', unit: 'dag', parts: [] }, // Vanillekipferl 0,35 kg
      { product: 4, amount: '0.5', unit: 'kg', parts: [] }, // Hausbrot 0,5 kg
      { product: 8, amount: '6', unit: 'Stk.', parts: [] }, // Kaisersemmel
      weckerl('Kaisersemmel', ['Beinschinken', 'Ei']),
    ]);
    await preorder(
      [
        { product: 19, amount: '0.45', unit: 'kg', parts: [] },
        { product: 4, amount: '2', unit: 'Stück', parts: [] }, // 2 × 1,5 kg
        { product: 8, amount: '4', unit: 'Stk.', parts: [] },
        weckerl('Kaisersemmel', ['Beinschinken', 'Ei']),
        weckerl('Kornspitz', ['Emmentaler']),
      ],
      '11:30',
      'Berger',
    );
    // Rejected and canceled orders do not count; nor does another day.
    const rejected = await preorder([{ product: 8, amount: '100', unit: 'Stk.', parts: [] }]);
    await app.db.updateTable('orders').set({ isRejected: true }).where('uid', '=', rejected.uid).execute();
    const canceled = await preorder([{ product: 8, amount: '50', unit: 'Stk.', parts: [] }]);
    await app.db.updateTable('orders').set({ isCanceled: true }).where('uid', '=', canceled.uid).execute();
    const res = await app.request<Envelope<Placed>>(
      '/api/orders',
      post(
        takeawayBody({
          branch: 3,
          appointmentDate: '2026-11-25T09:00:00+01:00',
          items: [{ product: 8, amount: '7', unit: 'Stk.', parts: [] }],
        }),
      ),
    );
    expect(res.status).toBe(201);

    const answer = (await list(admin)).body.data;
    expect(answer.orderCount).toBe(2);
    expect(answer.groups.map((group) => group.category?.name)).toEqual([
      'Brot',
      'Gebäck',
      'Süßes Gebäck',
      'Jause & Snacks',
    ]);
    expect(line(answer, 'Vanillekipferl')?.quantities.map((q) => q.text)).toEqual(['0,8 kg']);
    expect(line(answer, 'Hausbrot vom Laib')?.quantities.map((q) => q.text)).toEqual(['3,5 kg']);
    expect(line(answer, 'Kaisersemmel')?.quantities.map((q) => q.text)).toEqual(['10 Stk.']);
    const rolls = line(answer, 'Weckerl nach Wahl');
    expect(rolls?.quantities.map((q) => q.text)).toEqual(['3 Stk.']);
    expect(
      rolls?.variants.map((v) => [v.options.join(', '), v.quantities[0]?.text, v.orders.map((o) => o.name)]),
    ).toEqual([
      ['Kaisersemmel, Beinschinken, Ei', '2 Stk.', ['Maria Huber', 'Maria Berger']],
      ['Kornspitz, Emmentaler', '1 Stk.', ['Maria Berger']],
    ]);
  });

  it('CSV: German headers, decimal comma, one row per product and options; the employee of Wien gets 404 for Linz', async () => {
    const csv = await app.request<string>(
      '/api/production/export.csv?day=2026-11-24&branch=3',
      withSession(admin, 'GET'),
    );
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const rows = csv.body.replace('\uFEFF', '').split('\r\n');
    expect(rows[0]).toBe('Kategorie;Produkt;Optionen;Menge;Einheit;Bestellungen;Neu');
    expect(rows).toContain('Süßes Gebäck;Vanillekipferl;;0,8;kg;#1 Maria Huber (09:00), #2 Maria Berger (11:30);');
    expect((await list(employee)).status).toBe(404);
    expect((await list(employee, '?day=2026-11-24')).body.data.branches.map((b) => b.id)).toEqual([1]);
    const bad = await list(admin, '?day=2026-02-30&branch=3');
    expect(bad.status).toBe(422);
    expect(bad.body.errors[0]?.message).toBe('Bitte wählen Sie einen gültigen Tag.');
    const anonymous = await app.request('/api/production?day=2026-11-24');
    expect(anonymous.status).toBe(401);
  });

  it('A4 PDF; a print records the time, and pre-orders placed after it are new on the next print', async () => {
    const pdf = await app.request<string>(
      '/api/production/export.pdf?day=2026-11-24&branch=3',
      withSession(admin, 'GET'),
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.body.startsWith('%PDF-')).toBe(true);

    const first = await app.request<Envelope<ProductionAnswer>>(
      '/api/production/print',
      withSession(admin, 'POST', { day: '2026-11-24', branch: 3 }),
    );
    expect(first.status).toBe(200);
    expect(first.body.data.groups.flatMap((g) => g.products).some((p) => p.isNew)).toBe(false);

    clock = new Date(closedMonday.getTime() + 60_000);
    await preorder([{ product: 9, amount: '5', unit: 'Stk.', parts: [] }], '10:00', 'Neu');
    const second = await app.request<Envelope<ProductionAnswer>>(
      '/api/production/print',
      withSession(admin, 'POST', { day: '2026-11-24', branch: 3 }),
    );
    const products = second.body.data.groups.flatMap((g) => g.products);
    expect(products.filter((p) => p.isNew).map((p) => p.name)).toEqual(['Mohnweckerl']);
    expect(second.body.data.branches[0]?.printedAt).toBe(closedMonday.toISOString());
    // Printed again: nothing new since.
    const third = await list(admin);
    expect(third.body.data.groups.flatMap((g) => g.products).some((p) => p.isNew)).toBe(false);
    const logs = await app.db.selectFrom('logs').select('action').where('resource', '=', 'production-lists').execute();
    expect(logs).toHaveLength(2);
  });
});
