import { formatLocalTime, localDateOf, onlinePauseMessages, productionMessages } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';
import { fetchBranch, takeawaySlot } from './support/orders';

/**
 * Issue 27 points 2 and 3: the 'Backliste' screen sums the pre-orders of a day (by weight in kg) with the orders
 * behind each line, and its CSV says the same; a pause set on the board shows on the shop's store page at once
 * and live on a second board (staff stream, `branch.paused`), which ends it early.
 */

const baseUrl = inject('baseUrl');
const zone = 'Europe/Vienna';
let browser: Browser;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchChromium();
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
  });
  const login = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(login.status()).toBe(200);
  page = await context.newPage();
});

afterAll(async () => {
  // Never leave Wien paused for the files after this one.
  const me = await context?.request.get(`${baseUrl}/api/users/me`);
  const token = ((await me?.json()) as { data?: { csrfToken?: string } } | undefined)?.data?.csrfToken ?? '';
  await context?.request.delete(`${baseUrl}/api/branches/1/online-pause`, { headers: { 'X-CSRF-Token': token } });
  await context?.close();
  await browser?.close();
});

/** A pre-order at Linz of Vanillekipferl in dag, with a name no other test uses. */
async function preorderKipferl(appointmentDate: string, dag: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Berta',
      lastName: 'Backliste',
      phone: '+436641234567',
      email: 'berta.backliste@example.at',
      paymentMethod: 'cash',
      notificationType: 'email',
      legalInstructions: true,
      privacyPolicy: true,
      branch: 3,
      isDelivery: false,
      isDineIn: false,
      appointmentDate,
      items: [{ product: 19, amount: dag, unit: 'dag', parts: [] }],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

describe('Backliste and pause (issue 27)', () => {
  it('sums the pre-orders of a day in kg with the orders behind each line; the CSV says the same', async () => {
    const linz = await fetchBranch(baseUrl, 'linz-landstrasse');
    // Four days ahead: a day no other browser test orders for.
    const slot = takeawaySlot(linz, 4 * 24 * 60);
    await preorderKipferl(slot, '35');
    await preorderKipferl(slot, '45');
    const day = localDateOf(Date.parse(slot), zone);

    await page.goto('/backend/production');
    await page.getByRole('heading', { level: 1, name: productionMessages.title }).waitFor();
    const filters = page.getByTestId('production-filters');
    await filters.getByLabel(productionMessages.dayLabel).fill(day);
    await filters.getByLabel(productionMessages.branchLabel).selectOption({ label: linz.name });
    const kipferl = page.getByTestId('production-product').filter({ hasText: 'Vanillekipferl' });
    await kipferl.getByText('0,8 kg').first().waitFor();
    await kipferl.locator('summary').click();
    const time = formatLocalTime(Date.parse(slot), zone);
    await expect(
      kipferl.getByRole('link', { name: new RegExp(`Berta Backliste \\(${time}\\)`) }).count(),
    ).resolves.toBe(2);
    expect(await seriousViolations(page)).toEqual([]);

    const href = await page.getByRole('link', { name: productionMessages.downloadCsv }).getAttribute('href');
    const csv = await context.request.get(`${baseUrl}${href}`);
    expect(csv.status()).toBe(200);
    const rows = (await csv.text()).replace('\uFEFF', '').split('\r\n');
    expect(rows[0]).toBe('Kategorie;Produkt;Optionen;Menge;Einheit;Bestellungen;Neu');
    expect(rows.find((row) => row.includes(';Vanillekipferl;'))).toMatch(
      /^Süßes Gebäck;Vanillekipferl;;0,8;kg;#\d+ Berta Backliste/,
    );
  });

  it('a pause set on one board shows on the store page and live on a second board, which ends it early', async () => {
    // The second board is open (its staff stream subscribed) before the pause is set: only the live event can show
    // it there (the board does not poll, and the window does not regain focus).
    const board2 = await context.newPage();
    const streamOpen = board2.waitForResponse((response) => response.url().includes('/api/orders/events'));
    await board2.goto('/backend/orders');
    await streamOpen;
    const panel2 = board2.getByTestId('online-pause-1');
    await panel2.waitFor();

    await page.goto('/backend/orders');
    const panel = page.getByTestId('online-pause-1');
    await panel
      .getByRole('group', { name: onlinePauseMessages.pauseTitle })
      .getByRole('button', { name: '15 Min.' })
      .click();
    const state = panel.getByRole('status');
    await state.getByText(/Online-Bestellungen sind bis \d\d:\d\d pausiert\./).waitFor();
    const line = (await state.locator('strong').textContent()) ?? '';
    await state.getByText(/gesetzt von \S+/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const shop = await context.newPage();
    await shop.goto('/store/wien-mariahilf');
    const banner = shop.getByTestId('closed-banner');
    await banner.getByText(line).waitFor();
    await banner.getByText('Derzeit haben wir leider geschlossen.').waitFor();

    // Live on the other board within 2 s of showing on this one, without a reload; ended there, gone here as fast.
    const state2 = panel2.getByRole('status');
    await state2.getByText(line).waitFor({ timeout: 2000 });
    await panel2.getByRole('button', { name: onlinePauseMessages.endEarly }).click();
    await state2.waitFor({ state: 'detached' });
    await state.waitFor({ state: 'detached', timeout: 2000 });
    await board2.close();
    const pausesRead = shop.waitForResponse((response) => response.url().endsWith('/api/online-pauses'));
    await shop.reload();
    expect(await (await pausesRead).json()).toEqual({ data: [] });
    await shop.getByRole('heading', { level: 1 }).first().waitFor();
    await expect(shop.getByText(line).count()).resolves.toBe(0);
    await shop.close();
  });
});
