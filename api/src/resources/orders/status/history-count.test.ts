import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers.js';
import { seedOrderHistory } from '../../../app/seed/order-history.js';
import { signInAs, type TestSession } from '../../../infrastructure/auth/test-session.js';
import type { StaffOrderView } from '../staff-test-kit.js';
import { type Envelope, openMonday } from '../test-fixtures.js';
import { historyCountAhead } from './list-service.js';

/**
 * The history's total on a shop with thousands of orders (issue 26 point 4): counted exactly up to
 * `historyCountAhead` orders past the page asked for, beyond that a lower bound marked `totalCapped`.
 */
let app: TestApp;
let admin: TestSession;
let written = 0;

type Page = Envelope<StaffOrderView[]> & { meta: { page: number; limit: number; total: number; totalCapped: boolean } };

async function history(query: string) {
  const res = await app.request<Page>(`/api/orders?${query}`, { headers: admin.headers });
  expect(res.status).toBe(200);
  return res.body;
}

beforeAll(async () => {
  app = await createTestApp({ now: () => openMonday });
  admin = await signInAs(app);
  written = (await seedOrderHistory(app.db, { lastDay: '2026-03-01', days: 20, perBranchDay: 30, customers: 200 }))
    .orders;
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/orders: the total on a large history', () => {
  it('is a lower bound past the counting window, and grows with the page asked for', async () => {
    expect(written).toBeGreaterThan(historyCountAhead + 300);
    const first = await history('limit=100');
    expect(first.data).toHaveLength(100);
    expect(first.meta).toEqual({ page: 1, limit: 100, total: 100 + historyCountAhead, totalCapped: true });
    const third = await history('limit=100&page=3');
    expect(third.meta).toEqual({ page: 3, limit: 100, total: 300 + historyCountAhead, totalCapped: true });
  });

  it('is exact where the matches fit the window (a narrow filter, or the last pages)', async () => {
    const [exact] = await app.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('businessDate', '=', '2026-02-20')
      .execute();
    const day = await history('from=2026-02-20&to=2026-02-20&limit=10');
    expect(day.meta).toEqual({ page: 1, limit: 10, total: Number(exact?.count), totalCapped: false });
    const lastPage = Math.ceil(written / 100);
    const last = await history(`limit=100&page=${lastPage}`);
    expect(last.meta).toEqual({ page: lastPage, limit: 100, total: written, totalCapped: false });
    expect(last.data).toHaveLength(written - (lastPage - 1) * 100);
  });
});
