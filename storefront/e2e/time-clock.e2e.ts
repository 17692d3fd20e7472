import { timeTrackingMessages as m } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Issue 28.1: the branch time clock at /frontdesk/{branchId}/{apiKey}/zeiterfassung (tiles → PIN → state and big
 * buttons, 20 s idle sign-out) at 1024×768 and 390 px, and the back-office PIN screen for admin and employee.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: BrowserContext;
let terminalPath = '';
let employeeName = '';

interface User {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
}

async function csrfOf(context: BrowserContext): Promise<string> {
  const me = await context.request.get(`${baseUrl}/api/users/me`);
  return ((await me.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

beforeAll(async () => {
  browser = await launchChromium();
  admin = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  const login = await admin.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(login.status()).toBe(200);
  const headers = { 'X-CSRF-Token': await csrfOf(admin) };
  const key = await admin.request.post(`${baseUrl}/api/branch-keys`, {
    data: { branchId: 1, name: 'Zeiterfassung e2e' },
    headers,
  });
  expect(key.status()).toBe(201);
  terminalPath = `/frontdesk/1/${((await key.json()) as { data: { key: string } }).data.key}/zeiterfassung`;
  const users = ((await (await admin.request.get(`${baseUrl}/api/users?limit=1000`)).json()) as { data: User[] }).data;
  const employee = users.find((user) => user.username === 'filiale');
  if (!employee) throw new Error('no demo employee');
  employeeName = `${employee.firstName} ${employee.lastName}`.trim() || employee.username;
  const pin = await admin.request.put(`${baseUrl}/api/time-tracking/pins/${employee.id}`, {
    data: { pin: '2468' },
    headers,
  });
  expect(pin.status()).toBe(204);
  // A shift in 10 days at an hour no other test plans (a clash with one would be a 409: the shift is there anyway).
  const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const shift = await admin.request.post(`${baseUrl}/api/working-schedules`, {
    data: {
      userId: employee.id,
      branchId: 1,
      startsAt: `${day}T01:00:00Z`,
      endsAt: `${day}T02:00:00Z`,
      breakMinutes: 0,
    },
    headers,
  });
  expect([201, 409]).toContain(shift.status());
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

async function signIn(page: Page, pin: string): Promise<void> {
  await page.getByRole('button', { name: employeeName }).click();
  await page.getByLabel(m.pinLabel, { exact: true }).fill(pin);
  await page.getByRole('button', { name: m.pinConfirm }).click();
}

const stateLine = (page: Page) => page.getByTestId('time-clock-state');

async function expectNoOverflow(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe('branch time clock', () => {
  it('at 1024×768: tiles, PIN pad, start/pause/resume/end with big buttons, sign-out after 20 s idle', async () => {
    const context = await browser.newContext({ viewport: { width: 1024, height: 768 }, timezoneId: 'Europe/Vienna' });
    const page = await context.newPage();
    await page.clock.install();
    await page.goto(`${baseUrl}${terminalPath}`);
    await page.getByRole('heading', { name: m.chooseEmployee }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: employeeName }).click();
    await page.getByRole('heading', { name: m.enterPin({ name: employeeName }) }).waitFor();
    for (const digit of '1357') await page.getByRole('button', { name: m.pinDigit({ digit }) }).click();
    expect(await page.getByLabel(m.pinLabel, { exact: true }).inputValue()).toBe('1357');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: m.pinConfirm }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: m.wrongPinAttemptsLeft({ left: 4 }) })
      .waitFor();
    await page.getByLabel(m.pinLabel, { exact: true }).fill('2468');
    await page.getByRole('button', { name: m.pinConfirm }).click();

    await stateLine(page).filter({ hasText: m.stateOff }).waitFor();
    expect(await page.getByTestId('time-clock-today').textContent()).toMatch(/^\d+:\d\d Std\.$/);
    // The next shift and the month at a glance (worked of planned, the time balance).
    await page.getByTestId('time-clock-shift').waitFor();
    expect(await page.getByTestId('time-clock-shift').textContent()).toMatch(
      /^\d\d\.\d\d\.\d{4}, \d\d:\d\d–\d\d:\d\d Uhr$/,
    );
    await page.getByTestId('time-clock-balance').waitFor();
    expect(await page.getByTestId('time-clock-balance').textContent()).toMatch(/^[+-]?\d+:\d\d Std\.$/);
    expect(await page.getByTestId('time-clock-month').textContent()).toMatch(/^\d+:\d\d von \d+:\d\d Std\.$/);
    const start = page.getByRole('button', { name: m.start, exact: true });
    const box = await start.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(80);
    await start.click();
    await page.getByRole('status').filter({ hasText: m.started }).waitFor();
    await stateLine(page)
      .filter({ hasText: /Eingestempelt seit \d\d:\d\d Uhr/ })
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: m.pause, exact: true }).click();
    await stateLine(page).filter({ hasText: m.statePaused }).waitFor();
    await page.getByRole('button', { name: m.resume }).click();
    await stateLine(page).filter({ hasText: m.stateWorking }).waitFor();
    await page.getByRole('button', { name: m.end, exact: true }).click();
    await stateLine(page).filter({ hasText: m.stateOff }).waitFor();
    await expectNoOverflow(page, 1024);

    // 20 s without a touch: signed out, back to the tiles.
    await page.clock.fastForward(19_000);
    expect(await stateLine(page).count()).toBe(1);
    await page.clock.fastForward(1_500);
    await page.getByRole('heading', { name: m.chooseEmployee }).waitFor();
    expect(await stateLine(page).count()).toBe(0);
    await context.close();
  }, 40_000);

  it('at 390 px: the same screens fit without sideways scrolling and stay axe clean', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, timezoneId: 'Europe/Vienna' });
    const page = await context.newPage();
    await page.goto(`${baseUrl}${terminalPath}`);
    await page.getByRole('heading', { name: m.chooseEmployee }).waitFor();
    await expectNoOverflow(page, 390);
    // The PIN pad: three equal columns within the phone's width ('Anmelden' once pushed it off the screen).
    await page.getByRole('button', { name: employeeName }).click();
    await page.getByRole('button', { name: m.pinConfirm }).waitFor();
    await expectNoOverflow(page, 390);
    const widths = await Promise.all(
      ['1', '2', '3'].map(
        async (digit) => (await page.getByRole('button', { name: m.pinDigit({ digit }) }).boundingBox())?.width ?? 0,
      ),
    );
    expect(Math.max(...widths) - Math.min(...widths)).toBeLessThan(2);
    const confirm = await page.getByRole('button', { name: m.pinConfirm }).boundingBox();
    expect((confirm?.x ?? 0) + (confirm?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: m.back }).click();
    await signIn(page, '2468');
    await stateLine(page).waitFor();
    await page.getByTestId('time-clock-balance').waitFor();
    await expectNoOverflow(page, 390);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: m.signOut }).click();
    await page.getByRole('heading', { name: m.chooseEmployee }).waitFor();
    // The token ends while signed in (here: an admin sets a new PIN): the next button press goes back to the tiles
    // with the German message instead of leaving buttons that all fail.
    await signIn(page, '2468');
    await stateLine(page).waitFor();
    const headers = { 'X-CSRF-Token': await csrfOf(admin) };
    const users = ((await (await admin.request.get(`${baseUrl}/api/users?limit=1000`)).json()) as { data: User[] })
      .data;
    const id = users.find((user) => user.username === 'filiale')?.id;
    expect(
      (await admin.request.put(`${baseUrl}/api/time-tracking/pins/${id}`, { data: { pin: '2468' }, headers })).status(),
    ).toBe(204);
    await page.getByRole('button', { name: m.start, exact: true }).click();
    await page.getByRole('heading', { name: m.chooseEmployee }).waitFor();
    await page.getByRole('alert').filter({ hasText: m.tokenInvalid }).waitFor();
    // A wrong key in the path: the German refusal, no tiles.
    await page.goto(`${baseUrl}/frontdesk/1/bk_1_${'x'.repeat(43)}/zeiterfassung`);
    await page.getByRole('alert').filter({ hasText: 'Ungültiger oder widerrufener API-Schlüssel.' }).waitFor();
    await context.close();
  }, 40_000);
});

describe('back-office PINs', () => {
  it('admins set a PIN per user; employees only their own', async () => {
    const page = await admin.newPage();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${baseUrl}/backend/zeiterfassung/pins`);
    const row = page.getByTestId('pin-row-filiale');
    await row.waitFor();
    expect(await row.textContent()).toContain(m.pinSet);
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByLabel(m.newPin).fill('12');
    await row.getByRole('button', { name: m.setPin }).click();
    await row.getByRole('alert').filter({ hasText: m.pinFormat }).waitFor();
    await row.getByLabel(m.newPin).fill('2468');
    await row.getByRole('button', { name: m.setPin }).click();
    await row.getByRole('status').filter({ hasText: m.pinSaved }).waitFor();
    await page.close();

    const employee = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    const login = await employee.request.post(`${baseUrl}/api/login`, {
      data: { username: 'filiale', password: 'demo-filiale' },
    });
    expect(login.status()).toBe(200);
    const own = await employee.newPage();
    await own.goto(`${baseUrl}/backend/zeiterfassung/pins`);
    await own.getByRole('heading', { name: m.ownPinTitle }).waitFor();
    expect(await own.getByTestId('pin-row-admin').count()).toBe(0);
    await own.getByLabel(m.newPin).fill('2468');
    await own.getByRole('button', { name: m.setPin }).click();
    await own.getByRole('status').filter({ hasText: m.pinSaved }).waitFor();
    expect(await seriousViolations(own)).toEqual([]);
    await employee.close();
  }, 40_000);
});
