import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { type Browser, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakePrinter } from '../src/core/testing/fake-printer.js';
import { type RunningApi, type RunningDesk, startApi, startDeskProcess } from './support/processes.js';
import { placeOrder, Staff } from './support/shop.js';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

let api: RunningApi;
let printer: FakePrinter;
let desk: RunningDesk;
let browser: Browser;
let dataDir = '';

async function seriousViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axeSource });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(): Promise<{ violations: { id: string; impact: string }[] }> } })
      .axe;
    const result = await axe.run();
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  });
}

beforeAll(async () => {
  api = await startApi('2026-11-23T10:00:00+01:00');
  printer = new FakePrinter();
  await printer.up();
  const staff = await Staff.signIn(api.url);
  const { code } = await staff.deviceWithCode('theke-page');
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-page-'));
  desk = await startDeskProcess({ shopUrl: api.url, pairingCode: code, printer: printer.address, dataDir, page: true });
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
}, 200_000);
afterAll(async () => {
  await browser?.close();
  await desk?.stop();
  await printer?.down();
  await api?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the desk page (desk:web in Chromium)', () => {
  it('shows a new order with the shared order card, rings until "Gesehen", then confirms it; no serious axe findings', async () => {
    // The counter's clock is the branch's (Vienna): the proposal typed as 10:30 is 09:30 UTC in November.
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, timezoneId: 'Europe/Vienna' });
    await page.goto(`${desk.url}/`);
    await page.getByText('Verbunden').waitFor();
    await placeOrder(api.url, 'Ohne Zwiebel');
    const alert = page.getByTestId('alert');
    await alert.waitFor({ timeout: 5000 });
    const card = page.getByTestId('order-card');
    await card.waitFor();
    expect(await card.getAttribute('data-alert')).toBe('true');
    const rings = Number(await page.locator('main').getAttribute('data-rings'));
    expect(rings).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await card.click();
    await expect.poll(() => page.getByText('Ohne Zwiebel').count()).toBeGreaterThan(0);
    await alert.getByRole('button', { name: /Gesehen/ }).click();
    await alert.waitFor({ state: 'detached', timeout: 5000 });
    await page.getByLabel('Gegenvorschlag').fill('2026-11-23T10:30');
    await page.getByRole('button', { name: 'Gegenvorschlag' }).click();
    await expect
      .poll(async () => {
        const state = (await (await fetch(`${desk.url}/local/state`)).json()) as {
          orders: { counterAppointment: string | null }[];
        };
        return state.orders[0]?.counterAppointment ?? null;
      })
      .toBe('2026-11-23T09:30:00.000Z');
    await page.getByRole('button', { name: 'Bestätigen' }).click();
    await expect.poll(() => page.getByText('Bestätigt').count()).toBeGreaterThan(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.screenshot({ path: path.join(os.tmpdir(), 'desk-page-390.png'), fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  }, 60_000);

  it("kitchen tab (issue 27): a confirmed order as a ticket; 'Fertig' moves it on, 'Zurück' brings it back", async () => {
    const staff = await Staff.signIn(api.url);
    const uid = await placeOrder(api.url, 'Für die Küche');
    const current = await staff.call<{ id: number; uid: string }[]>('GET', '/api/orders/current?branch=1');
    const id = current.data.find((order) => order.uid === uid)?.id;
    if (!id) throw new Error('order not current');
    await staff.call('POST', `/api/orders/${id}/acknowledge`);
    expect((await staff.call('POST', `/api/orders/${id}/status/confirm`)).status).toBe(200);
    const stateOf = async () => (await staff.call<{ state: string }>('GET', `/api/orders/${id}`)).data.state;

    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, timezoneId: 'Europe/Vienna' });
    await page.goto(`${desk.url}/`);
    await page.getByText('Verbunden').waitFor();
    await page.getByRole('button', { name: 'Küche' }).click();
    const ticket = page.locator(`[data-testid="kitchen-tickets"] li[data-order-id="${id}"]`);
    await ticket.waitFor();
    expect(await ticket.textContent()).toContain('Für die Küche');
    expect(await seriousViolations(page)).toEqual([]);
    await ticket.getByRole('button', { name: /fertig/ }).click();
    await ticket.waitFor({ state: 'detached' });
    await expect.poll(stateOf).toBe('in-delivery');
    await page.getByRole('button', { name: /zurück in Zubereitung/ }).click();
    await ticket.waitFor();
    await expect.poll(stateOf).toBe('confirmed');
    await page.close();
  }, 60_000);
  it("Zeiterfassung tab (issue 28.1): PIN sign-in, start and pause through the desk's credential; axe clean", async () => {
    const staff = await Staff.signIn(api.url);
    const users = await staff.call<{ id: number; username: string; firstName: string; lastName: string }[]>(
      'GET',
      '/api/users?limit=1000',
    );
    const employee = users.data.find((user) => user.username === 'filiale');
    if (!employee) throw new Error('no demo employee');
    expect((await staff.call('PUT', `/api/time-tracking/pins/${employee.id}`, { pin: '2468' })).status).toBe(204);
    // Tomorrow's shift (the API's clock: Monday 23 November 2026, 10:00 in Vienna), 06:00–14:00.
    const shift = await staff.call('POST', '/api/working-schedules', {
      userId: employee.id,
      branchId: 1,
      startsAt: '2026-11-24T05:00:00Z',
      endsAt: '2026-11-24T13:00:00Z',
      breakMinutes: 30,
    });
    expect(shift.status).toBe(201);
    const name = `${employee.firstName} ${employee.lastName}`.trim() || employee.username;

    const page = await browser.newPage({ viewport: { width: 1024, height: 768 }, timezoneId: 'Europe/Vienna' });
    await page.goto(`${desk.url}/`);
    await page.getByText('Verbunden').waitFor();
    await page.getByRole('button', { name: 'Zeiterfassung' }).click();
    await page.getByRole('button', { name }).click();
    await page.getByLabel('PIN', { exact: true }).waitFor();
    for (const digit of '1111') await page.getByRole('button', { name: `Ziffer ${digit}` }).click();
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByRole('alert').filter({ hasText: 'Die PIN ist falsch.' }).waitFor();
    await page.getByLabel('PIN', { exact: true }).fill('2468');
    await page.getByRole('button', { name: 'Anmelden' }).click();
    await page.getByTestId('time-clock-state').filter({ hasText: 'Nicht eingestempelt' }).waitFor();
    // The same next shift and month as the branch terminal, through the desk's credential.
    await page.getByTestId('time-clock-shift').filter({ hasText: '24.11.2026, 06:00–14:00 Uhr' }).waitFor();
    await page.getByTestId('time-clock-balance').waitFor();
    expect(await page.getByTestId('time-clock-month').textContent()).toMatch(/^\d+:\d\d von \d+:\d\d Std\.$/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Start', exact: true }).click();
    await page
      .getByTestId('time-clock-state')
      .filter({ hasText: /Eingestempelt seit \d\d:\d\d Uhr/ })
      .waitFor();
    await page.getByRole('button', { name: 'Pause', exact: true }).click();
    await page.getByTestId('time-clock-state').filter({ hasText: 'In der Pause' }).waitFor();
    expect(await page.getByRole('button', { name: 'Fortsetzen' }).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Abmelden' }).click();
    await page.getByRole('heading', { name: 'Wer sind Sie?' }).waitFor();
    // The page never holds the device credential: the core adds it; without a token the API refuses.
    expect((await fetch(`${desk.url}/local/time-tracking/me`)).status).toBe(401);
    await page.close();
  }, 60_000);
});
