import {
  catalogImportMessages as c,
  configScreenMessages,
  setupMessages as m,
  messages,
  orderLimitsMessages,
  readinessMessages as r,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Plain ESM shared with scripts/start.mjs (typed by scripts/storefront-build.d.mts).
import { repoRoot, storefrontDist } from '../../scripts/storefront-build.mjs';
import { type RunningApi, startApi } from './support/api-server';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Going live (issue 23): an API on an empty embedded database (DEMO_DATA=off) prints its setup address; the owner
 * does the whole setup in Chromium on a phone, imports a CSV of real products with umlauts (a bad file first), and
 * a customer orders an imported product that then shows on the board. The API's clock is the next Tuesday 10:00 in
 * Vienna (TEST_NOW), so the new branch (Mo–Sa 08:00–18:00) is open whenever the test runs.
 */

function nextTuesdayMorning(): string {
  const day = new Date();
  day.setUTCHours(12, 0, 0, 0);
  do day.setUTCDate(day.getUTCDate() + 1);
  while (day.getUTCDay() !== 2);
  // 09:00 UTC is 10:00 (winter) or 11:00 (summer) in Vienna.
  return `${day.toISOString().slice(0, 10)}T09:00:00Z`;
}

const TEST_NOW = nextTuesdayMorning();
const phone = { width: 390, height: 844 };

const goodCsv = [
  'Artikelnummer;Name;Beschreibung;Kategorie;Preis;Einheit;MwSt;Allergene;Aktiv',
  'SON-001;Bauernkrapfen;Flaumig, mit Marillenmarmelade;Süßes Gebäck;2,40;Stk.;10;A, C, G;ja',
  'SON-002;Mohnstrudel;Mürbteig mit Waldviertler Graumohn;Süßes Gebäck;3,90;Stk.;10;A, C, G;ja',
  'SON-003;Roggenvollkornbrot;Natursauerteig, 1 kg;Brot & Gebäck;5,20;Stk.;10;A;ja',
  'SON-004;Käsestangerl;Mit Bergkäse überbacken;Brot & Gebäck;1,80;Stk.;10;A, G;ja',
  'SON-005;Grüner Veltliner Traubensaft;0,75 l, naturtrüb;Getränke;4,50;Stk.;20 %;;ja',
].join('\r\n');

const badCsv = [
  'Artikelnummer;Name;Preis;Einheit;MwSt',
  'SON-101;Topfengolatsche;2,10;Stk.;10',
  'SON-102;Nusskipferl;zwei Euro;Stk.;10',
  'SON-103;Linzer Auge;1,90;Schaufel;10',
].join('\r\n');

let api: RunningApi;
let browser: Browser;
let owner: BrowserContext;
let page: Page;
let setupUrl: URL;

async function expectNoSeriousViolations(target: Page): Promise<void> {
  expect(await seriousViolations(target)).toEqual([]);
}

function labelled(text: string): RegExp {
  return new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);
}

function field(name: string) {
  return page.getByRole('textbox', { name: labelled(name) });
}

async function chooseFile(target: Page, button: string, name: string, text: string): Promise<void> {
  const chooser = target.waitForEvent('filechooser');
  await target.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text, 'utf8') });
}

async function chooseImage(target: Page, button: string, name: string, buffer: Buffer): Promise<void> {
  const chooser = target.waitForEvent('filechooser');
  await target.getByRole('button', { name: button, exact: true }).click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
}

const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

async function publicConfig(): Promise<{ logo: unknown; [key: string]: unknown }> {
  return ((await (await fetch(`${api.baseUrl}/api/config`)).json()) as { data: { logo: unknown } }).data;
}

beforeAll(async () => {
  api = await startApi({ repoRoot, storefrontDist, env: { DEMO_DATA: 'off', TEST_NOW } });
  browser = await launchChromium();
  const deadline = Date.now() + 30_000;
  let line: string | undefined;
  while (!line && Date.now() < deadline) {
    line = api
      .output()
      .split('\n')
      .find((l) => l.startsWith('Shop einrichten: '));
    if (!line) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const address = /(https?:\/\/\S+\/backend\/setup\?code=[A-Za-z0-9_-]{43})/.exec(line ?? '')?.[1];
  if (!address) throw new Error(`no setup address in the output:\n${api.output()}`);
  setupUrl = new URL(address);
  owner = await newShopContext(browser, {
    baseURL: api.baseUrl,
    locale: 'de-AT',
    timezoneId: 'Europe/Vienna',
    viewport: phone,
  });
  page = await owner.newPage();
  await page.clock.install({ time: Date.parse(TEST_NOW) });
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await api?.stop();
});

describe('going live from an empty database', () => {
  it('prints one setup line with the public address; the empty shop has no branches and no staff', async () => {
    const lines = api
      .output()
      .split('\n')
      .filter((l) => l.includes('/backend/setup?code='));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toBe(m.consoleLine(setupUrl.toString()));
    expect(setupUrl.origin).toMatch(/^http:\/\/localhost:\d+$/);
    expect(await (await fetch(`${api.baseUrl}/api/branches`)).json()).toEqual({ data: [] });
    expect(await (await fetch(`${api.baseUrl}/api/setup`)).json()).toEqual({ data: { required: true } });
  });

  it('leads /backend to the setup; a wrong code, or none, is refused in German', async () => {
    await page.goto('/backend');
    await page.waitForURL(/\/backend\/setup$/);
    await page.getByTestId('setup-refused').getByText(m.missingCode).waitFor();

    const code = setupUrl.searchParams.get('code') ?? '';
    const wrong = `${code.slice(0, -2)}${code.endsWith('xx') ? 'yy' : 'xx'}`;
    await page.goto(`/backend/setup?code=${wrong}`);
    await page.getByTestId('setup-refused').getByText(m.invalidCode).waitFor();
    expect(await page.getByTestId('setup-admin').count()).toBe(0);
    await expectNoSeriousViolations(page);
    expect(await (await fetch(`${api.baseUrl}/api/branches`)).json()).toEqual({ data: [] });
  });

  it('sets the shop up on a phone: admin, business, branch with hours, legal texts — axe clean on every step', async () => {
    await page.goto(`${setupUrl.pathname}${setupUrl.search}`);
    await page.getByRole('heading', { level: 1, name: m.title }).waitFor();

    // Step 1: the password rules and the repeat are checked in German before anything is sent.
    await page.getByTestId('setup-admin').waitFor();
    await expectNoSeriousViolations(page);
    await field(m.admin.username).fill('chefin');
    await field(m.admin.email).fill('chefin@baeckerei-sonnenschein.at');
    await page.getByLabel(labelled(m.admin.password)).fill('kurz');
    await page.getByLabel(labelled(m.admin.passwordRepeat)).fill('anders');
    await page.getByRole('button', { name: m.next }).click();
    await page.getByText(messages.validation.tooShort({ limit: 8 })).waitFor();
    await page.getByText(m.admin.passwordMismatch).waitFor();
    await page.getByLabel(labelled(m.admin.password)).fill('Sonnenschein-2026');
    await page.getByLabel(labelled(m.admin.passwordRepeat)).fill('Sonnenschein-2026');
    await page.getByRole('button', { name: m.next }).click();

    // Step 2: the business — checked on a desktop screen too.
    await page.getByTestId('setup-business').waitFor();
    await expectNoSeriousViolations(page);
    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSeriousViolations(page);
    await page.setViewportSize(phone);
    await field(m.business.shopName).fill('Bäckerei Sonnenschein');
    await field(m.business.legalName).fill('Bäckerei Sonnenschein e.U.');
    await field(m.business.street).fill('Hauptstraße 5');
    await field(m.business.zipCode).fill('4020');
    await field(m.business.city).fill('Linz');
    await field(m.business.vatId).fill('ATU87654321');
    await field(m.business.phone).fill('+43 732 123 45');
    expect(await field(m.business.email).inputValue()).toBe('chefin@baeckerei-sonnenschein.at');
    await field(m.business.email).fill('office@baeckerei-sonnenschein.at');
    await field(m.business.companyRegisterNumber).fill('FN 654321x');
    // A 'logo' that is no image: the API refuses it after the setup (below).
    await chooseImage(page, m.business.chooseLogo, 'logo.png', Buffer.from('kein Bild', 'utf8'));
    await page.getByText(m.business.logoChosen('logo.png')).waitFor();
    await page.getByRole('button', { name: m.next }).click();

    // Step 3: the branch starts at the business address with the branch editor's hours (Mo–Sa 08:00–18:00).
    await page.getByTestId('setup-branch').waitFor();
    expect(await field(m.branch.name).inputValue()).toBe('Bäckerei Sonnenschein Linz');
    expect(await field(m.business.street).inputValue()).toBe('Hauptstraße 5');
    expect(await page.getByTestId('openingHours-row').count()).toBe(6);
    await page.getByText(m.branch.dineIn, { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: m.branch.dineIn }).isChecked()).toBe(true);
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: m.next }).click();

    // Step 4: the Impressum from the business data, AGB and Datenschutz as templates to review.
    await page.getByTestId('setup-legal').waitFor();
    const imprint = await page.getByRole('textbox', { name: new RegExp(`^${m.legal.imprint}`) }).inputValue();
    expect(imprint).toContain('**Bäckerei Sonnenschein e.U.**');
    expect(imprint).toContain('Hauptstraße 5, 4020 Linz, Österreich');
    expect(imprint).toContain('UID-Nummer: ATU87654321');
    expect(imprint).toContain('Firmenbuchnummer: FN 654321x');
    expect(await page.getByRole('textbox', { name: new RegExp(`^${m.legal.terms}`) }).inputValue()).toContain(
      'bitte prüfen',
    );
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: m.finish }).click();

    // Set up and signed in, but the logo was refused: the API's German reason, then another file or go on.
    const logoFailed = page.getByTestId('setup-logo-failed');
    await logoFailed.getByRole('alert').getByText(m.business.logoFailed).waitFor();
    await logoFailed.getByText(messages.validation.uploadFailed({ fileName: 'logo.png' })).waitFor();
    await expectNoSeriousViolations(page);
    await logoFailed.getByRole('button', { name: m.business.logoRetry }).click();
    await logoFailed.getByText(messages.validation.uploadFailed({ fileName: 'logo.png' })).waitFor();
    expect((await publicConfig()).logo).toBeNull();
    await chooseImage(page, m.business.logoOther, 'sonne.png', Buffer.from(onePixelPng, 'base64'));

    // The logo is saved: the catalog step.
    await page.getByTestId('setup-catalog').waitFor();
    expect((await publicConfig()).logo).toMatchObject({ extension: 'png' });
    await page.getByText(m.done).waitFor();
    await expectNoSeriousViolations(page);
    const me = (await (await owner.request.get('/api/users/me')).json()) as { data: { username: string } | null };
    expect(me.data?.username).toBe('chefin');
  });

  it('checks a CSV with bad lines (German messages, nothing written), then imports the real one', async () => {
    await chooseFile(page, m.catalog.chooseFile, 'fehlerhaft.csv', badCsv);
    await page.getByRole('button', { name: m.catalog.check }).click();
    const errors = page.getByTestId('setup-import-errors');
    await errors.waitFor();
    expect(await errors.textContent()).toContain('Zeile 3');
    expect(await errors.textContent()).toContain('Zeile 4');
    expect(await errors.textContent()).toContain(c.invalidPrice);
    const products = async () =>
      ((await (await owner.request.get('/api/products?limit=1000')).json()) as { data: { name: string }[] }).data;
    expect(await products()).toEqual([]);

    await chooseFile(page, m.catalog.chooseFile, 'sortiment.csv', goodCsv);
    await page.getByRole('button', { name: m.catalog.check }).click();
    const check = page.getByTestId('setup-import-check');
    await check.getByText(c.summary({ rows: 5, created: 5, updated: 0, unchanged: 0, categoriesCreated: 3 })).waitFor();
    expect(await products()).toEqual([]);
    await check.getByRole('button', { name: c.import }).click();
    await page.getByText(c.done({ rows: 5, created: 5, updated: 0, unchanged: 0, categoriesCreated: 3 })).waitFor();
    expect((await products()).map((p) => p.name).sort()).toEqual([
      'Bauernkrapfen',
      'Grüner Veltliner Traubensaft',
      'Käsestangerl',
      'Mohnstrudel',
      'Roggenvollkornbrot',
    ]);

    // It ends on the back-office start page, which lists what is missing before real customers order.
    await page.getByRole('button', { name: m.catalog.toBackoffice }).click();
    await page.waitForURL(/\/backend$/);
    await page.getByRole('heading', { level: 1, name: r.heading }).waitFor();
    const list = page.getByTestId('readiness');
    const open = list.locator('[data-ok="false"]');
    expect(await open.count()).toBe(3);
    expect(await list.textContent()).toContain(r.items.legalTexts.template('AGB, Datenschutzerklärung'));
    expect(await list.textContent()).toContain(r.items.smtp.missing);
    // Done: payment methods (none online yet), SMS (written to the log by default) and an open branch.
    expect(await list.locator('[data-ok="true"]').count()).toBe(3);
    expect(await list.locator('[data-ok="true"]').allTextContents()).toContainEqual(
      expect.stringContaining(r.items.sms.label),
    );
    await expectNoSeriousViolations(page);
    await list.getByRole('link', { name: `${r.fix}: ${r.items.legalTexts.label}` }).click();
    await page.waitForURL(/\/backend\/legal-texts$/);
    const form = page.getByTestId('legal-texts-form');
    await form.waitFor();
    // Reviewed: without the template note the point is done.
    for (const label of [m.legal.terms, m.legal.privacy]) {
      const text = form.getByRole('textbox', { name: labelled(label) });
      const reviewed = (await text.inputValue())
        .split('\n')
        .filter((line) => !line.includes('bitte prüfen'))
        .join('\n');
      await text.fill(reviewed);
    }
    await page.getByTestId('save-bar').getByRole('button', { name: messages.backofficeForms.save }).click();
    await page.getByTestId('save-bar').getByText(messages.backofficeForms.saved).waitFor();
    await page.goto('/backend');
    await page.getByRole('heading', { level: 1, name: r.heading }).waitFor();
    expect(await page.getByTestId('readiness').locator('[data-ok="false"]').count()).toBe(2);
  });

  it('edits the business data under Einstellungen › Unternehmen and makes the Impressum anew from them', async () => {
    // Einstellungen is in the admin's navigation (group 'Verwaltung').
    const nav = page.getByRole('navigation', { name: messages.backofficeShell.mainNavigation });
    await page.setViewportSize({ width: 1280, height: 900 });
    await nav.getByRole('link', { name: orderLimitsMessages.configNav, exact: true }).click();
    await page.waitForURL(/\/backend\/config$/);
    await page.getByRole('link', { name: configScreenMessages.tabs.business, exact: true }).click();
    await page.waitForURL(/\/backend\/config\/business$/);
    const business = page.getByTestId('business-form');
    const save = page.getByTestId('save-bar').getByRole('button', { name: messages.backofficeForms.save });
    const input = (label: string) => business.getByRole('textbox', { name: labelled(label) });
    expect(await input(m.business.legalName).inputValue()).toBe('Bäckerei Sonnenschein e.U.');
    expect(await input(m.business.vatId).inputValue()).toBe('ATU87654321');
    // A bad UID: the German field error, nothing saved.
    await input(m.business.vatId).fill('U1');
    await save.click();
    await business.getByText(messages.validation.invalidValue).waitFor();
    await input(m.business.vatId).fill('ATU11112222');
    await input(m.business.street).fill('Landstraße 12');
    await save.click();
    await page.getByTestId('save-bar').getByText(messages.backofficeForms.saved).waitFor();
    await expectNoSeriousViolations(page);
    const config = await publicConfig();
    expect(config).not.toHaveProperty('business');
    expect(JSON.stringify(config)).not.toContain('ATU11112222');

    // The legal texts have no navigation entry of their own (a tab of Einstellungen); the checklist links the page.
    expect(await nav.getByRole('link', { name: m.legal.nav, exact: true }).count()).toBe(0);
    await page.goto('/backend/legal-texts');
    const form = page.getByTestId('legal-texts-form');
    const imprint = form.getByRole('textbox', { name: labelled(m.legal.imprint) });
    expect(await imprint.inputValue()).toContain('UID-Nummer: ATU87654321');
    await form.getByRole('button', { name: m.legal.rebuildImprint }).click();
    await form.getByText(m.legal.imprintRebuilt).waitFor();
    expect(await imprint.inputValue()).toContain('UID-Nummer: ATU11112222');
    expect(await imprint.inputValue()).toContain('Landstraße 12, 4020 Linz');
    await page.getByTestId('save-bar').getByRole('button', { name: messages.backofficeForms.save }).click();
    await page.getByTestId('save-bar').getByText(messages.backofficeForms.saved).waitFor();
    expect((await publicConfig()).imprintText).toContain('UID-Nummer: ATU11112222');
    await page.setViewportSize(phone);
  });

  it('closes the setup for good: the page answers 404 and the used code is refused', async () => {
    const response = await page.goto(`${setupUrl.pathname}${setupUrl.search}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: messages.backofficeShell.notFoundTitle }).waitFor();
    const code = setupUrl.searchParams.get('code');
    const check = await fetch(`${api.baseUrl}/api/setup/check`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ code }),
    });
    expect(check.status).toBe(404);
    expect((await fetch(`${api.baseUrl}/api/setup`)).status).toBe(404);
    // The login screen no longer leads to the setup.
    const fresh = await browser.newContext({ baseURL: api.baseUrl });
    const login = await fresh.newPage();
    await login.goto('/backend/login');
    await login.getByRole('heading', { level: 1, name: messages.backofficeShell.loginTitle }).waitFor();
    expect(new URL(login.url()).pathname).toBe('/backend/login');
    await fresh.close();
  });

  it('a customer orders an imported product in the shop, and it shows on the board', async () => {
    const branches = (await (await fetch(`${api.baseUrl}/api/branches`)).json()) as {
      data: { identifier: string; isPublic: boolean }[];
    };
    expect(branches.data.map((b) => b.identifier)).toEqual(['baeckerei-sonnenschein-linz']);
    const customer = await newShopContext(browser, {
      baseURL: api.baseUrl,
      locale: 'de-AT',
      timezoneId: 'Europe/Vienna',
    });
    const shop = await customer.newPage();
    await shop.clock.install({ time: Date.parse(TEST_NOW) });
    await shop.goto('/store/baeckerei-sonnenschein-linz');
    await shop.getByRole('button', { name: 'Mohnstrudel', exact: true }).click();
    const dialog = shop.getByRole('dialog', { name: 'Mohnstrudel' });
    await dialog.getByRole('button', { name: messages.shop.addToCart }).click();
    await shop.getByRole('status').getByText(messages.pricing.addedToCart).waitFor();
    await shop.goto('/store/baeckerei-sonnenschein-linz/checkout');
    await shop.getByRole('heading', { level: 2, name: messages.pricing.stepGeneral }).waitFor();
    await shop.getByLabel(messages.checkout.firstName).fill('Anna');
    await shop.getByLabel(messages.checkout.lastName).fill('Größinger');
    await shop.getByLabel(new RegExp(`^${messages.checkout.phone}( \\*)?$`)).fill('0664 1234567');
    await shop.getByLabel(messages.checkout.email).fill('anna@example.at');
    await shop.getByRole('checkbox', { name: /Allgemeine Geschäftsbedingungen/ }).check();
    await shop.getByRole('checkbox', { name: /Datenschutz/ }).check();
    await shop.getByRole('button', { name: messages.pricing.submitOrder, exact: true }).click();
    await shop.waitForURL(/\/status\/[^/]+\/[^/]+$/);
    await customer.close();

    await page.goto('/backend/orders');
    const card = page.getByTestId('order-card').filter({ hasText: 'Anna Größinger' });
    await card.waitFor();
    // The order the board shows is the customer's: one Mohnstrudel at the imported price.
    const id = await card.getAttribute('data-order-id');
    const order = (await (await owner.request.get(`/api/orders/${id}`)).json()) as {
      data: { items: { name: string; price: string }[] };
    };
    expect(order.data.items.map((item) => item.name)).toEqual(['Mohnstrudel']);
    expect(order.data.items[0]?.price).toMatch(/^3\.90*$/);
  });
});
