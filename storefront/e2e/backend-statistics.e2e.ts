import { readFile } from 'node:fs/promises';
import {
  formatCurrency,
  backofficeStatisticsMessages as m,
  messages,
  backofficeOrdersMessages as om,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';
import { fetchBranch, placeTakeawayOrder, takeawaySlot } from './support/orders';

/**
 * The statistics dashboard (issue 26 point 3) in Chromium against the real API: the key figures and the day table
 * are the API's numbers, a preset changes the range and the figures, the table view and the CSV download carry the
 * same numbers, a failing API shows the §8 message, and an employee sees the figures of their branch only.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: BrowserContext;
let page: Page;

interface Answer {
  rows: { key: string; label?: string; value: number; amount?: string }[];
  total: { value: number; amount?: string };
}

const count = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 0 });
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Vienna' });

/** YYYY-MM-DD of today in Vienna, shifted by whole days (calendar arithmetic on a UTC date). */
function viennaDay(shiftDays = 0): string {
  const today = dayFormat.format(new Date());
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + shiftDays);
  return date.toISOString().slice(0, 10);
}

const german = (day: string) => day.split('-').reverse().join('.');

async function statistic(context: BrowserContext, bucket: string, from: string, to: string, branchId?: number) {
  const query = new URLSearchParams({ from, to, ...(branchId ? { branchId: String(branchId) } : {}) });
  const response = await context.request.get(`${baseUrl}/api/statistics/${bucket}?${query.toString()}`);
  expect(response.status(), `${bucket} ${query.toString()}`).toBe(200);
  return ((await response.json()) as { data: Answer }).data;
}

const figure = (target: Page, id: string) => target.getByTestId(`figure-${id}`).getByTestId('figure-value');
const panel = (target: Page, title: string) => target.getByRole('region', { name: title });

async function signIn(context: BrowserContext, username: string, password: string): Promise<void> {
  const response = await context.request.post(`${baseUrl}/api/login`, { data: { username, password } });
  expect(response.status()).toBe(200);
}

/** Waits until the figure shows `text` (the page fills it after its calls answered). */
async function expectFigure(target: Page, id: string, text: string): Promise<void> {
  await expect.poll(() => figure(target, id).textContent(), { timeout: 15_000 }).toBe(text);
}

beforeAll(async () => {
  browser = await launchChromium();
  // An order placed now in Linz: today's figures are never all zero, and an employee of Vienna must not count it.
  const linz = await fetchBranch(baseUrl, 'linz-landstrasse');
  await placeTakeawayOrder(baseUrl, linz, takeawaySlot(linz, 30));
  admin = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
    acceptDownloads: true,
  });
  await signIn(admin, 'admin', 'demo-admin');
  page = await admin.newPage();
});

afterAll(async () => {
  await browser?.close();
});

describe('statistics dashboard', () => {
  it('shows the API’s figures and days; a preset changes them; table view and CSV carry the same numbers', async () => {
    await page.goto('/backend/statistics?range=last30Days');
    await page.getByRole('heading', { level: 1, name: m.title }).waitFor();
    const from = viennaDay(-29);
    const to = viennaDay();
    const [orders, revenue, canceled, visitors] = await Promise.all(
      ['orders', 'revenue', 'canceled-orders', 'unique-visitors'].map((bucket) => statistic(admin, bucket, from, to)),
    );
    if (!orders || !revenue || !canceled || !visitors) throw new Error('missing answer');
    expect(orders.total.value).toBeGreaterThan(0);
    await expectFigure(page, 'orders', count.format(orders.total.value));
    await expectFigure(page, 'revenue', formatCurrency(revenue.total.amount ?? '0'));
    await expectFigure(page, 'canceledOrders', count.format(canceled.total.value));
    await expectFigure(page, 'uniqueVisitors', count.format(visitors.total.value));
    await expect
      .poll(() => page.getByTestId('statistics-range').textContent())
      .toContain(
        `${german(from)} – ${german(to)}, verglichen mit ${german(viennaDay(-59))} – ${german(viennaDay(-30))}`,
      );

    // The chart is drawn, and its table (a caption, read by screen readers) has a row per day with the API's numbers.
    const timeline = panel(page, m.panels.timeline);
    await timeline.locator('canvas').waitFor();
    const table = page.getByRole('table', { name: m.panels.timeline });
    expect(await table.locator('tbody tr').count()).toBe(30);
    const todayRow = table.locator('tbody tr').last();
    expect(await todayRow.locator('th').textContent()).toBe(german(to));
    const todayOrders = orders.rows.find((row) => row.key === to)?.value ?? -1;
    expect(await todayRow.locator('td').first().textContent()).toBe(count.format(todayOrders));
    expect(await seriousViolations(page)).toEqual([]);

    // Table view: the table instead of the chart.
    await timeline.getByRole('button', { name: m.showTable }).click();
    await expect
      .poll(() => timeline.getByRole('button', { name: m.showTable }).getAttribute('aria-pressed'))
      .toBe('true');
    expect(await timeline.locator('canvas').count()).toBe(0);
    expect(await timeline.getByRole('table').isVisible()).toBe(true);

    // CSV of the panel: BOM, ';', CRLF, a line per day with the API's orders and revenue (decimal comma).
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      timeline.getByRole('button', { name: m.downloadCsv }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`statistik-zeitverlauf-${from}-${to}.csv`);
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe('\uFEFFTag;Bestellungen;Umsatz');
    expect(lines).toHaveLength(32); // header, 30 days, the empty rest after the last CRLF
    const todayRevenue = revenue.rows.find((row) => row.key === to)?.amount ?? 'x';
    expect(lines[30]).toBe(`${german(to)};${todayOrders};${todayRevenue.replace('.', ',')}`);

    // '7 Tage': other days, the figures of those days.
    await page.getByRole('button', { name: m.range.presets.last7Days }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('range')).toBe('last7Days');
    const week = await statistic(admin, 'orders', viennaDay(-6), to);
    const weekRevenue = await statistic(admin, 'revenue', viennaDay(-6), to);
    await expectFigure(page, 'orders', count.format(week.total.value));
    await expectFigure(page, 'revenue', formatCurrency(weekRevenue.total.amount ?? '0'));
    await expect.poll(() => page.getByRole('table', { name: m.panels.timeline }).locator('tbody tr').count()).toBe(7);
    expect(await page.getByRole('button', { name: m.range.presets.last7Days }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    // A range typed into the calendar's fields (DD MM YYYY): no preset pressed, the API's figures of those days.
    const customFrom = viennaDay(-13);
    const customTo = viennaDay(-7);
    const typed = (day: string) => day.split('-').reverse().join('');
    // The picker's six fields in German order: day, month, year of 'Von', then of 'Bis'.
    const fields = page.getByRole('group', { name: om.dateRange }).getByRole('spinbutton');
    await fields.nth(0).click();
    await page.keyboard.type(typed(customFrom));
    await fields.nth(3).click();
    await page.keyboard.type(typed(customTo));
    // Typing asked for nothing yet (no year 0002 on the way); 'Anwenden' takes the range.
    expect(new URL(page.url()).searchParams.get('range')).toBe('last7Days');
    await page.getByRole('button', { name: m.range.apply }).click();
    await expect.poll(() => new URL(page.url()).searchParams.get('to')).toBe(customTo);
    expect(new URL(page.url()).searchParams.get('from')).toBe(customFrom);
    const custom = await statistic(admin, 'orders', customFrom, customTo);
    await expectFigure(page, 'orders', count.format(custom.total.value));
    expect(
      await page.getByRole('group', { name: m.range.presetsLabel }).getByRole('button', { pressed: true }).count(),
    ).toBe(0);
    await page.getByRole('button', { name: m.range.presets.last7Days }).click();

    // The heat map's table: a row per weekday; the popular items as the API ranks them.
    const heat = page.getByRole('table', { name: m.panels.orderTimes });
    expect(await heat.locator('tbody tr').count()).toBe(7);
    // Working time (issue 28.5): a row per day with the API's worked and planned minutes as H:MM, or 'no data'.
    const worked = await statistic(admin, 'working-activities', viennaDay(-6), to);
    const planned = await statistic(admin, 'working-schedules', viennaDay(-6), to);
    const work = panel(page, m.panels.workingTime);
    if (worked.total.value + planned.total.value === 0) {
      await work.getByText(m.empty).waitFor();
    } else {
      const workRows = page.getByRole('table', { name: m.panels.workingTime }).locator('tbody tr');
      expect(await workRows.count()).toBe(7);
      const hm = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}`;
      expect(await workRows.last().locator('td').allTextContents()).toEqual([
        hm(worked.rows.find((row) => row.key === to)?.value ?? 0),
        hm(planned.rows.find((row) => row.key === to)?.value ?? 0),
      ]);
    }
    const items = await statistic(admin, 'popular-items', viennaDay(-6), to);
    const first = items.rows[0];
    if (first) {
      const itemRow = page.getByRole('table', { name: m.panels.popularItems }).locator('tbody tr').first();
      expect(await itemRow.locator('th').textContent()).toBe(first.label ?? first.key);
      expect(await itemRow.locator('td').first().textContent()).toBe(count.format(first.value));
    }
  });

  it('says "Statistik konnte nicht geladen werden." when the API fails', async () => {
    await page.route('**/api/statistics/**', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"errors":[{"message":"x","code":"internal"}]}',
      }),
    );
    try {
      // A range not asked yet, so nothing comes from the cache.
      await page.getByRole('button', { name: m.range.presets.lastMonth }).click();
      await page.getByRole('alert').filter({ hasText: m.loadFailed }).waitFor({ timeout: 15_000 });
      expect(m.loadFailed).toBe('Statistik konnte nicht geladen werden.');
      expect(await page.getByTestId('figure-orders').count()).toBe(0);
    } finally {
      await page.unroute('**/api/statistics/**');
    }
    // A refused range: the §8 text and the API's German reason.
    await page.goto('/backend/statistics?from=2020-01-01&to=2026-11-27');
    const refused = page.getByRole('alert').filter({ hasText: m.loadFailed });
    await refused.waitFor({ timeout: 15_000 });
    expect(await refused.textContent()).toBe(`${m.loadFailed}${messages.statistics.rangeTooLong({ years: 3 })}`);
  });

  it('shows an employee the figures of their own branch only', async () => {
    const employee = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    try {
      await signIn(employee, 'filiale', 'demo-filiale');
      const own = await employee.newPage();
      const asked: string[] = [];
      own.on('request', (request) => {
        if (request.url().includes('/api/statistics/')) asked.push(request.url());
      });
      await own.goto('/backend/statistics?range=last7Days');
      await own.getByRole('link', { name: m.nav }).waitFor();
      const from = viennaDay(-6);
      const to = viennaDay();
      const mine = await statistic(employee, 'orders', from, to, 1);
      const all = await statistic(admin, 'orders', from, to);
      // The Linz order of beforeAll counts for all branches, not for Vienna.
      expect(all.total.value).toBeGreaterThan(mine.total.value);
      await expectFigure(own, 'orders', count.format(mine.total.value));
      expect(await own.getByTestId('statistics-range').textContent()).toContain('Morgenrot Wien Mariahilf');
      expect(asked.length).toBeGreaterThan(0);
      for (const url of asked) expect(new URL(url).searchParams.get('branchId')).toBe('1');
      // Another branch's statistics are refused.
      const refused = await employee.request.get(`${baseUrl}/api/statistics/orders?from=${from}&to=${to}&branchId=3`);
      expect(refused.status()).toBe(403);
      expect(await seriousViolations(own)).toEqual([]);
    } finally {
      await employee.close();
    }
  });
});
