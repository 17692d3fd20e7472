import { formatCurrency, messages, parseDecimal } from '@bestell/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { orderEventPayload } from '../serialize.js';
import {
  closedMonday,
  deliveryBody,
  dineInBody,
  type Envelope,
  type Failure,
  openMonday,
  type Placed,
  post,
  takeawayBody,
} from '../test-fixtures.js';

let app: TestApp;
let clock = openMonday;

beforeAll(async () => {
  app = await createTestApp({ now: () => clock });
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  clock = openMonday;
});

function place(body: unknown, headers: Record<string, string> = {}) {
  return app.request<Envelope<Placed> & Failure>('/api/orders', post(body, headers));
}

async function refusal(body: unknown) {
  const res = await place(body);
  expect(res.status).toBe(422);
  return res.body.errors.map(({ field, message }) => ({ field, message }));
}

function orderByUid(uid: string) {
  return app.db.selectFrom('orders').selectAll().where('uid', '=', uid).executeTakeFirstOrThrow();
}

describe('POST /api/orders: accepted placements', () => {
  it('takeaway now: 201 with uid and a 256-bit hash, ticket, items and totals recomputed from the catalog', async () => {
    const res = await place(takeawayBody());
    expect(res.status).toBe(201);
    expect(res.body.data.uid).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.data.hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.data.paymentRedirectUrl).toBeUndefined();
    const order = await orderByUid(res.body.data.uid);
    expect(order).toMatchObject({ branchId: 1, mode: 'takeaway', submitMode: 'order', businessDate: '2026-11-23' });
    expect(order.ticketNumber).toBeGreaterThan(0);
    // 2 × 0.65 + 5.90 = 7.20 gross at 10 %: net 6.5455, tax 0.6545
    expect(parseDecimal(order.totalGross)).toBe(parseDecimal('7.20'));
    expect(parseDecimal(order.net)).toBe(parseDecimal('6.5455'));
    expect(parseDecimal(order.tax)).toBe(parseDecimal('0.6545'));
    expect(order.dueAt.toISOString()).toBe('2026-11-23T09:00:00.000Z');
    const items = await app.db
      .selectFrom('orderItems')
      .selectAll()
      .where('orderId', '=', order.id)
      .orderBy('position')
      .execute();
    expect(items.map((i) => [i.name, parseDecimal(i.gross)])).toEqual([
      ['Kaisersemmel', parseDecimal('1.30')],
      ['Morgenrot-Bauernbrot', parseDecimal('5.90')],
    ]);
  });

  it('writes exactly one order.created event, built in the insert statement, equal to the payload of the stored order', async () => {
    const res = await place(takeawayBody());
    expect(res.status).toBe(201);
    const order = await orderByUid(res.body.data.uid);
    const events = await app.db.selectFrom('orderEvents').selectAll().where('orderId', '=', order.id).execute();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'order.created', branchId: 1 });
    expect(events[0]?.createdAt.toISOString()).toBe(openMonday.toISOString());
    expect(events[0]?.payload).toEqual(orderEventPayload(order));
  });

  it('ignores a price sent by the client', async () => {
    const body = takeawayBody({
      items: [
        { product: 8, amount: '2', unit: 'Stk.', parts: [], price: '0.01' },
        { product: 1, amount: '1', unit: 'Stk.', parts: [], price: '0.01' },
      ],
    });
    const res = await place(body);
    expect(res.status).toBe(201);
    const order = await orderByUid(res.body.data.uid);
    expect(parseDecimal(order.totalGross)).toBe(parseDecimal('7.20'));
  });

  it('pre-order while closed (Linz, 20:00): due at the next opening, 06:00 the next morning', async () => {
    clock = closedMonday;
    const res = await place(takeawayBody({ branch: 3 }));
    expect(res.status).toBe(201);
    const order = await orderByUid(res.body.data.uid);
    expect(order.submitMode).toBe('preorder');
    expect(order.dueAt.toISOString()).toBe('2026-11-24T05:00:00.000Z');
  });

  it('delivery above the minimum: the area fee is added with its own tax', async () => {
    const res = await place(deliveryBody({ items: [{ product: 1, amount: '3', unit: 'Stk.', parts: [] }] }));
    expect(res.status).toBe(201);
    const order = await orderByUid(res.body.data.uid);
    expect(order.isDelivery).toBe(true);
    expect(parseDecimal(order.gross)).toBe(parseDecimal('17.70'));
    expect(parseDecimal(order.deliveryGross)).toBe(parseDecimal('2.90'));
    expect(parseDecimal(order.totalGross)).toBe(parseDecimal('20.60'));
    expect(order.deliveryArea?.area).toBe('1060 Wien-Mariahilf');
  });

  it('dine-in with a table (Graz): the table is stored, e-mail and phone are not required there', async () => {
    const res = await place(dineInBody());
    expect(res.status).toBe(201);
    const order = await orderByUid(res.body.data.uid);
    expect(order).toMatchObject({ mode: 'dineIn', isDineIn: true, tableIdentifier: '4', email: null, phone: null });
  });

  it('a configurable product is priced with its chosen options; a known donatee is kept', async () => {
    clock = new Date('2026-11-23T10:00:00+01:00');
    const res = await place(
      takeawayBody({
        donatee: 1,
        appointmentDate: '2026-11-26T10:00:00+01:00',
        items: [{ product: 22, amount: '1', unit: 'Stk.', parts: ['Ø 22 cm (12 Stück)', ['Schlagobers (250 ml)']] }],
      }),
    );
    expect(res.status).toBe(201);
    const order = await orderByUid(res.body.data.uid);
    expect(parseDecimal(order.totalGross)).toBe(parseDecimal('45.50'));
    expect(order.donateeId).toBe(1);
    expect(order.appointment?.toISOString()).toBe('2026-11-26T09:00:00.000Z');
  });
});

describe('POST /api/orders: refusals (422, German messages per field)', () => {
  it('mode disabled: dine-in in Wien, delivery in Linz', async () => {
    expect(await refusal(takeawayBody({ isDineIn: true, table: '1' }))).toEqual([
      { field: 'isDineIn', message: 'Essen vor Ort wird in dieser Filiale leider nicht angeboten.' },
    ]);
    expect(await refusal(deliveryBody({ branch: 3 }))).toEqual([
      { field: 'isDelivery', message: 'Derzeit bieten wir leider keine Lieferung an.' },
    ]);
  });

  it('closed without pre-order (Wien at 20:00); delivery closed says so', async () => {
    clock = closedMonday;
    expect(await refusal(takeawayBody())).toEqual([
      { field: 'appointmentDate', message: 'Derzeit haben wir leider geschlossen.' },
    ]);
    expect(await refusal(deliveryBody())).toEqual([
      { field: 'appointmentDate', message: 'Derzeit ist leider keine Lieferung möglich.' },
    ]);
  });

  it('appointment outside the opening hours (Linz is closed on Sundays)', async () => {
    expect(await refusal(takeawayBody({ branch: 3, appointmentDate: '2026-11-29T10:00:00+01:00' }))).toEqual([
      {
        field: 'appointmentDate',
        message:
          'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.',
      },
    ]);
  });

  it('appointment before the lead time (Sachertorte needs two days)', async () => {
    const body = takeawayBody({
      appointmentDate: '2026-11-24T10:00:00+01:00',
      items: [{ product: 22, amount: '1', unit: 'Stk.', parts: ['Ø 18 cm (8 Stück)', []] }],
    });
    expect(await refusal(body)).toEqual([{ field: 'appointmentDate', message: messages.hours.appointmentTooEarly }]);
  });

  it('below the minimum order value: both §5 sentences with amount and difference', async () => {
    const errors = await refusal(deliveryBody());
    expect(errors).toEqual([
      {
        field: 'deliveryArea',
        message: `Sie haben den Mindestbestellwert in Höhe von ${formatCurrency(parseDecimal('15'), 'EUR')} leider noch nicht erreicht.`,
      },
      {
        field: 'deliveryArea',
        message: `Fügen Sie Waren im Wert von mindestens ${formatCurrency(parseDecimal('7.80'), 'EUR')} hinzu oder wählen Sie eine andere Art der Lieferung.`,
      },
    ]);
    expect(errors[1]?.message).toContain('7,80');
  });

  it('missing fields required by the mode: address for delivery, phone and e-mail for takeaway, table for dine-in', async () => {
    const delivery = await refusal(
      deliveryBody({
        street: '',
        zipCode: null,
        city: undefined,
        items: [{ product: 1, amount: '3', unit: 'Stk.', parts: [] }],
      }),
    );
    expect(delivery.map((e) => e.field).sort()).toEqual(['city', 'street', 'zipCode']);
    expect(new Set(delivery.map((e) => e.message))).toEqual(new Set([messages.validation.blank]));

    const takeaway = await refusal(takeawayBody({ phone: '', email: null }));
    expect(takeaway.map((e) => e.field).sort()).toEqual(['email', 'phone']);

    expect(await refusal(dineInBody({ table: '' }))).toEqual([
      { field: 'table', message: 'Bitte wählen Sie einen Tisch aus.' },
    ]);
    expect(await refusal(dineInBody({ table: '99' }))).toEqual([
      { field: 'table', message: 'Diesen Tisch gibt es in dieser Filiale leider nicht.' },
    ]);
  });

  it('phone in the wrong format gets the §5 message', async () => {
    expect(await refusal(takeawayBody({ phone: '06641234567x' }))).toEqual([
      { field: 'phone', message: 'Bitte geben Sie eine gültige Nummer im Format +436641234567 an.' },
    ]);
  });

  it('unavailable products: disabled, not public, not in the branch menu, unknown', async () => {
    const items = [47, 48, 41, 9999].map((product) => ({ product, amount: '1', unit: 'Stk.', parts: [] }));
    expect(await refusal(takeawayBody({ items }))).toEqual(
      [0, 1, 2, 3].map((i) => ({ field: `items.${i}.product`, message: messages.placement.productUnavailable })),
    );
  });

  it('bad quantity and unknown unit (Vanillekipferl: 0.1 to 3 kg in steps of 0.05)', async () => {
    const errors = await refusal(
      takeawayBody({
        items: [
          { product: 19, amount: '0.07', unit: 'kg', parts: [] },
          { product: 19, amount: '4', unit: 'kg', parts: [] },
          { product: 19, amount: '1', unit: 'Liter', parts: [] },
        ],
      }),
    );
    expect(errors).toEqual([
      { field: 'items.0.amount', message: 'Die Menge 0.07 kg kann für dieses Produkt leider nicht bestellt werden.' },
      { field: 'items.1.amount', message: 'Die Menge 4 kg kann für dieses Produkt leider nicht bestellt werden.' },
      { field: 'items.2.unit', message: messages.validation.invalidChoice },
    ]);
  });

  it('a required configuration step left empty or an unknown option', async () => {
    const errors = await refusal(
      takeawayBody({
        appointmentDate: '2026-11-26T10:00:00+01:00',
        items: [
          { product: 22, amount: '1', unit: 'Stk.', parts: [null, []] },
          { product: 22, amount: '1', unit: 'Stk.', parts: ['Ø 99 cm', []] },
        ],
      }),
    );
    expect(errors).toEqual([
      { field: 'items.0.parts.0', message: messages.validation.blank },
      { field: 'items.1.parts.0', message: messages.validation.invalidChoice },
    ]);
  });

  it('unknown donatee', async () => {
    expect(await refusal(takeawayBody({ donatee: 99 }))).toEqual([
      { field: 'donatee', message: 'Keine passende Organisation gefunden.' },
    ]);
  });

  it('payment method the branch does not offer; unknown delivery area; empty cart; unknown branch; unknown field', async () => {
    expect(await refusal(takeawayBody({ paymentMethod: 'voucher' }))).toEqual([
      { field: 'paymentMethod', message: messages.placement.paymentMethodUnavailable },
    ]);
    const area = await refusal(
      deliveryBody({ deliveryArea: 'Mars', items: [{ product: 1, amount: '3', unit: 'Stk.', parts: [] }] }),
    );
    expect(area).toEqual([{ field: 'deliveryArea', message: 'Bitte wählen Sie ein Liefergebiet aus.' }]);
    expect(await refusal(takeawayBody({ items: [] }))).toEqual([
      { field: 'items', message: 'Keine Produkte im Warenkorb!' },
    ]);
    expect(await refusal(takeawayBody({ branch: 999 }))).toEqual([
      { field: 'branch', message: messages.validation.invalidChoice },
    ]);
    expect(await refusal(takeawayBody({ total: '0.01' }))).toEqual([
      { field: 'total', message: messages.validation.unexpectedField },
    ]);
  });

  it('terms and privacy must be accepted', async () => {
    const errors = await refusal({ ...takeawayBody(), legalInstructions: false, privacyPolicy: false });
    expect(errors).toEqual([
      { field: 'legalInstructions', message: messages.validation.termsNotAccepted },
      { field: 'privacyPolicy', message: messages.validation.checkoutPrivacyNotAccepted },
    ]);
  });

  it('writes nothing for a refusal', async () => {
    const before = await app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    await refusal(takeawayBody({ donatee: 99 }));
    const after = await app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(after.n).toBe(before.n);
  });
});

describe('POST /api/orders: exactly once', () => {
  it('a retry with the same Idempotency-Key returns the first result and creates no second order', async () => {
    const key = 'retry-key-0001';
    const first = await place(takeawayBody(), { 'Idempotency-Key': key });
    const second = await place(takeawayBody(), { 'Idempotency-Key': key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotent-replayed')).toBe('true');
    expect(second.body).toEqual(first.body);
    const rows = await app.db.selectFrom('orders').select('id').where('uid', '=', first.body.data.uid).execute();
    expect(rows).toHaveLength(1);
  });

  it('the same key with another body is refused (422) and changes nothing', async () => {
    const key = 'retry-key-0002';
    expect((await place(takeawayBody(), { 'Idempotency-Key': key })).status).toBe(201);
    const other = await place(takeawayBody({ comment: 'Bitte schneiden' }), { 'Idempotency-Key': key });
    expect(other.status).toBe(422);
    expect(other.body.errors[0]?.message).toBe(messages.placement.idempotencyKeyReused);
  });

  it('a malformed key is a 400', async () => {
    const res = await place(takeawayBody(), { 'Idempotency-Key': 'with space' });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]?.message).toBe(messages.placement.idempotencyKeyInvalid);
  });

  it('20 concurrent placements get 20 distinct consecutive ticket numbers; concurrent same-key retries give one order', async () => {
    clock = new Date('2026-11-25T10:00:00+01:00');
    const results = await Promise.all(Array.from({ length: 20 }, () => place(takeawayBody({ branch: 3 }))));
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
    const tickets = await app.db
      .selectFrom('orders')
      .select('ticketNumber')
      .where('branchId', '=', 3)
      .where('businessDate', '=', '2026-11-25')
      .orderBy('ticketNumber')
      .execute();
    expect(tickets.map((t) => t.ticketNumber)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));

    const same = await Promise.all(
      Array.from({ length: 5 }, () => place(takeawayBody({ branch: 3 }), { 'Idempotency-Key': 'same-key-concurrent' })),
    );
    expect(same.map((r) => r.status)).toEqual(Array(5).fill(201));
    expect(new Set(same.map((r) => r.body.data.uid)).size).toBe(1);
  });

  it('ticket numbers start again on the next local business day', async () => {
    clock = new Date('2026-11-27T10:00:00+01:00');
    const a = await place(takeawayBody({ branch: 3 }));
    clock = new Date('2026-11-28T09:00:00+01:00');
    const b = await place(takeawayBody({ branch: 3 }));
    expect((await orderByUid(a.body.data.uid)).ticketNumber).toBe(1);
    expect((await orderByUid(b.body.data.uid)).ticketNumber).toBe(1);
  });
});
