import { randomBytes } from 'node:crypto';
import {
  backofficeAuditMessages as am,
  contactFormMessages as cf,
  backofficeFormsMessages as fm,
  backofficeProductsMessages as pm,
  validationMessages,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Issue 24 (audit log, form inbox, organisation): a product changed in its editor shows in the Protokoll with its
 * value before → after; a contact form sent in the shop lands in the inbox, is marked done and deleted; divisions
 * are created, changed and deleted; employees see none of these screens and their routes answer 403; axe-clean.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let csrf: string;

const logs = am.logs;
const inbox = am.inbox;
const divisions = am.organisation.divisions;
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

async function signIn(target: BrowserContext, username = 'admin', password = 'demo-admin'): Promise<string> {
  const response = await target.request.post(`${baseUrl}/api/login`, { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

async function expectAxeClean(target: Page = page): Promise<void> {
  expect(await seriousViolations(target)).toEqual([]);
}

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
    acceptDownloads: true,
  });
  csrf = await signIn(context);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('Protokoll', () => {
  it('a product changed in its editor shows in the log with the price before → after', async () => {
    const suffix = randomBytes(3).toString('hex');
    const name = `Protokollweckerl ${suffix}`;
    const created = await context.request.post(`${baseUrl}/api/products`, {
      data: { uid: `e2e-protokoll-${suffix}`, name, price: '1.20', categoryId: 2, unit: 'Stk.' },
      headers: { 'X-CSRF-Token': csrf },
    });
    expect(created.status()).toBe(201);
    const product = ((await created.json()) as { data: { id: number } }).data;

    await page.goto(`/backend/catalog/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: pm.editTitle(name) }).waitFor();
    await page.getByRole('textbox', { name: pm.fieldPrice, exact: true }).fill('1,45');
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.saved).waitFor();

    await page.goto('/backend/logs');
    await page.getByRole('heading', { level: 1, name: logs.title }).waitFor();
    await page.getByRole('searchbox', { name: logs.search }).fill(suffix);
    const rows = page.getByRole('row').filter({ hasText: name });
    await rows.filter({ hasText: logs.actions.update ?? '' }).waitFor();
    expect(await rows.count()).toBe(2); // created, then changed
    const changed = rows.filter({ hasText: logs.actions.update ?? '' });
    expect(await changed.textContent()).toContain('admin');
    expect(await changed.textContent()).toContain('Preis'); // the field's German name, not the raw key 'price'
    await expectAxeClean();

    await changed.getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: logs.entryTitle('Produkte', name) }).waitFor();
    const diff = page.getByTestId('log-diff');
    const priceRow = diff.getByRole('row', { name: /^Preis/ });
    await priceRow.waitFor();
    expect(await priceRow.getByRole('cell').allTextContents()).toEqual(['1.20', '1.45']);
    expect(await diff.getByRole('rowheader').allTextContents()).toEqual(['Preis']);
    await expectAxeClean();
  });
});

describe('Formulare', () => {
  it('a contact form sent in the shop is in the inbox with its file; marked done, then deleted', async () => {
    const lastName = `Eingang${randomBytes(3).toString('hex')}`;
    const visitor = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    try {
      const shop = await visitor.newPage();
      await shop.goto('/kontakt?anliegen=jobs');
      const form = shop.locator('[data-section="contactForm"] form');
      await form.getByLabel(/^Vorname/).fill('Ines');
      await form.getByLabel(/^Nachname/).fill(lastName);
      await form.getByLabel(/^E-Mail/).fill('ines@example.at');
      await form.getByLabel(/^Telefon/).fill('+43 664 7654321');
      await form
        .getByLabel(/^Nachricht/)
        .fill('Ich bewerbe mich als Verkäuferin in Ihrer Filiale, gerne auch am Wochenende.');
      await form
        .getByLabel(/^Dateien/)
        .setInputFiles([{ name: 'bewerbung.pdf', mimeType: 'application/pdf', buffer: pdf }]);
      await form.getByLabel(cf.privacyLabel).check();
      const answer = shop.waitForResponse((response) => response.url().endsWith('/api/custom/forms'));
      await form.getByRole('button', { name: cf.submit }).click();
      expect((await answer).status()).toBe(201);
    } finally {
      await visitor.close();
    }

    await page.goto('/backend/inbox');
    await page.getByRole('heading', { level: 1, name: inbox.title }).waitFor();
    await page.getByRole('searchbox', { name: inbox.search }).fill(lastName);
    const link = page.getByRole('link', { name: `Ines ${lastName}` });
    await link.waitFor();
    const row = page.getByRole('row').filter({ has: link });
    expect(await row.textContent()).toContain(inbox.open);
    await expectAxeClean();

    await link.click();
    await page.getByRole('heading', { level: 1, name: inbox.entryTitle(`Ines ${lastName}`) }).waitFor();
    const fields = page.getByTestId('inbox-fields');
    expect(await fields.textContent()).toContain('ines@example.at');
    expect(await fields.textContent()).toContain('Verkäuferin');
    const file = page.getByRole('link', { name: inbox.download('bewerbung.pdf') });
    const [download] = await Promise.all([page.waitForEvent('download'), file.click()]);
    expect(download.suggestedFilename()).toBe('bewerbung.pdf');
    await expectAxeClean();

    await page.getByRole('button', { name: inbox.markDone }).click();
    await page.getByRole('button', { name: inbox.reopen }).waitFor();
    expect(await fields.textContent()).toContain(`${inbox.done}:`);

    await page.getByRole('button', { name: inbox.deleteForm }).click();
    const dialog = page.getByRole('alertdialog', { name: inbox.deleteQuestion(`Ines ${lastName}`) });
    await dialog.waitFor();
    await expectAxeClean();
    await dialog.getByRole('button', { name: inbox.deleteForm }).click();
    await page.getByRole('heading', { level: 1, name: inbox.title }).waitFor();
    const listed = await context.request.get(`${baseUrl}/api/form-submissions?q=${lastName}`);
    expect(((await listed.json()) as { data: unknown[] }).data).toEqual([]);
    // The audit log names the changes, not the sender.
    const logged = await context.request.get(`${baseUrl}/api/logs?resource=form-submissions&q=${lastName}`);
    expect(((await logged.json()) as { data: unknown[] }).data).toEqual([]);
  });
});

describe('Organisation', () => {
  it('creates, changes and deletes a division; a missing name is a German field error', async () => {
    const suffix = randomBytes(3).toString('hex');
    await page.goto('/backend/organisation');
    await page.getByRole('heading', { level: 1, name: divisions.title }).waitFor();
    await expectAxeClean();

    await page.getByRole('link', { name: divisions.newDivision }).click();
    await page.getByRole('heading', { level: 1, name: divisions.newDivision }).waitFor();
    await page.getByRole('textbox', { name: divisions.fields.identifier }).fill(`sparte-${suffix}`);
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(validationMessages.blank).first().waitFor();
    expect(await page.getByRole('textbox', { name: divisions.fields.name }).getAttribute('aria-invalid')).toBe('true');
    await expectAxeClean();

    await page.getByRole('textbox', { name: divisions.fields.name }).fill(`Sparte ${suffix}`);
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByRole('heading', { level: 1, name: divisions.editDivision(`Sparte ${suffix}`) }).waitFor();
    await page.getByRole('textbox', { name: divisions.fields.name }).fill(`Sparte ${suffix} Nord`);
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByRole('heading', { level: 1, name: divisions.editDivision(`Sparte ${suffix} Nord`) }).waitFor();

    await page.getByRole('link', { name: `← ${divisions.backToList}` }).click();
    await page.getByRole('link', { name: `Sparte ${suffix} Nord` }).waitFor();
    await page.getByRole('button', { name: `${divisions.deleteLabel}: Sparte ${suffix} Nord` }).click();
    const dialog = page.getByRole('alertdialog', { name: divisions.deleteQuestion(`Sparte ${suffix} Nord`) });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: divisions.deleteLabel }).click();
    await page.getByRole('link', { name: `Sparte ${suffix} Nord` }).waitFor({ state: 'detached' });

    // The departments tab lists the demo's departments (or says there are none), axe-clean.
    await page.getByRole('link', { name: am.organisation.departments.title, exact: true }).click();
    await page.getByRole('heading', { level: 1, name: am.organisation.departments.title }).waitFor();
    await expectAxeClean();

    // Every change is in the log: created, changed (name before → after), deleted.
    const logged = await context.request.get(`${baseUrl}/api/logs?resource=divisions&q=${suffix}&sort=createdAt`);
    const entries = ((await logged.json()) as { data: { action: string; changedFields: string[] }[] }).data;
    expect(entries.map((entry) => entry.action)).toEqual(['create', 'update', 'delete']);
    expect(entries[1]?.changedFields).toEqual(['name']);
  });
});

describe('employees', () => {
  it('see none of these screens, and their routes answer 403', async () => {
    const employee = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    try {
      const token = await signIn(employee, 'filiale', 'demo-filiale');
      const target = await employee.newPage();
      await target.goto('/backend/logs');
      await target.getByText(logs.adminOnly).waitFor();
      const navigation = target.getByRole('navigation').first();
      await navigation.getByRole('link').first().waitFor();
      for (const hidden of [logs.nav, inbox.nav, am.organisation.nav]) {
        expect(await navigation.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0);
      }
      await target.goto('/backend/inbox');
      await target.getByText(inbox.adminOnly).waitFor();
      await expectAxeClean(target);
      for (const path of ['/api/logs', '/api/form-submissions', '/api/logs/1']) {
        expect((await employee.request.get(`${baseUrl}${path}`)).status(), path).toBe(403);
      }
      const write = await employee.request.post(`${baseUrl}/api/divisions`, {
        data: { identifier: 'von-filiale', name: 'Von der Filiale' },
        headers: { 'X-CSRF-Token': token },
      });
      expect(write.status()).toBe(403);
    } finally {
      await employee.close();
    }
  });
});
