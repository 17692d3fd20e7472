import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newShopContext } from './support/browser';

/**
 * First-party analytics in Chromium against the real API (issue 26 points 1 and 2): the shop's queue sends the
 * device info once and a page view after each navigation to POST /api/analytics-log, the statistics count them, no
 * cookie or storage entry is used, and the headless browser (a bot by its user agent) is not counted.
 */

const baseUrl = inject('baseUrl');
const chrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' });

interface LoggedEvent {
  type: string;
  action: string;
  data?: Record<string, unknown>;
}

let browser: Browser;
let admin: BrowserContext;

async function total(bucket: string): Promise<number> {
  const today = dayFormat.format(new Date());
  const response = await admin.request.get(`${baseUrl}/api/statistics/${bucket}?from=${today}&to=${today}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { total: { value: number } } }).data.total.value;
}

/** The next batch the page sends, with the answer's status. */
async function nextBatch(
  page: Page,
  action: () => Promise<unknown>,
): Promise<{ events: LoggedEvent[]; status: number }> {
  const sent = page.waitForRequest((request: Request) => request.url().endsWith('/api/analytics-log'));
  await action();
  const request = await sent;
  const response = await request.response();
  return { events: request.postDataJSON() as LoggedEvent[], status: response?.status() ?? 0 };
}

beforeAll(async () => {
  browser = await launchChromium();
  admin = await browser.newContext({ baseURL: baseUrl });
  const login = await admin.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(login.status()).toBe(200);
});

afterAll(async () => {
  await browser?.close();
});

describe('shop analytics', () => {
  it('logs device info once and a page view per navigation; the statistics count them; no cookie or storage', async () => {
    const views = await total('page-views');
    const visitors = await total('unique-visitors');
    const context = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT', userAgent: chrome });
    try {
      const page = await context.newPage();
      const first = await nextBatch(page, () => page.goto('/'));
      expect(first.status).toBe(204);
      expect(first.events.map((event) => [event.type, event.action])).toEqual([
        ['device', 'info'],
        ['pageview', '/'],
      ]);
      expect(first.events[0]?.data).toMatchObject({ colorScheme: 'light' });

      const store = page.locator('main a[href^="/store/"]:visible').first();
      const href = (await store.getAttribute('href')) ?? '';
      const second = await nextBatch(page, () => store.click());
      expect(second.status).toBe(204);
      expect(second.events).toEqual([{ type: 'pageview', action: href }]);

      await expect.poll(() => total('page-views'), { timeout: 10_000 }).toBe(views + 2);
      expect(await total('unique-visitors')).toBe(visitors + 1);
      expect(await context.cookies()).toEqual([]);
      const storage = await page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)]);
      expect(storage.filter((key) => /analytic|visit/i.test(key))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('the headless browser is a bot by its user agent: its events are answered but not counted', async () => {
    const views = await total('page-views');
    const context = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    try {
      const page = await context.newPage();
      const batch = await nextBatch(page, () => page.goto('/'));
      expect(batch.status).toBe(204);
      expect(batch.events.some((event) => event.type === 'pageview')).toBe(true);
      expect(await total('page-views')).toBe(views);
    } finally {
      await context.close();
    }
  });
});
