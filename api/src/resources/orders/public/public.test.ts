import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { type Envelope, type Failure, openMonday, type Placed, post, takeawayBody } from '../test-fixtures.js';

interface PublicOrder {
  uid: string;
  ticketNumber: number;
  status: string;
  isConfirmed: boolean;
  isCanceled: boolean;
  appointment: string;
  counterAppointment: string | null;
  canAnswerCounterAppointment: boolean;
  questionnaireRating: number | null;
  items: { index: number; name: string; gross: string }[];
  pricing: { totalGross: string };
  timeline: { status: string; current: boolean }[];
}

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({ now: () => openMonday });
});
afterAll(async () => {
  await app.close();
});

async function placeOne(): Promise<Placed> {
  const res = await app.request<Envelope<Placed>>('/api/orders', post(takeawayBody()));
  expect(res.status).toBe(201);
  return res.body.data;
}

const statusPath = (order: Placed) => `/api/orders/public/${order.uid}/${order.hash}`;

describe('GET /api/orders/public/{uid}/{hash}', () => {
  it('shows the order: ticket, items, totals, waiting status and timeline, and nothing about the customer', async () => {
    const order = await placeOne();
    const res = await app.request<Envelope<PublicOrder & Record<string, unknown>>>(statusPath(order));
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const view = res.body.data;
    expect(view.uid).toBe(order.uid);
    expect(view.status).toBe('waiting-for-confirmation');
    expect(view.items.map((i) => [i.name, i.gross])).toEqual([
      ['Kaisersemmel', '1.30'],
      ['Morgenrot-Bauernbrot', '5.90'],
    ]);
    expect(view.pricing.totalGross).toBe('7.20');
    expect(view.timeline[0]).toMatchObject({ status: 'waiting-for-confirmation', current: true });
    for (const key of ['firstName', 'lastName', 'email', 'phone', 'customer', 'id'])
      expect(view).not.toHaveProperty(key);
  });

  it('a wrong hash, or another order’s hash, is a 404 like an unknown uid', async () => {
    const a = await placeOne();
    const b = await placeOne();
    expect((await app.request(`/api/orders/public/${a.uid}/${b.hash}`)).status).toBe(404);
    expect((await app.request(`/api/orders/public/${a.uid}/${a.hash.slice(0, -1)}x`)).status).toBe(404);
    expect((await app.request(`/api/orders/public/00000000-0000-0000-0000-000000000000/${a.hash}`)).status).toBe(404);
  });
});

describe('counter-appointment answered by the customer', () => {
  async function withCounterAppointment(): Promise<Placed> {
    const order = await placeOne();
    await app.db
      .updateTable('orders')
      .set({ counterAppointment: '2026-11-23T14:00:00+01:00' })
      .where('uid', '=', order.uid)
      .execute();
    return order;
  }

  it('confirm: the appointment becomes the proposal and the order is confirmed', async () => {
    const order = await withCounterAppointment();
    const res = await app.request<Envelope<PublicOrder>>(`${statusPath(order)}/confirm-counter-appointment`, post({}));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      isConfirmed: true,
      status: 'confirmed',
      appointment: '2026-11-23T13:00:00.000Z',
      canAnswerCounterAppointment: false,
    });
    const events = await app.db
      .selectFrom('orderEvents')
      .select('type')
      .where(
        'orderId',
        '=',
        (await app.db.selectFrom('orders').select('id').where('uid', '=', order.uid).executeTakeFirstOrThrow()).id,
      )
      .orderBy('id')
      .execute();
    expect(events.map((e) => e.type)).toEqual(['order.created', 'order.changed']);
  });

  it('reject: the order is canceled; a second answer is refused with the §8 message', async () => {
    const order = await withCounterAppointment();
    const res = await app.request<Envelope<PublicOrder>>(`${statusPath(order)}/reject-counter-appointment`, post({}));
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ isCanceled: true, status: 'canceled' });
    const again = await app.request<Failure>(`${statusPath(order)}/confirm-counter-appointment`, post({}));
    expect(again.status).toBe(409);
    expect(again.body.errors[0]?.message).toBe('Bestellstatus konnte nicht geändert werden.');
  });

  it('without a counter-appointment there is nothing to answer (409)', async () => {
    const order = await placeOne();
    const res = await app.request<Failure>(`${statusPath(order)}/confirm-counter-appointment`, post({}));
    expect(res.status).toBe(409);
    expect(res.body.errors[0]?.message).toBe(messages.orders.statusChangeFailed);
  });
});

describe('questionnaire', () => {
  const ratings = { rating: 5, foodRating: 4, serviceRating: 5, processRating: 3, comment: 'Sehr gut!' };

  it('is refused before the order is completed, accepted once after, refused the second time', async () => {
    const order = await placeOne();
    const early = await app.request<Failure>(`${statusPath(order)}/questionnaire`, post(ratings));
    expect(early.status).toBe(409);
    expect(early.body.errors[0]?.message).toBe(messages.placement.questionnaireNotPossible);

    await app.db
      .updateTable('orders')
      .set({ isConfirmed: true, isCompleted: true })
      .where('uid', '=', order.uid)
      .execute();
    const sent = await app.request<Envelope<PublicOrder>>(`${statusPath(order)}/questionnaire`, post(ratings));
    expect(sent.status).toBe(201);
    expect(sent.body.data.questionnaireRating).toBe(5);

    const twice = await app.request<Failure>(`${statusPath(order)}/questionnaire`, post(ratings));
    expect(twice.status).toBe(409);
    expect(twice.body.errors[0]?.message).toBe(messages.placement.questionnaireAlreadySent);
  });

  it('validates the four ratings 1–5 (comment optional)', async () => {
    const order = await placeOne();
    await app.db
      .updateTable('orders')
      .set({ isConfirmed: true, isCompleted: true })
      .where('uid', '=', order.uid)
      .execute();
    const bad = await app.request<Failure>(
      `${statusPath(order)}/questionnaire`,
      post({ rating: 0, foodRating: 6, serviceRating: 5, processRating: 2.5 }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.errors.map((e) => [e.field, e.message])).toEqual([
      ['rating', messages.validation.notInRange({ min: 1, max: 5 })],
      ['foodRating', messages.validation.notInRange({ min: 1, max: 5 })],
      ['processRating', messages.validation.notInteger],
    ]);
    const ok = await app.request(
      `${statusPath(order)}/questionnaire`,
      post({ rating: 1, foodRating: 2, serviceRating: 3, processRating: 4 }),
    );
    expect(ok.status).toBe(201);
  });
});
