import {
  addDays,
  backofficeBranchesMessages as bm,
  backofficeFormsMessages as fm,
  isoWeekday,
  localDateOf,
  messages,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { type StaffBranch, toBranchValues } from '../src/backend/branches/branch-form-values';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office branches (issue 12 §7, §9): a closed day set here closes the shop, the hours preview speaks the shop's
 * sentences, API keys are shown once and revocable, bad input saves nothing, a dirty form asks before leaving, and
 * the second of two editors gets the conflict message. The tests edit Linz (demo branch 3, takeaway only, which the
 * other browser tests leave alone) and put it back afterwards; dates are Vienna dates of the real clock.
 */

const baseUrl = inject('baseUrl');
const linzId = 3;
const linzStore = '/store/linz-landstrasse';
const zone = 'Europe/Vienna';
let browser: Browser;
let context: BrowserContext;
let page: Page;
let csrf: string;

async function signIn(target: BrowserContext): Promise<string> {
  const response = await target.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

async function linz(): Promise<StaffBranch> {
  const response = await context.request.get(`${baseUrl}/api/branches/${linzId}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: StaffBranch }).data;
}

/** Puts Linz back as it was (the hours, texts and keywords the tests changed). */
async function restoreLinz(original: StaffBranch): Promise<void> {
  const current = await linz();
  const response = await context.request.put(`${baseUrl}/api/branches/${linzId}`, {
    data: toBranchValues(original),
    headers: { 'X-CSRF-Token': csrf, 'If-Match': String(current.version) },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function expectNoSeriousViolations(target: Page): Promise<void> {
  expect(await seriousViolations(target)).toEqual([]);
}

async function openLinz(target: Page): Promise<void> {
  await target.goto(`/backend/branches/${linzId}`);
  await target.getByRole('heading', { level: 1, name: bm.editBranch('Morgenrot Linz Landstraße') }).waitFor();
}

/** Types a date into a React Aria date field (day, month, year segments of de-AT). */
async function typeDate(target: Page, group: ReturnType<Page['getByRole']>, isoDate: string): Promise<void> {
  const [year, month, day] = isoDate.split('-');
  await group.getByRole('spinbutton').first().click();
  await target.keyboard.type(`${day}${month}${year}`);
}

let original: StaffBranch;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
  });
  csrf = await signIn(context);
  page = await context.newPage();
  original = await linz();
});

afterEach(async () => {
  await restoreLinz(original);
  await context?.close();
});

describe('branches', () => {
  it('lists the branches without serious accessibility violations', async () => {
    await page.goto('/backend/branches');
    await page.getByRole('heading', { level: 1, name: bm.title }).waitFor();
    await page.getByRole('link', { name: 'Morgenrot Linz Landstraße' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Morgenrot Linz Landstraße' }).click();
    await page.getByRole('heading', { level: 1, name: bm.editBranch('Morgenrot Linz Landstraße') }).waitFor();
    await expectNoSeriousViolations(page);
  });

  it('a closed day set here (once, closed, today) makes the store page say closed', async () => {
    const today = localDateOf(Date.now(), zone);
    await openLinz(page);
    await page.getByRole('button', { name: bm.hours.addClosedDay }).click();
    // The preview speaks the shop's sentence before anything is saved.
    await expect.poll(() => page.getByTestId('preview-now').textContent()).toContain(messages.hours.closed);
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.saved).waitFor();
    const saved = await linz();
    expect(saved.version).toBe(original.version + 1);
    expect(saved.openingHours).toContainEqual({
      type: 'once',
      date: today,
      isClosed: true,
      from: '00:00',
      to: '23:59',
    });

    const shop = await context.newPage();
    await shop.goto(linzStore);
    await expect.poll(() => shop.getByTestId('closed-banner').textContent()).toContain(messages.hours.closed);
    await shop.close();
  });

  it('the preview says what the shop will say at a chosen date and time', async () => {
    // The next Monday at least two days ahead, 05:00 Vienna: before Linz opens at 06:00 (pre-orders on).
    let monday = addDays(localDateOf(Date.now(), zone), 2);
    while (isoWeekday(monday) !== 1) monday = addDays(monday, 1);
    await openLinz(page);
    const preview = page.getByTestId('hours-preview');
    await typeDate(page, preview.getByRole('group', { name: bm.preview.date }), monday);
    await preview.getByRole('group', { name: bm.preview.time }).getByRole('spinbutton').first().click();
    await page.keyboard.type('0500');
    const at = page.getByTestId('preview-at');
    await expect.poll(() => at.textContent()).toContain('Wir öffnen wieder um 06:00 Uhr.');
    const text = (await at.textContent()) ?? '';
    expect(text).toContain('Derzeit haben wir leider geschlossen.');
    expect(text).toContain(messages.hours.preorderPossible);
    // 10:00 the same day: open until 18:00.
    await preview.getByRole('group', { name: bm.preview.time }).getByRole('spinbutton').first().click();
    await page.keyboard.type('1000');
    await expect.poll(() => at.textContent()).toContain(messages.hours.openUntil({ time: '18:00' }));
    await expectNoSeriousViolations(page);
  });

  it('bad input shows the German field errors and saves nothing', async () => {
    await openLinz(page);
    await page.getByRole('textbox', { name: /^Name/ }).fill('');
    await page.getByRole('textbox', { name: /^Kennung/ }).fill('Linz Zentrum!');
    await page.getByRole('button', { name: bm.areas.add }).click();
    const area = page.getByTestId('delivery-area-row').first();
    await area.getByRole('textbox', { name: /^Liefergebühr/ }).fill('zwei Euro');
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.formHasErrors).waitFor();
    await expect.poll(() => page.getByText(messages.validation.blank).count()).toBeGreaterThanOrEqual(2);
    await page.getByText(messages.validation.invalidValue).first().waitFor();
    await page.getByText(messages.validation.invalidAmount).waitFor();
    expect(await page.getByRole('textbox', { name: /^Name/ }).getAttribute('aria-invalid')).toBe('true');
    const unchanged = await linz();
    expect(unchanged.version).toBe(original.version);
    expect(unchanged.name).toBe(original.name);

    // Passes the schema, refused by the API: the identifier of another branch lands on its field.
    await page.getByRole('textbox', { name: /^Name/ }).fill('Morgenrot Linz Landstraße');
    await page.getByRole('textbox', { name: /^Kennung/ }).fill('wien-mariahilf');
    await area.getByRole('button', { name: /entfernen/ }).click();
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(messages.validation.notUnique).waitFor();
    expect(await page.getByRole('textbox', { name: /^Kennung/ }).getAttribute('aria-invalid')).toBe('true');
    expect((await linz()).identifier).toBe('linz-landstrasse');
    await expectNoSeriousViolations(page);
  });

  it('a dirty form asks before leaving by a link or the back button', async () => {
    await page.goto('/backend/branches');
    await page.getByRole('link', { name: 'Morgenrot Linz Landstraße' }).click();
    await page.getByRole('heading', { level: 1, name: bm.editBranch('Morgenrot Linz Landstraße') }).waitFor();
    await page.getByRole('textbox', { name: /^Suchbegriffe/ }).fill('Hauptplatz');
    await page.getByText(fm.unsavedChanges).waitFor();

    await page.getByRole('link', { name: `← ${bm.backToList}` }).click();
    const dialog = page.getByRole('alertdialog', { name: fm.leaveTitle });
    await dialog.waitFor();
    await expectNoSeriousViolations(page);
    await dialog.getByRole('button', { name: fm.stay }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(`/backend/branches/${linzId}`);
    expect(await page.getByRole('textbox', { name: /^Suchbegriffe/ }).inputValue()).toBe('Hauptplatz');

    await page.goBack();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: fm.stay }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByRole('textbox', { name: /^Suchbegriffe/ }).inputValue()).toBe('Hauptplatz');

    await page.getByRole('link', { name: `← ${bm.backToList}` }).click();
    await dialog.getByRole('button', { name: fm.leave }).click();
    await page.getByRole('heading', { level: 1, name: bm.title }).waitFor();
    expect((await linz()).keywords).toBe(original.keywords);
  });

  it('the second of two people saving the same branch gets the conflict message and keeps the input', async () => {
    const other = await newShopContext(browser, {
      baseURL: baseUrl,
      locale: 'de-AT',
      viewport: { width: 1280, height: 900 },
    });
    await signIn(other);
    const second = await other.newPage();
    await openLinz(page);
    await openLinz(second);

    await page.getByRole('textbox', { name: /^Suchbegriffe/ }).fill('Erste Änderung');
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.saved).waitFor();

    await second.getByRole('textbox', { name: /^Suchbegriffe/ }).fill('Zweite Änderung');
    await second.getByRole('button', { name: fm.save }).click();
    const error = second.getByTestId('save-error');
    await error.waitFor();
    expect(await error.textContent()).toContain(messages.backoffice.conflict);
    expect(await second.getByRole('textbox', { name: /^Suchbegriffe/ }).inputValue()).toBe('Zweite Änderung');
    expect((await linz()).keywords).toBe('Erste Änderung');
    await expectNoSeriousViolations(second);
    await other.close();
  });

  it('creates a branch API key shown once, which works until it is revoked', async () => {
    await openLinz(page);
    const keys = page.locator('#keys');
    await keys.getByRole('textbox', { name: bm.keys.name }).fill('Frontdesk E2E');
    await keys.getByRole('button', { name: bm.keys.create }).click();
    const shown = page.getByTestId('branch-key-shown-once');
    await shown.waitFor();
    const secret = await shown.getByTestId('branch-key-secret').inputValue();
    expect(secret).toMatch(/^bk_\d+_[A-Za-z0-9_-]{43}$/);
    await expectNoSeriousViolations(page);
    await shown.getByRole('button', { name: bm.keys.done }).click();
    await shown.waitFor({ state: 'hidden' });
    // Shown once: the list never shows the secret again.
    expect(await page.content()).not.toContain(secret);

    const before = await context.request.get(`${baseUrl}/api/orders/frontdesk/${linzId}/${secret}`);
    expect(before.status()).toBe(200);

    await keys.getByRole('button', { name: `${bm.keys.revoke}: Frontdesk E2E` }).click();
    const confirm = page.getByRole('alertdialog', { name: bm.keys.revokeQuestion('Frontdesk E2E') });
    await confirm.getByRole('button', { name: bm.keys.revoke }).click();
    await confirm.waitFor({ state: 'hidden' });
    // The state cell says revoked (not just the button of the same word), no action is left, no error shown.
    const row = keys.getByRole('row', { name: /Frontdesk E2E/ });
    await row.getByRole('cell', { name: new RegExp(`^${bm.keys.revoked} \\(`) }).waitFor();
    expect(await row.getByRole('button').count()).toBe(0);
    expect(await keys.getByRole('alert').count()).toBe(0);

    const after = await context.request.get(`${baseUrl}/api/orders/frontdesk/${linzId}/${secret}`);
    expect([401, 404]).toContain(after.status());
  });
});
