import { messages, timeTrackingSheetsMessages as t } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Zeitblätter (issue 28.4): the admin reads the demo employee's March 2026 (a night shift across the spring DST switch,
 * a day with a break), corrects an entry in the dialog (a reason is required; the original stays visible), and the
 * CSV has the corrected figures; the employee sees only their own sheet. One browser; one page per person.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let csrfToken = '';

async function signedIn(username: string, password: string): Promise<{ context: BrowserContext; csrf: string }> {
  const context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
  });
  const login = await context.request.post(`${baseUrl}/api/login`, { data: { username, password } });
  expect(login.status()).toBe(200);
  return { context, csrf: ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken };
}

beforeAll(async () => {
  browser = await launchChromium();
  const session = await signedIn('admin', 'demo-admin');
  admin = session.context;
  csrfToken = session.csrf;
  page = await admin.newPage();
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

async function enter(body: Record<string, unknown>): Promise<number> {
  const response = await admin.request.post(`${baseUrl}/api/working-activities`, {
    headers: { 'X-CSRF-Token': csrfToken },
    data: { branchId: 1, reason: 'Nachgetragen', ...body },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { data: { id: number } }).data.id;
}

describe('Zeitblätter', () => {
  it('shows the month, corrects an entry with a reason keeping the original; the employee sees only their own', async () => {
    const users = (
      (await (await admin.request.get(`${baseUrl}/api/users?limit=1000`)).json()) as {
        data: { id: number; username: string }[];
      }
    ).data;
    const employee = users.find((u) => u.username === 'filiale');
    if (!employee) throw new Error('demo employee missing');
    // Mon 2 March 2026 08:00–17:30 Vienna with 12:00–12:30 break; Sat 28 → Sun 29 March 22:00–06:00 across the switch.
    await enter({
      userId: employee.id,
      startedAt: '2026-03-02T07:00:00Z',
      endedAt: '2026-03-02T16:30:00Z',
      breaks: [{ startedAt: '2026-03-02T11:00:00Z', endedAt: '2026-03-02T11:30:00Z' }],
    });
    await enter({ userId: employee.id, startedAt: '2026-03-28T21:00:00Z', endedAt: '2026-03-29T04:00:00Z' });

    await page.goto('/backend/zeiterfassung/zeitblaetter');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await page.getByLabel(t.employeeLabel).selectOption(String(employee.id));
    await page.getByLabel(t.monthLabel).fill('2026-03');
    const monday = page.locator('[data-testid="sheet-day"][data-date="2026-03-02"]');
    await monday.getByTestId('sheet-worked').getByText('9:00').waitFor();
    // The night shift: 2 hours on Saturday, 5 real hours on the 23-hour Sunday, a break warning.
    const saturday = page.locator('[data-testid="sheet-day"][data-date="2026-03-28"]');
    await saturday.getByText('22:00–24:00').waitFor();
    await saturday.getByText(t.warnings.breakTooShort({ minutes: 0 })).waitFor();
    await page
      .locator('[data-testid="sheet-day"][data-date="2026-03-29"]')
      .getByTestId('sheet-worked')
      .getByText('5:00')
      .waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Correct: the break was an hour longer. Without a reason nothing is saved.
    await monday.getByRole('button', { name: t.correct }).click();
    const dialog = page.getByRole('alertdialog');
    const form = dialog.getByTestId('correction-form');
    await form.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByLabel(t.breaksLabel).fill('12:00–13:30');
    await dialog.getByRole('button', { name: t.save }).click();
    await form.getByText(t.reasonRequired).waitFor();
    await form.getByLabel(t.reasonLabel).fill('Pause zu kurz gestempelt');
    await dialog.getByRole('button', { name: t.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await monday.getByTestId('sheet-worked').getByText('8:00').waitFor();
    const original = monday.getByTestId('sheet-original');
    await original.getByText(t.originalTimes({ start: '08:00', end: '17:30' })).waitFor();
    await original.getByText(/Pause zu kurz gestempelt/).waitFor();
    await monday.getByText(t.correctedMark, { exact: true }).waitFor();

    // Delete a doubly entered activity: the reason is required here too; the day is empty afterwards.
    const doubled = await enter({
      userId: employee.id,
      startedAt: '2026-03-20T07:00:00Z',
      endedAt: '2026-03-20T08:00:00Z',
    });
    await page.reload();
    await page.getByLabel(t.employeeLabel).selectOption(String(employee.id));
    await page.getByLabel(t.monthLabel).fill('2026-03');
    const friday = page.locator('[data-testid="sheet-day"][data-date="2026-03-20"]');
    await friday.getByTestId('sheet-worked').getByText('1:00').waitFor();
    // Someone else corrects it meanwhile: the dialog sends the version it showed (If-Match) and gets the conflict.
    const meanwhile = await admin.request.put(`${baseUrl}/api/working-activities/${doubled}`, {
      headers: { 'X-CSRF-Token': csrfToken },
      data: {
        branchId: 1,
        startedAt: '2026-03-20T07:00:00Z',
        endedAt: '2026-03-20T08:00:00Z',
        breaks: [],
        note: null,
        reason: 'Notiz',
      },
    });
    expect(meanwhile.status(), await meanwhile.text()).toBe(200);
    await friday.getByRole('button', { name: t.correct }).click();
    await form.waitFor();
    await form.getByLabel(t.reasonLabel).fill('Doppelt nachgetragen');
    await dialog.getByRole('button', { name: t.remove }).click();
    await form.getByRole('alert').getByText(messages.backoffice.conflict).waitFor();
    await dialog.getByRole('button', { name: t.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByLabel(t.employeeLabel).selectOption(String(employee.id));
    await page.getByLabel(t.monthLabel).fill('2026-03');
    await friday.getByTestId('sheet-worked').getByText('1:00').waitFor();
    await friday.getByRole('button', { name: t.correct }).click();
    await form.waitFor();
    await dialog.getByRole('button', { name: t.remove }).click();
    await form.getByText(t.reasonRequired).waitFor();
    await form.getByLabel(t.reasonLabel).fill('Doppelt nachgetragen');
    await dialog.getByRole('button', { name: t.remove }).click();
    await dialog.waitFor({ state: 'detached' });
    await friday.getByTestId('sheet-worked').getByText('0:00').waitFor();
    // The deleted activity stays visible on its day, struck through, with who deleted it and why.
    const removed = friday.getByTestId('sheet-removed');
    await removed.locator('del').getByText('08:00–09:00').waitFor();
    await removed.getByText(/Gelöscht von .*: Doppelt nachgetragen/).waitFor();

    // The CSV carries the corrected figures.
    const csv = await (await admin.request.get(`${baseUrl}/api/time-sheets/${employee.id}/2026-03/export.csv`)).text();
    expect(csv).toContain('02.03.2026;Mo;08:00;17:30;1:30;8:00;');

    // The employee: no person choice, their own sheet; another's is refused.
    const staff = await signedIn('filiale', 'demo-filiale');
    const own = await staff.context.newPage();
    await own.goto('/backend/zeiterfassung/zeitblaetter');
    await own.getByRole('heading', { level: 1, name: t.title }).waitFor();
    await own.getByLabel(t.monthLabel).fill('2026-03');
    await own
      .locator('[data-testid="sheet-day"][data-date="2026-03-02"]')
      .getByTestId('sheet-worked')
      .getByText('8:00')
      .waitFor();
    expect(await own.getByLabel(t.employeeLabel).count()).toBe(0);
    expect(await own.getByRole('button', { name: t.correct }).count()).toBe(0);
    expect((await staff.context.request.get(`${baseUrl}/api/time-sheets/1/2026-03`)).status()).toBe(403);
    expect((await staff.context.request.get(`${baseUrl}/api/time-sheets/1/2026-03/export.pdf`)).status()).toBe(403);
    // On a phone (390 px) the page itself does not scroll sideways (the table scrolls in its own box).
    await own.setViewportSize({ width: 390, height: 844 });
    await own.locator('[data-testid="sheet-day"][data-date="2026-03-02"]').waitFor();
    expect(await own.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await seriousViolations(own)).toEqual([]);
    await staff.context.close();
  });
});
