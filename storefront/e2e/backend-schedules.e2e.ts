import {
  addDays,
  backofficeFormsMessages as fm,
  formatGermanDate,
  localDateOf,
  mondayOf,
  timeTrackingScheduleMessages as t,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Dienstplan and Abwesenheiten (issue 28.2/28.3): an admin adds a shift in the week view's dialog, an overlapping
 * one is refused with the German message, the week is copied into the next one; the employee sees their own shift
 * without edit buttons. One browser; the admin and the employee each get one page.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: BrowserContext;
let page: Page;
let csrfToken = '';

interface User {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
}
interface Shift {
  id: number;
  userId: number;
  startsAt: string;
}

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

async function shiftsOf(userId: number): Promise<Shift[]> {
  const response = await admin.request.get(`${baseUrl}/api/working-schedules?user=${userId}&limit=1000`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Shift[] }).data;
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

describe('Dienstplan', () => {
  it('adds a shift in the dialog, refuses an overlap in German, copies the week; the employee only reads', async () => {
    const users = ((await (await admin.request.get(`${baseUrl}/api/users?limit=1000`)).json()) as { data: User[] })
      .data;
    const employee = users.find((u) => u.username === 'filiale');
    if (!employee) throw new Error('demo employee missing');
    const name = `${employee.firstName} ${employee.lastName}`.trim() || employee.username;
    for (const shift of await shiftsOf(employee.id)) {
      await admin.request.delete(`${baseUrl}/api/working-schedules/${shift.id}`, {
        headers: { 'X-CSRF-Token': csrfToken },
      });
    }
    const nextMonday = addDays(mondayOf(localDateOf(Date.now(), 'Europe/Vienna')), 7);
    const wednesday = addDays(nextMonday, 2);

    await page.goto('/backend/zeiterfassung/dienstplan');
    await page.getByRole('heading', { level: 1, name: t.scheduleTitle }).waitFor();
    await page.getByTestId('schedule-branch').selectOption('1');
    await page.getByRole('button', { name: t.nextWeek }).click();
    await page.getByTestId('week-label').getByText(formatGermanDate(nextMonday)).waitFor();
    const add = page.getByRole('button', { name: t.addShiftFor({ name, date: formatGermanDate(wednesday) }) });
    await add.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Add: the dialog's defaults 08:00–16:00 with a 30-minute break.
    await add.click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByTestId('shift-form').waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel(t.shiftNote).fill('Backstube');
    await dialog.getByRole('button', { name: t.save }).click();
    await dialog.waitFor({ state: 'detached' });
    const grid = page.getByTestId('schedule-grid');
    // The button's name holds its visible text, the note included (axe: label-content-name-mismatch).
    await grid.getByRole('button', { name: `${t.editShift}: 08:00–16:00 (30′) Backstube` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const stored = await shiftsOf(employee.id);
    expect(stored).toHaveLength(1);
    expect(localDateOf(Date.parse(stored[0]?.startsAt ?? ''), 'Europe/Vienna')).toBe(wednesday);

    // The same time again: refused with the German message, nothing stored.
    await add.click();
    await dialog.getByRole('button', { name: t.save }).click();
    await dialog
      .getByRole('alert')
      .getByText(t.shiftOverlap({ date: formatGermanDate(wednesday), from: '08:00', to: '16:00' }))
      .waitFor();
    await dialog.getByRole('button', { name: t.cancel }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await shiftsOf(employee.id)).toHaveLength(1);

    // Copy the week into the one after: the view follows and shows the copy.
    await page.getByTestId('copy-week').getByRole('button', { name: t.copyWeek }).click();
    await page
      .getByRole('status')
      .getByText(t.weekCopied({ count: 1 }))
      .waitFor();
    await page
      .getByTestId('week-label')
      .getByText(formatGermanDate(addDays(nextMonday, 7)))
      .waitFor();
    await grid.getByRole('button', { name: `${t.editShift}: 08:00–16:00 (30′) Backstube` }).waitFor();
    expect(await shiftsOf(employee.id)).toHaveLength(2);
    // A Wednesday chosen as the target copies into its week (the Monday); the view follows.
    await page.getByLabel(t.copyWeekTo).fill(addDays(nextMonday, 23));
    await page.getByTestId('copy-week').getByRole('button', { name: t.copyWeek }).click();
    await page
      .getByTestId('week-label')
      .getByText(formatGermanDate(addDays(nextMonday, 21)))
      .waitFor();
    await grid.getByRole('button', { name: `${t.editShift}: 08:00–16:00 (30′) Backstube` }).waitFor();
    expect(await shiftsOf(employee.id)).toHaveLength(3);

    // The employee sees the shift, cannot add or edit; on a phone the week scrolls sideways by keyboard too.
    const staff = await signedIn('filiale', 'demo-filiale');
    const own = await staff.context.newPage();
    await own.goto('/backend/zeiterfassung/dienstplan');
    await own.getByRole('heading', { level: 1, name: t.scheduleTitle }).waitFor();
    await own.getByRole('button', { name: t.nextWeek }).click();
    await own.getByTestId('week-label').getByText(formatGermanDate(nextMonday)).waitFor();
    await own.getByTestId('shift').getByText('08:00–16:00 (30′)').waitFor();
    expect(await own.getByRole('button', { name: /^Schicht für/ }).count()).toBe(0);
    await own.setViewportSize({ width: 390, height: 844 });
    await own.waitForFunction(() => {
      const grid = document.querySelector('[data-testid="schedule-grid"]')?.parentElement;
      return grid !== null && grid !== undefined && grid.scrollWidth > grid.clientWidth;
    });
    expect(await seriousViolations(own)).toEqual([]);
    await own.setViewportSize({ width: 1280, height: 900 });

    // Abwesenheiten: the employee has no 'Neue Abwesenheit' and sees their own balance.
    await own.goto('/backend/zeiterfassung/abwesenheiten');
    await own.getByRole('heading', { level: 1, name: t.absencesTitle }).waitFor();
    await own.getByTestId('own-balance').waitFor();
    expect(await own.getByRole('link', { name: t.absenceNew }).count()).toBe(0);
    expect(await seriousViolations(own)).toEqual([]);
    await staff.context.close();

    // The admin's Abwesenheiten screen: the list and every employee's entitlement.
    await page.goto('/backend/zeiterfassung/abwesenheiten');
    await page.getByRole('link', { name: t.absenceNew }).waitFor();
    const row = page.getByTestId('entitlements').getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // At 390 px the page does not scroll sideways (the balances fit, the list scrolls in its own box).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.waitForFunction(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1280, height: 900 });
    // The entitlement: 27,5 days saved for this year (then back to the default for the other tests).
    const year = Number(localDateOf(Date.now(), 'Europe/Vienna').slice(0, 4));
    await row.getByRole('textbox').fill('27,5');
    await row.getByRole('button', { name: t.entitlementSave({ name }) }).click();
    await row.getByRole('status').getByText(t.entitlementSaved).waitFor();
    const balance = await admin.request.get(
      `${baseUrl}/api/time-sheets/holiday-balances?user=${employee.id}&year=${year}`,
    );
    expect(((await balance.json()) as { data: { entitlementDays: number } }).data.entitlementDays).toBe(27.5);
    await admin.request.put(`${baseUrl}/api/holiday-entitlements/${employee.id}/${year}`, {
      data: { days: 25 },
      headers: { 'X-CSRF-Token': csrfToken },
    });

    // A new absence saved in the editor: a holiday over Easter 2030 costs 9 working days (Ostermontag is free).
    await page.getByRole('link', { name: t.absenceNew }).click();
    const form = page.getByTestId('absence-form');
    await form.waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    const choose = async (label: string, option: string) => {
      await form.getByRole('button', { name: new RegExp(`${label}( \\*)?$`) }).click();
      await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    };
    await choose(t.employee, name);
    // The kind offers Urlaub first (the default).
    await form.getByRole('button', { name: new RegExp(`^${t.absenceKinds.holiday} ${t.absenceKind}`) }).waitFor();
    for (const [label, date] of [
      [t.absenceFrom, '15042030'],
      [t.absenceTo, '26042030'],
    ] as const) {
      await form.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
      await page.keyboard.type(date);
    }
    await page.getByRole('button', { name: fm.save }).click();
    await page.waitForURL(/\/backend\/zeiterfassung\/abwesenheiten\/\d+$/);
    const absences = await admin.request.get(`${baseUrl}/api/absences?user=${employee.id}&from=2030-01-01`);
    const saved = (
      (await absences.json()) as { data: { id: number; kind: string; fromDate: string; toDate: string }[] }
    ).data;
    expect(saved).toMatchObject([{ kind: 'holiday', fromDate: '2030-04-15', toDate: '2030-04-26' }]);
    const taken = await admin.request.get(`${baseUrl}/api/time-sheets/holiday-balances?user=${employee.id}&year=2030`);
    expect(((await taken.json()) as { data: unknown }).data).toEqual({
      year: 2030,
      entitlementDays: 25,
      takenDays: 9,
      leftDays: 16,
    });
    await admin.request.delete(`${baseUrl}/api/absences/${saved[0]?.id}`, { headers: { 'X-CSRF-Token': csrfToken } });
  });
});
