import { randomBytes } from 'node:crypto';
import {
  backofficeFormsMessages as fm,
  formatCurrency,
  messages,
  backofficePeopleMessages as pm,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';
import { fetchBranch, takeawaySlot } from './support/orders';
import { decodePdfQrCodes } from './support/pdf-qr';

/**
 * Tables, customers, external users and donatees in the back-office (issue 24 points 3 and 4): the table cards PDF
 * has one decodable QR code per enabled table, and its URL opens dine-in at that table (the checkout shows the table
 * and does not ask); a disabled or unknown table says so; erasing a customer leaves their orders without personal
 * data and with the same figures; employees see none of the admin-only screens; every new screen is axe-clean.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let admin: BrowserContext;
let csrfToken = '';

interface StaffTable {
  id: number;
  version: number;
  identifier: string;
  branch: { id: number };
  isEnabled: boolean;
}

interface StaffOrder {
  id: number;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  comment: string | null;
  customer: { street: string | null; city: string | null };
  items: { name: string; amount: string; gross: string }[];
  pricing: { totalGross: string; net: string; tax: string };
}

async function signIn(context: BrowserContext, username: string, password: string): Promise<string> {
  const response = await context.request.post(`${baseUrl}/api/login`, { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

async function data<T>(context: BrowserContext, path: string): Promise<T> {
  const response = await context.request.get(`${baseUrl}/api${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function newPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  return page;
}

async function expectAxeClean(page: Page): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

/** A takeaway pre-order at Linz (it takes pre-orders at any hour) by a customer no other test uses. */
async function placeOrderAs(email: string, phone: string): Promise<void> {
  const branch = await fetchBranch(baseUrl, 'linz-landstrasse');
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Erika',
      lastName: 'Löschmich',
      phone,
      email,
      comment: 'Bitte bei Tür 3 läuten',
      street: 'Geheimgasse 7',
      zipCode: '4020',
      city: 'Linz',
      country: 'AT',
      paymentMethod: 'cash',
      notificationType: 'email',
      legalInstructions: true,
      privacyPolicy: true,
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      appointmentDate: takeawaySlot(branch, 90),
      items: [
        { product: 8, amount: '2', unit: 'Stk.', parts: [] },
        { product: 1, amount: '1', unit: 'Stk.', parts: [] },
      ],
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

beforeAll(async () => {
  browser = await launchChromium();
  admin = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT', viewport: { width: 1280, height: 900 } });
  csrfToken = await signIn(admin, 'admin', 'demo-admin');
});

afterAll(async () => {
  await admin?.close();
  await browser?.close();
});

describe('tables and their QR cards', () => {
  const tag = randomBytes(3).toString('hex').toUpperCase();
  const extraTable = `Q-${tag}`;
  let grazId = 0;

  beforeAll(async () => {
    grazId = (await fetchBranch(baseUrl, 'graz-herrengasse')).id;
    const created = await admin.request.post(`${baseUrl}/api/tables`, {
      headers: { 'X-CSRF-Token': csrfToken },
      data: { branchId: grazId, identifier: extraTable, name: 'Terrasse', seats: 4, isEnabled: true },
    });
    expect(created.status()).toBe(201);
  });

  it('prints one decodable QR code per enabled table; each opens dine-in at that table, fixed in the checkout', async () => {
    const page = await newPage(admin);
    await page.goto('/backend/tables');
    await page.getByRole('heading', { level: 1, name: pm.tables.title }).waitFor();
    await page.getByRole('link', { name: extraTable }).waitFor();
    await expectAxeClean(page);
    const link = page.getByTestId('qr-cards-link').filter({ hasText: 'Graz' });
    expect(await link.getAttribute('href')).toBe(`/api/tables/qr-cards.pdf?branch=${grazId}`);

    const tables = (await data<StaffTable[]>(admin, `/tables?branchId=${grazId}&limit=1000`)).filter(
      (t) => t.isEnabled,
    );
    const pdf = await admin.request.get(`${baseUrl}/api/tables/qr-cards.pdf?branch=${grazId}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toBe('application/pdf');
    const pages = await decodePdfQrCodes(browser, await pdf.body());
    // Four cards a page; every card's code is read, and there is exactly one per table.
    expect(pages).toHaveLength(Math.ceil(tables.length / 4));
    const urls = pages.flat().map((text) => new URL(text));
    expect(urls).toHaveLength(tables.length);
    expect(urls.map((url) => url.searchParams.get('table')).sort()).toEqual(
      tables.map((table) => table.identifier).sort(),
    );
    for (const url of urls) expect(url.pathname).toBe('/store/graz-herrengasse');

    // The scanned code of table 4 (opened on this server: the printed host is the configured public address).
    const scanned = urls.find((url) => url.searchParams.get('table') === '4');
    if (!scanned) throw new Error('no card for table 4');
    const shop = await browser.newContext({ baseURL: baseUrl, locale: 'de-AT' });
    // The checkout offers its form only while the branch takes orders: the visitor's clock runs from its next open
    // slot (an evening run would otherwise find Graz closed).
    const graz = await fetchBranch(baseUrl, 'graz-herrengasse');
    await shop.clock.install({ time: Date.parse(takeawaySlot(graz, 0)) });
    try {
      const visitor = await shop.newPage();
      await visitor.goto(`${scanned.pathname}${scanned.search}`);
      await visitor.getByTestId('table-arrival').getByText(messages.dineIn.fixedTable('4')).waitFor();
      // The cart of the branch switched to dine-in; a product goes in, then the checkout.
      const products = await data<
        { id: number; name: string; description: string | null; price: string; unit: string }[]
      >(admin, '/products');
      const croissant = products.find((entry) => entry.name === 'Buttercroissant');
      if (!croissant) throw new Error('the demo data has no Buttercroissant');
      const mode = await visitor.evaluate(() => {
        const stored = window.sessionStorage.getItem('bestell.cart.graz-herrengasse');
        return stored ? (JSON.parse(stored) as { mode: string | null }).mode : null;
      });
      expect(mode).toBe('dineIn');
      await visitor.evaluate(
        ([item]) => {
          const key = 'bestell.cart.graz-herrengasse';
          const cart = JSON.parse(window.sessionStorage.getItem(key) ?? '{"items":[]}') as { items: unknown[] };
          window.sessionStorage.setItem(key, JSON.stringify({ ...cart, items: [item] }));
        },
        [
          {
            product: {
              id: croissant.id,
              name: croissant.name,
              description: croissant.description,
              price: croissant.price,
            },
            amount: '2',
            unit: croissant.unit,
            parts: [],
          },
        ] as const,
      );
      await visitor.goto('/store/graz-herrengasse/checkout');
      const fixed = visitor.getByTestId('fixed-table');
      await fixed.getByText(messages.dineIn.fixedTable('4')).waitFor();
      // The checkout does not ask again: no table select, and the form carries the scanned table.
      expect(await visitor.getByLabel(messages.checkout.table).count()).toBe(0);
      expect(await fixed.locator('input[type="hidden"]').inputValue()).toBe('4');
      await expectAxeClean(visitor);
    } finally {
      await shop.close();
    }
  });

  it('a disabled table (switched off in its editor) and an unknown one say so in German', async () => {
    const page = await newPage(admin);
    await page.goto('/backend/tables');
    await page.getByRole('link', { name: extraTable }).click();
    await page.getByRole('heading', { level: 1, name: pm.tables.editTable(extraTable) }).waitFor();
    await expectAxeClean(page);
    const enabled = page.getByRole('switch', { name: pm.tables.isEnabled });
    expect(await enabled.isChecked()).toBe(true);
    // The visible track lies over the (visually hidden) input: the click goes to the input itself.
    await enabled.click({ force: true });
    expect(await enabled.isChecked()).toBe(false);
    const saved = page.waitForResponse((r) => r.url().includes('/api/tables/') && r.request().method() === 'PUT');
    await page.getByRole('button', { name: fm.save, exact: true }).click();
    expect((await saved).status()).toBe(200);
    const tables = await data<StaffTable[]>(admin, `/tables?branchId=${grazId}&identifier=${extraTable}`);
    expect(tables[0]?.isEnabled).toBe(false);

    const shop = await browser.newContext({ baseURL: baseUrl, locale: 'de-AT' });
    // The checkout offers its form only while the branch takes orders: the visitor's clock runs from its next open
    // slot (an evening run would otherwise find Graz closed).
    const graz = await fetchBranch(baseUrl, 'graz-herrengasse');
    await shop.clock.install({ time: Date.parse(takeawaySlot(graz, 0)) });
    try {
      const visitor = await shop.newPage();
      await visitor.goto(`/store/graz-herrengasse?table=${encodeURIComponent(extraTable)}`);
      await visitor.getByRole('alert').getByText(messages.dineIn.tableUnavailable(extraTable)).waitFor();
      await expectAxeClean(visitor);
      await visitor.goto('/store/graz-herrengasse?table=gibt-es-nicht');
      await visitor.getByRole('alert').getByText(messages.dineIn.tableUnavailable('gibt-es-nicht')).waitFor();
      // Nothing was fixed: the checkout asks for the table as before.
      expect(await visitor.evaluate(() => window.sessionStorage.getItem('bestell.table.graz-herrengasse'))).toBeNull();
    } finally {
      await shop.close();
    }
  });
});

describe('customers', () => {
  it('erasing a customer leaves their orders without personal data and the figures unchanged', async () => {
    const email = `erika.${randomBytes(4).toString('hex')}@example.at`;
    await placeOrderAs(email, `+43660${Math.floor(1_000_000 + Math.random() * 8_999_999)}`);
    const page = await newPage(admin);
    await page.goto('/backend/customers');
    await page.getByRole('heading', { level: 1, name: pm.customers.title }).waitFor();
    await page.getByRole('searchbox').fill(email);
    await page.getByRole('link', { name: 'Erika Löschmich' }).click();
    await page.getByRole('heading', { level: 1, name: pm.customers.editCustomer('Erika Löschmich') }).waitFor();
    // 2 × Kaisersemmel 0.65 + Bauernbrot 5.90 = 7.20, shown as the API's decimal string formatted.
    await page.getByTestId('customer-revenue').getByText(formatCurrency('7.20')).waitFor();
    await expectAxeClean(page);

    const [customer] = await data<{ id: number }[]>(admin, `/customers?email=${encodeURIComponent(email)}`);
    if (!customer) throw new Error('the order made no customer');
    const before = await data<{ totals: { revenue: string }; orders: StaffOrder[] }>(
      admin,
      `/customers/${customer.id}/orders`,
    );
    const [order] = before.orders;
    if (!order) throw new Error('the customer has no order');
    expect(order).toMatchObject({ email, lastName: 'Löschmich', comment: 'Bitte bei Tür 3 läuten' });

    await page.getByRole('button', { name: pm.customers.erase }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(pm.customers.eraseHint).waitFor();
    await dialog.getByRole('button', { name: pm.customers.erase }).click();
    await page.getByTestId('customers-notice').getByText(pm.customers.erased(1)).waitFor();

    const after = await data<StaffOrder>(admin, `/orders/${order.id}`);
    expect(after).toMatchObject({ firstName: '', lastName: '', email: null, phone: null, comment: null });
    expect(after.customer.street).toBeNull();
    expect(after.customer.city).toBeNull();
    expect(after.pricing).toEqual(order.pricing);
    expect(after.items).toEqual(order.items);
    expect(JSON.stringify(after)).not.toContain('Löschmich');
    expect((await admin.request.get(`${baseUrl}/api/customers/${customer.id}`)).status()).toBe(404);
  });

  it('external users and donatees (with the donations they received) are axe-clean', async () => {
    const page = await newPage(admin);
    await page.goto('/backend/external-users');
    await page.getByRole('heading', { level: 1, name: pm.externalUsers.title }).waitFor();
    await expectAxeClean(page);
    await page.goto('/backend/donatees');
    await page.getByRole('heading', { level: 1, name: pm.donatees.title }).waitFor();
    const [donatee] = await data<{ id: number; name: string }[]>(admin, '/donatees?sort=position&limit=1');
    if (!donatee) throw new Error('the demo data has no donatee');
    await page.getByRole('link', { name: donatee.name }).click();
    await page.getByRole('heading', { level: 2, name: pm.donatees.donations }).waitFor();
    await page.getByTestId('donation-total').waitFor();
    await expectAxeClean(page);
  });
});

describe('employees', () => {
  it('see the tables but none of the admin-only people screens, whose routes answer 403', async () => {
    const employee = await newShopContext(browser, {
      baseURL: baseUrl,
      locale: 'de-AT',
      viewport: { width: 1280, height: 900 },
    });
    try {
      await signIn(employee, 'filiale', 'demo-filiale');
      const page = await employee.newPage();
      await page.goto('/backend/tables');
      await page.getByRole('heading', { level: 1, name: pm.tables.title }).waitFor();
      const navigation = page.getByRole('navigation').first();
      await navigation.getByRole('link', { name: pm.tables.title }).waitFor();
      for (const hidden of [pm.customers.title, pm.externalUsers.title, pm.donatees.title]) {
        expect(await navigation.getByRole('link', { name: hidden, exact: true }).count(), hidden).toBe(0);
      }
      // Opened directly, each admin-only screen says so, like every other one (not a load failure).
      for (const [path, message] of [
        ['/backend/customers', pm.customers.adminOnly],
        ['/backend/external-users', pm.externalUsers.adminOnly],
        ['/backend/donatees', pm.donatees.adminOnly],
      ] as const) {
        await page.goto(path);
        await page.getByText(message).waitFor();
        expect(await page.getByText(/konnten? nicht geladen werden/).count(), path).toBe(0);
      }
      for (const path of [
        '/api/customers',
        '/api/external-users',
        '/api/donatees/1/donations',
        '/api/customers/1/export',
      ]) {
        expect((await employee.request.get(`${baseUrl}${path}`)).status(), path).toBe(403);
      }
    } finally {
      await employee.close();
    }
  });
});
