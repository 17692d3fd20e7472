import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { demoEmployee, signInAs, type TestSession } from '../../../infrastructure/auth/test-session.js';
import { orderInState, placeOrder, type StaffOrderView } from '../staff-test-kit.js';
import { dineInBody, type Envelope, type Failure, openMonday, takeawayBody } from '../test-fixtures.js';

/** History search, sorting, paging (contract 5) and the CSV export of the same filters. */
let app: TestApp;
let admin: TestSession;
let employee: TestSession;
const ids: Record<string, number> = {};

async function setRow(id: number, values: Record<string, unknown>) {
  await app.db.updateTable('orders').set(values).where('id', '=', id).execute();
}

beforeAll(async () => {
  app = await createTestApp({ now: () => openMonday });
  admin = await signInAs(app);
  employee = await signInAs(app, demoEmployee);
  ids.huber = (await placeOrder(app)).id;
  ids.quote = (
    await orderInState(app, admin, 'completed', takeawayBody({ firstName: 'Jörg', lastName: 'Öz;"Ärger"' }))
  ).id;
  ids.graz = (await placeOrder(app, dineInBody({ lastName: 'Grazer' }))).id;
  ids.formula = (await placeOrder(app, takeawayBody({ firstName: '=HYPERLINK("x")', lastName: 'Formel' }))).id;
  await setRow(ids.huber, { totalGross: '12.3400', paymentMethod: 'atm-card', phone: '+43 664 1234567' });
  await setRow(ids.quote, { totalGross: '99.9000', email: 'JOERG.OEZ@Example.at', phone: '+436609876543' });
  await setRow(ids.graz, { totalGross: '1.5000', email: null, phone: null });
  await setRow(ids.formula, { totalGross: '50.0000', email: null, phone: null });
});
afterAll(async () => {
  await app.close();
});

type Page = Envelope<StaffOrderView[]> & { meta: { page: number; limit: number; total: number } };

async function history(query: string, session = admin) {
  const res = await app.request<Page>(`/api/orders?${query}`, { headers: session.headers });
  expect(res.status).toBe(200);
  return { ids: res.body.data.map((order) => order.id), meta: res.body.meta };
}

describe('GET /api/orders: search', () => {
  it('finds first and last name, case-insensitive, and both together', async () => {
    expect((await history('q=HUBER')).ids).toEqual([ids.huber]);
    expect((await history('q=jörg')).ids).toEqual([ids.quote]);
    expect((await history(`q=${encodeURIComponent('maria huber')}`)).ids).toEqual([ids.huber]);
  });

  it('finds the e-mail whatever its case', async () => {
    expect((await history('q=joerg.oez%40example.AT')).ids).toEqual([ids.quote]);
    expect((await history('q=maria.huber%40')).ids).toEqual([ids.huber]);
  });

  it('finds the phone by its digits, written with or without spaces and +', async () => {
    expect((await history(`q=${encodeURIComponent('664 1234567')}`)).ids).toEqual([ids.huber]);
    expect((await history(`q=${encodeURIComponent('+43660 987')}`)).ids).toEqual([ids.quote]);
  });

  it('finds the exact ticket number (not every ticket containing the digit) and the uid', async () => {
    const { ticketNumber } = await app.db
      .selectFrom('orders')
      .select(['ticketNumber', 'uid'])
      .where('id', '=', ids.graz ?? 0)
      .executeTakeFirstOrThrow();
    expect((await history(`q=${ticketNumber}&branch=2`)).ids).toEqual([ids.graz]);
    const { uid } = await app.db
      .selectFrom('orders')
      .select('uid')
      .where('id', '=', ids.quote ?? 0)
      .executeTakeFirstOrThrow();
    expect((await history(`q=${uid.toUpperCase()}`)).ids).toEqual([ids.quote]);
  });

  it('treats LIKE wildcards as text', async () => {
    expect((await history('q=%25')).ids).toEqual([]);
    expect((await history('q=_')).ids).toEqual([]);
  });
});

describe('GET /api/orders: filters, sort and paging', () => {
  it('filters by payment method', async () => {
    expect((await history('paymentMethod=atm-card')).ids).toEqual([ids.huber]);
  });

  it('sorts by the whitelisted keys in both directions, the id breaking ties', async () => {
    expect((await history('sort=totalGross')).ids).toEqual([ids.graz, ids.huber, ids.formula, ids.quote]);
    expect((await history('sort=-totalGross')).ids).toEqual([ids.quote, ids.formula, ids.huber, ids.graz]);
    expect((await history('sort=lastName&branch=1')).ids).toEqual([ids.formula, ids.huber, ids.quote]);
    expect((await history('sort=placedAt')).ids).toEqual([ids.huber, ids.quote, ids.graz, ids.formula]);
  });

  it('pages on the server with the total of all matches', async () => {
    const first = await history('sort=totalGross&limit=3');
    expect(first.meta).toEqual({ page: 1, limit: 3, total: 4, totalCapped: false });
    expect((await history('sort=totalGross&limit=3&page=2')).ids).toEqual([ids.quote]);
    expect((await history('limit=3&page=9')).ids).toEqual([]);
  });

  it('shows an employee the own branch only and refuses another branch', async () => {
    expect((await history('sort=placedAt', employee)).ids).toEqual([ids.huber, ids.quote, ids.formula]);
    const other = await app.request<Failure>('/api/orders?branch=2', { headers: employee.headers });
    expect(other.status).toBe(403);
    expect(other.body.errors[0]?.message).toBe(messages.auth.accessDenied);
  });

  it('refuses bad filters with the German field message', async () => {
    const cases: [string, string, string][] = [
      ['sort=price', 'sort', messages.validation.invalidChoice],
      ['sort=--placedAt', 'sort', messages.validation.invalidChoice],
      ['paymentMethod=bitcoin', 'paymentMethod', messages.validation.invalidChoice],
      [`q=${'x'.repeat(101)}`, 'q', messages.validation.tooLong({ limit: 100 })],
    ];
    for (const [query, field, message] of cases) {
      const res = await app.request<Failure>(`/api/orders?${query}`, { headers: admin.headers });
      expect(res.status, query).toBe(422);
      expect(res.body.errors[0], query).toMatchObject({ field, message });
    }
    // Paging out of range is a 400 naming the range (issue 16 point 5).
    const paging: [string, string, string][] = [
      ['limit=0', 'limit', messages.validation.notInRange({ min: 1, max: 100 })],
      ['limit=101', 'limit', messages.validation.notInRange({ min: 1, max: 100 })],
      ['page=x', 'page', messages.validation.notInRange({ min: 1, max: 1_000_000 })],
    ];
    for (const [query, field, message] of paging) {
      const res = await app.request<Failure>(`/api/orders?${query}`, { headers: admin.headers });
      expect(res.status, query).toBe(400);
      expect(res.body.errors[0], query).toMatchObject({ field, message });
    }
  });

  it('is for staff only', async () => {
    expect((await app.request('/api/orders')).status).toBe(401);
  });
});

async function download(query: string, session: TestSession | null = admin) {
  const response = await fetch(`${app.url}/api/orders/export.csv?${query}`, {
    headers: session ? session.headers : {},
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes) };
}

describe('GET /api/orders/export.csv', () => {
  it('answers a CSV for Excel: BOM, semicolons, CRLF, German headers, file name of the day', async () => {
    const { response, bytes, text } = await download('sort=placedAt');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="bestellungen-2026-11-23.csv"');
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = text.slice(1).split('\r\n');
    expect(lines[0]).toBe(
      'Ticket-Nr.;Bestellt am;Termin;Filiale;Status;Art;Vorname;Nachname;E-Mail;Telefon;Zahlungsart;Bezahlt;Artikel;Lieferkosten;Gesamt;Währung;Bestell-ID',
    );
    expect(lines).toHaveLength(6);
    expect(lines[5]).toBe('');
    expect(text.slice(1).replace(/\r\n/g, '')).not.toContain('\n');
  });

  it('writes amounts with a decimal comma, local times, names with ; and " quoted, umlauts as UTF-8', async () => {
    const { text } = await download('sort=placedAt');
    const lines = text.slice(1).split('\r\n');
    expect(lines[1]).toMatch(
      /^\d+;23\.11\.2026 10:00;23\.11\.2026 \d\d:\d\d;[^;]+;Neu;Abholung;Maria;Huber;maria\.huber@example\.at;'\+43 664 1234567;EC Karte \/ Debitkarte;Nein;2 Stk\. [^;]+, 1 Stk\. [^;]+;0,00;12,34;EUR;[0-9a-f-]{36}$/,
    );
    expect(lines[2]).toContain(';Abgeschlossen;Abholung;Jörg;"Öz;""Ärger""";JOERG.OEZ@Example.at;');
    expect(lines[2]).toContain(';99,90;EUR;');
    expect(lines[4]).toContain(`;"'=HYPERLINK(""x"")";Formel;`);
  });

  it('takes the filters of the list', async () => {
    const { text } = await download('paymentMethod=atm-card');
    expect(text.slice(1).split('\r\n')).toHaveLength(3);
    expect(text).toContain(';Huber;');
  });

  it('gives an employee the orders of the own branches only', async () => {
    const { response, text } = await download('', employee);
    expect(response.status).toBe(200);
    expect(text).not.toContain('Grazer');
    expect(text.slice(1).split('\r\n')).toHaveLength(5);
    const other = await download('branch=2', employee);
    expect(other.response.status).toBe(403);
  });

  it('refuses a bad filter with a German 422 before sending anything, and anonymous callers with 401', async () => {
    const bad = await download('state=verloren');
    expect(bad.response.status).toBe(422);
    expect(JSON.parse(bad.text)).toMatchObject({
      errors: [{ field: 'state', message: messages.validation.invalidChoice }],
    });
    expect((await download('', null)).response.status).toBe(401);
  });
});
