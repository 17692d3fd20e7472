import { messages } from '@bestell/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { signInAs, type TestSession, withSession } from '../../../infrastructure/auth/test-session.js';
import { orderInState } from '../staff-test-kit.js';
import { openMonday } from '../test-fixtures.js';

// Review of issue 27: the new staff bodies are strict and say so in German, like every other body of the API, and
// nothing changes when one is refused.

let app: TestApp;
let admin: TestSession;
const unexpected = messages.validation.unexpectedField;

beforeAll(async () => {
  app = await createTestApp({ now: () => openMonday });
  admin = await signInAs(app);
});
afterAll(async () => {
  await app.close();
});

type Failure = { errors: { message: string; code: string; field?: string }[] };

describe('issue 27 bodies: unknown fields are refused in German', () => {
  it('confirm with the quick quote: an unknown field is 422 "Dieses Feld wurde nicht erwartet.", the order still waits', async () => {
    const order = await orderInState(app, admin, 'waiting');
    const res = await app.request<Failure>(
      `/api/orders/${order.id}/status/confirm`,
      withSession(admin, 'POST', { readyInMinutes: 20, price: '0.00' }),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual([{ message: unexpected, code: 'unrecognized_keys', field: 'price' }]);
    const row = await app.db
      .selectFrom('orders')
      .select('isConfirmed')
      .where('id', '=', order.id)
      .executeTakeFirstOrThrow();
    expect(row.isConfirmed).toBe(false);
  });

  it('online pause and busy mode: an unknown field is 422 in German, no pause is set', async () => {
    for (const body of [
      { kind: 'pause', duration: 15, setBy: 'Chef' },
      { kind: 'busy', extraMinutes: 15, setBy: 'Chef' },
    ]) {
      const res = await app.request<Failure>('/api/branches/1/online-pause', withSession(admin, 'PUT', body));
      expect(res.status).toBe(422);
      expect(res.body.errors).toEqual([{ message: unexpected, code: 'unrecognized_keys', field: 'setBy' }]);
    }
    const pauses = await app.request<{ data: unknown[] }>('/api/online-pauses', withSession(admin, 'GET'));
    expect(pauses.body.data).toEqual([]);
  });

  it('production print: an unknown field or a wrong type is 422 in German, nothing is recorded', async () => {
    const extra = await app.request<Failure>(
      '/api/production/print',
      withSession(admin, 'POST', { day: '2026-11-24', branch: 3, printedBy: 'x' }),
    );
    expect(extra.status).toBe(422);
    expect(extra.body.errors).toEqual([{ message: unexpected, code: 'unrecognized_keys', field: 'printedBy' }]);
    const wrongTypes = await app.request<Failure>(
      '/api/production/print',
      withSession(admin, 'POST', { day: 20261124, branch: 'Linz' }),
    );
    expect(wrongTypes.status).toBe(422);
    expect(wrongTypes.body.errors.map((error) => [error.field, error.message])).toEqual([
      ['day', messages.production.invalidDay],
      ['branch', messages.validation.invalidChoice],
    ]);
    const prints = await app.db.selectFrom('productionListPrints').select('branchId').execute();
    expect(prints).toEqual([]);
  });

  it('production list and print: the last day of year 9999 (no next day) is 422 "Bitte wählen Sie einen gültigen Tag.", not 500', async () => {
    for (const path of ['/api/production?day=9999-12-31', '/api/production/export.csv?day=9999-12-31']) {
      const res = await app.request<Failure>(path, withSession(admin, 'GET'));
      expect(res.status, path).toBe(422);
      expect(res.body.errors[0]?.message).toBe(messages.production.invalidDay);
    }
    const print = await app.request<Failure>(
      '/api/production/print',
      withSession(admin, 'POST', { day: '9999-12-31' }),
    );
    expect(print.status).toBe(422);
    expect(print.body.errors[0]?.message).toBe(messages.production.invalidDay);
    expect(await app.db.selectFrom('productionListPrints').select('branchId').execute()).toEqual([]);
  });
});
