import {
  backofficeCatalogStructureMessages as cm,
  backofficeFormsMessages as fm,
  catalogImportMessages as ic,
  backofficeProductsMessages as m,
  messages,
  backofficeTableMessages as tm,
} from '@bestell/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office products (issue 12 §5, §6, §9): the form saves every field through the domain schema, products created
 * here appear in the shop with their price, refused input saves nothing, a second save of the same version is a
 * conflict, bulk disable hides products from the shop, and the label PDF downloads.
 */

const baseUrl = inject('baseUrl');
const shopMenuId = 1; // demo menu 'Standardsortiment' of Wien (the /shop branch)
const gebaeck = 2; // demo category 'Gebäck'
let browser: Browser;
let context: BrowserContext;
let page: Page;

interface StaffProduct {
  id: number;
  uid: string;
  name: string;
  price: string;
  isEnabled: boolean;
  isPublic: boolean;
  version: number;
  type: string;
  config: { parts: { name: string; options: { name: string; modifier: string; value: string }[] }[] };
  alternativeUnits: { unit: string; ratio: string }[];
  tax: string;
  takeawayTax: string;
  dineInTax: string;
  isLeadTimeEnabled: boolean;
  leadTimeType: string | null;
  leadTimeValue: number | null;
  content: { scope: string; resellingPrice: string | null; allergens: string | null };
  allergens: string | null;
  minimumQuantity: string | null;
  maximumQuantity: string | null;
  quantityStepSize: string | null;
  defaultQuantity: string | null;
  calculationModel: string;
  schedule: { from?: string | null; to?: string | null }[];
}

interface Menu {
  id: number;
  name: string;
  availableFrom: string;
  branches: { id: number }[];
  catalog: { id: number; products: { id: number }[] }[];
  version: number;
}

/** A staff session in the browser context (the page shares its cookie) and its CSRF token. */
async function signIn(target: BrowserContext): Promise<string> {
  const response = await target.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

async function staffGet<T>(target: BrowserContext, path: string): Promise<T> {
  const response = await target.request.get(`${baseUrl}/api${path}`);
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function staffWrite<T>(
  target: BrowserContext,
  csrf: string,
  method: 'POST' | 'PUT',
  path: string,
  body: unknown,
  version?: number,
): Promise<T> {
  const headers: Record<string, string> = { 'X-CSRF-Token': csrf };
  if (version !== undefined) headers['If-Match'] = String(version);
  const response = await target.request.fetch(`${baseUrl}/api${path}`, { method, data: body, headers });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

/** Puts products into the Gebäck entry of the Wien menu (the menu editor is another screen's; here it is the API). */
async function addToShopMenu(target: BrowserContext, csrf: string, productIds: number[]): Promise<void> {
  const menu = await staffGet<Menu>(target, `/menus/${shopMenuId}`);
  const catalog = menu.catalog.map((entry) =>
    entry.id === gebaeck ? { ...entry, products: [...entry.products, ...productIds.map((id) => ({ id }))] } : entry,
  );
  await staffWrite(
    target,
    csrf,
    'PUT',
    `/menus/${shopMenuId}`,
    { name: menu.name, availableFrom: menu.availableFrom, branches: menu.branches, catalog },
    menu.version,
  );
}

async function productByUid(target: BrowserContext, uid: string): Promise<StaffProduct | undefined> {
  const products = await staffGet<StaffProduct[]>(target, `/products?limit=1000`);
  return products.find((product) => product.uid === uid);
}

/** A minimal valid product body (API setup for the list tests). */
function productBody(uid: string, name: string, price: string) {
  return { uid, name, price, categoryId: gebaeck, unit: 'Stk.' };
}

/** A tile of the shop, found by the product's name button. */
function shopTile(target: Page, name: string) {
  return target.locator('article').filter({ has: target.getByRole('button', { name, exact: true }) });
}

const escapeRe = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Opens the React Aria Select labelled `label` (its button is named '<value> <label>') and picks `option`. */
async function chooseOption(
  target: Page,
  label: string,
  option: string,
  scope: Page | Locator = target,
): Promise<void> {
  await scope.getByRole('button', { name: new RegExp(` ${escapeRe(label)}$`) }).click();
  await target.getByRole('option', { name: option, exact: true }).click();
}

/** A 1×1 PNG. */
const onePixelPng = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

let csrf: string;

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
});

afterEach(async () => {
  await context?.close();
});

describe('product form (issue 12 §5)', () => {
  it('creates a product with the basic fields; it appears in the shop with its price', async () => {
    await page.goto('/backend/catalog/products/new');
    await page.getByRole('heading', { level: 1, name: m.newTitle }).waitFor();
    await page.getByRole('textbox', { name: m.fieldName, exact: true }).fill('Dinkelweckerl E2E');
    await page.getByRole('textbox', { name: m.fieldUid, exact: true }).fill('e2e-dinkelweckerl');
    await chooseOption(page, m.fieldCategory, 'Gebäck');
    await page.getByRole('textbox', { name: m.fieldPrice, exact: true }).fill('1,35');
    await page.getByRole('textbox', { name: m.fieldUnit, exact: true }).fill('Stk.');
    await page
      .getByRole('textbox', { name: m.fieldDescription, exact: true })
      .fill('Mit Dinkelmehl und Sonnenblumenkernen.');
    await page.getByRole('textbox', { name: m.fieldAllergens, exact: true }).fill('A, G');
    await page.getByRole('textbox', { name: m.fieldMinimumQuantity, exact: true }).fill('1');
    await page.getByRole('textbox', { name: m.fieldMaximumQuantity, exact: true }).fill('40');
    await page.getByRole('textbox', { name: m.fieldQuantityStepSize, exact: true }).fill('1');
    await page.getByRole('textbox', { name: m.fieldDefaultQuantity, exact: true }).fill('2');
    await page.getByRole('textbox', { name: m.fieldTakeawayTax, exact: true }).fill('10');
    await page.getByRole('textbox', { name: m.fieldDineInTax, exact: true }).fill('13');
    await page.getByRole('button', { name: m.addUnit }).click();
    const unit = page.getByTestId('alternative-unit');
    await unit.getByRole('textbox', { name: m.fieldUnit, exact: true }).fill('Pkg.');
    await unit.getByRole('textbox', { name: m.fieldRatio, exact: true }).fill('6');
    await page.getByText(m.fieldLeadTimeEnabled, { exact: true }).click();
    await page.getByRole('textbox', { name: m.fieldLeadTimeValue, exact: true }).fill('2');
    await chooseOption(page, m.fieldLeadTimeType, m.leadHours);
    // A schedule window around now (the date pickers' segments take typed digits).
    await page.getByRole('button', { name: m.addSchedule }).click();
    await page.getByRole('spinbutton', { name: `Tag, ${m.scheduleFrom} (${m.scheduleEntry(1)})` }).click();
    await page.keyboard.type('010120250000');
    await page.getByRole('spinbutton', { name: `Tag, ${m.scheduleTo} (${m.scheduleEntry(1)})` }).click();
    await page.keyboard.type('311220992359');

    await page.getByRole('button', { name: fm.save }).click();
    await page.waitForURL(/\/backend\/catalog\/products\/\d+$/);
    await page.getByRole('heading', { level: 1, name: m.editTitle('Dinkelweckerl E2E') }).waitFor();

    const saved = await productByUid(context, 'e2e-dinkelweckerl');
    expect(saved).toMatchObject({
      name: 'Dinkelweckerl E2E',
      price: '1.35',
      type: 'other',
      allergens: 'A, G',
      minimumQuantity: '1',
      maximumQuantity: '40',
      defaultQuantity: '2',
      takeawayTax: '10.00',
      dineInTax: '13.00',
      isLeadTimeEnabled: true,
      leadTimeType: 'hours',
      leadTimeValue: 2,
      alternativeUnits: [expect.objectContaining({ unit: 'Pkg.', ratio: '6' })],
    });
    expect(saved?.schedule).toEqual([
      {
        from: expect.stringMatching(/^(2025-01-01|2024-12-31)T/),
        to: expect.stringMatching(/^(2099-12-31|2100-01-01)T/),
      },
    ]);
    if (!saved) return;
    await addToShopMenu(context, csrf, [saved.id]);

    const shop = await context.newPage();
    await shop.goto('/shop');
    const tile = shopTile(shop, 'Dinkelweckerl E2E');
    await tile.waitFor();
    expect(await tile.textContent()).toContain('1,35\u00a0€');
  });
});

describe('product images (issue 12 §5: upload with preview, reorder)', () => {
  it('uploads two images with previews, reorders them with the keyboard-reachable buttons and saves the order', async () => {
    const product = await staffWrite<StaffProduct & { images: { id: number }[] }>(
      context,
      csrf,
      'POST',
      '/products',
      productBody('e2e-images', 'Bilder E2E', '3.00'),
    );
    await page.goto(`/backend/catalog/products/${product.id}`);
    await page.getByRole('button', { name: m.uploadImage }).waitFor();
    await page.locator('input[type="file"]').setInputFiles([
      { name: 'erstes.png', mimeType: 'image/png', buffer: Buffer.from(onePixelPng, 'base64') },
      { name: 'zweites.png', mimeType: 'image/png', buffer: Buffer.from(onePixelPng, 'base64') },
    ]);
    const list = page.getByRole('grid', { name: m.imagesLabel });
    await list.getByRole('row', { name: m.imageLabel(2) }).waitFor();
    const previews = list.locator('img');
    expect(await previews.count()).toBe(2);
    await page.waitForFunction(() =>
      [...document.querySelectorAll('[data-testid="product-images"] img')].every(
        (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      ),
    );
    const uploaded = await previews.evaluateAll((images) => images.map((img) => img.getAttribute('src')));

    await list.getByRole('button', { name: cm.moveUpItem(m.imageLabel(2)) }).click();
    const reordered = await previews.evaluateAll((images) => images.map((img) => img.getAttribute('src')));
    expect(reordered).toEqual([uploaded[1], uploaded[0]]);
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.saved).waitFor();

    const stored = await staffGet<{ images: { id: number; version: number; extension: string }[] }>(
      context,
      `/products/${product.id}`,
    );
    expect(stored.images.map((image) => `/image/thumbnail/${image.id}-${image.version}.${image.extension}`)).toEqual(
      reordered,
    );
  });
});

describe('configurable product (issue 12 §5: two steps created here, priced in the shop)', () => {
  it('a product with two configurable steps appears in the shop with the configured price', async () => {
    await page.goto('/backend/catalog/products/new');
    await page.getByRole('textbox', { name: m.fieldName, exact: true }).fill('Partybrezel E2E');
    await page.getByRole('textbox', { name: m.fieldUid, exact: true }).fill('e2e-partybrezel');
    await chooseOption(page, m.fieldCategory, 'Gebäck');
    await chooseOption(page, m.fieldType, m.typeConfigurable);
    await page.getByRole('textbox', { name: m.fieldPrice, exact: true }).fill('20');

    const editor = page.getByTestId('parts-editor');
    const steps: [string, [string, string][]][] = [
      [
        'Größe',
        [
          ['Klein', '0'],
          ['Groß', '5,00'],
        ],
      ],
      [
        'Füllung',
        [
          ['Schinken', '3,50'],
          ['Lachs', '6,00'],
        ],
      ],
    ];
    for (const [step, options] of steps) {
      await editor.getByRole('button', { name: new RegExp(`${escapeRe(cm.addPart)}$`) }).click();
      const detail = editor.getByTestId('part-detail');
      await detail.getByTestId('part-name').fill(step);
      for (const [name, value] of options) {
        await detail.getByRole('button', { name: new RegExp(`${escapeRe(cm.addOption)}$`) }).click();
        const option = detail.getByTestId('option-detail');
        await option.getByTestId('option-name').fill(name);
        await option.getByTestId('option-value').fill(value);
        await option.getByTestId('option-value').blur();
      }
    }
    await page.getByRole('button', { name: fm.save }).click();
    await page.waitForURL(/\/backend\/catalog\/products\/\d+$/);

    const saved = await productByUid(context, 'e2e-partybrezel');
    expect(saved?.type).toBe('configurable');
    expect(
      saved?.config.parts.map((part) => [part.name, part.options.map((o) => [o.name, o.modifier, o.value])]),
    ).toEqual([
      [
        'Größe',
        [
          ['Klein', 'add', '0.00'],
          ['Groß', 'add', '5.00'],
        ],
      ],
      [
        'Füllung',
        [
          ['Schinken', 'add', '3.50'],
          ['Lachs', 'add', '6.00'],
        ],
      ],
    ]);
    if (!saved) return;
    await addToShopMenu(context, csrf, [saved.id]);

    const shop = await context.newPage();
    await shop.goto('/shop');
    await shopTile(shop, 'Partybrezel E2E').getByRole('button', { name: 'Partybrezel E2E', exact: true }).click();
    const dialog = shop.getByRole('dialog', { name: 'Partybrezel E2E' });
    await dialog.getByRole('button', { name: /^Groß/ }).click();
    await dialog.getByRole('button', { name: /^Lachs/ }).click();
    // 20,00 € + 5,00 € + 6,00 € (packages/domain itemPrice, as the back-office preview shows it).
    await dialog.getByText('31,00\u00a0€').waitFor();
  });
});

describe('refused input (issue 12 §9: German field errors, nothing saved)', () => {
  it('shows the German field errors of the domain schema and sends nothing', async () => {
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.url().includes('/api/products')) posts.push(request.url());
    });
    await page.goto('/backend/catalog/products/new');
    await page.getByRole('textbox', { name: m.fieldUid, exact: true }).fill('kein gültiger Wert!');
    await page.getByRole('textbox', { name: m.fieldPrice, exact: true }).fill('zwei Euro');
    await page.getByRole('textbox', { name: m.fieldTax, exact: true }).fill('-5');
    await page.getByRole('button', { name: m.addUnit }).click();
    await page.getByRole('button', { name: fm.save }).click();

    await page.getByRole('alert').filter({ hasText: fm.formHasErrors }).waitFor();
    const v = messages.validation;
    /** The texts the field's aria-describedby points to (its German error among them). */
    const errorOf = async (label: string) => {
      const input = page.getByRole('textbox', { name: label, exact: true });
      expect(await input.getAttribute('aria-invalid')).toBe('true');
      return input.evaluate((element) =>
        (element.getAttribute('aria-describedby') ?? '')
          .split(' ')
          .map((id) => document.getElementById(id)?.textContent ?? '')
          .join(' '),
      );
    };
    expect(await errorOf(m.fieldName)).toContain(v.blank);
    expect(await errorOf(m.fieldUid)).toContain(v.invalidValue);
    expect(await errorOf(m.fieldPrice)).toContain(v.invalidAmount);
    expect(await errorOf(m.fieldTax)).toContain(v.invalidAmount);
    const unit = page.getByTestId('alternative-unit');
    await unit.getByText(v.blank).first().waitFor();
    expect(posts).toEqual([]);
    expect(page.url()).toMatch(/\/products\/new$/);
  });

  it('puts the API field error of a taken UID on the UID field and creates nothing', async () => {
    const existing = await staffWrite<StaffProduct>(
      context,
      csrf,
      'POST',
      '/products',
      productBody('e2e-taken', 'Vergeben E2E', '1.00'),
    );
    await page.goto('/backend/catalog/products/new');
    await page.getByRole('textbox', { name: m.fieldName, exact: true }).fill('Doppelt E2E');
    await page.getByRole('textbox', { name: m.fieldUid, exact: true }).fill(existing.uid);
    await page.getByRole('textbox', { name: m.fieldPrice, exact: true }).fill('1,00');
    await page.getByRole('button', { name: fm.save }).click();
    const uid = page.getByRole('textbox', { name: m.fieldUid, exact: true });
    await page.waitForFunction(() => document.querySelector('input[aria-invalid="true"]') !== null);
    expect(await uid.getAttribute('aria-invalid')).toBe('true');
    await page.getByText(messages.validation.notUnique).waitFor();
    const all = await staffGet<StaffProduct[]>(context, '/products?limit=1000');
    expect(all.filter((p) => p.name === 'Doppelt E2E')).toEqual([]);
  });
});

describe('safe editing (issue 12 §9, contract 2)', () => {
  it('two people edit the same product: the second save shows the conflict message and keeps the input', async () => {
    const product = await staffWrite<StaffProduct>(
      context,
      csrf,
      'POST',
      '/products',
      productBody('e2e-conflict', 'Konflikt E2E', '2.00'),
    );
    const other = await newShopContext(browser, {
      baseURL: baseUrl,
      locale: 'de-AT',
      viewport: { width: 1280, height: 900 },
    });
    try {
      await signIn(other);
      const second = await other.newPage();
      await page.goto(`/backend/catalog/products/${product.id}`);
      await second.goto(`/backend/catalog/products/${product.id}`);
      await page.getByRole('textbox', { name: m.fieldName, exact: true }).waitFor();
      await second.getByRole('textbox', { name: m.fieldName, exact: true }).waitFor();
      expect(await second.getByRole('textbox', { name: m.fieldName, exact: true }).inputValue()).toBe('Konflikt E2E');

      await page.getByRole('textbox', { name: m.fieldName, exact: true }).fill('Konflikt E2E – erste');
      await page.getByRole('button', { name: fm.save }).click();
      await page.getByText(fm.saved).waitFor();

      await second.getByRole('textbox', { name: m.fieldName, exact: true }).fill('Konflikt E2E – zweite');
      await second.getByRole('button', { name: fm.save }).click();
      await second.getByTestId('save-error').getByText(messages.backoffice.conflict).waitFor();
      expect(await second.getByRole('textbox', { name: m.fieldName, exact: true }).inputValue()).toBe(
        'Konflikt E2E – zweite',
      );
      const stored = await staffGet<StaffProduct>(context, `/products/${product.id}`);
      expect(stored.name).toBe('Konflikt E2E – erste');
      expect(stored.version).toBe(product.version + 1);
    } finally {
      await other.close();
    }
  });

  it('asks before leaving a form with unsaved changes', async () => {
    await page.goto('/backend/catalog/products/new');
    await page.getByRole('textbox', { name: m.fieldName, exact: true }).fill('Ungespeichert');
    await page.getByRole('link', { name: m.backToList }).click();
    const question = page.getByRole('alertdialog', { name: fm.leaveTitle });
    await question.waitFor();
    await question.getByRole('button', { name: fm.stay }).click();
    expect(await page.getByRole('textbox', { name: m.fieldName, exact: true }).inputValue()).toBe('Ungespeichert');
    await page.getByRole('link', { name: m.backToList }).click();
    await page.getByRole('alertdialog', { name: fm.leaveTitle }).getByRole('button', { name: fm.leave }).click();
    await page.waitForURL(/\/backend\/catalog\/products$/);
  });
});

describe('products list (issue 12 §5, §6)', () => {
  it('bulk disable hides the selected products from the shop; the label PDF of the selection downloads', async () => {
    const a = await staffWrite<StaffProduct>(
      context,
      csrf,
      'POST',
      '/products',
      productBody('e2e-bulk-a', 'Sammel A E2E', '1.10'),
    );
    const b = await staffWrite<StaffProduct>(
      context,
      csrf,
      'POST',
      '/products',
      productBody('e2e-bulk-b', 'Sammel B E2E', '1.20'),
    );
    await addToShopMenu(context, csrf, [a.id, b.id]);
    const shop = await context.newPage();
    await shop.goto('/shop');
    await shopTile(shop, 'Sammel A E2E').waitFor();
    await shopTile(shop, 'Sammel B E2E').waitFor();

    await page.goto('/backend/catalog/products');
    await page.getByRole('searchbox', { name: m.searchLabel }).fill('Sammel');
    await page.getByRole('row').filter({ hasText: 'Sammel A E2E' }).waitFor();
    expect(await page.getByRole('row').count()).toBe(3);
    await page.getByRole('checkbox', { name: tm.selectAll }).check();
    const bar = page.getByRole('region', { name: tm.selected(2) });
    await bar.waitFor();

    // Label printing: compact / detail → the PDF route of contract 6.
    await bar.getByRole('button', { name: m.printLabels }).click();
    const labels = page.getByRole('dialog', { name: m.labelTitle });
    await labels.getByText(m.labelDetail, { exact: true }).click();
    expect(await labels.getByRole('radio', { name: m.labelDetail }).isChecked()).toBe(true);
    const link = labels.getByRole('link', { name: m.labelDownload });
    const href = (await link.getAttribute('href')) ?? '';
    expect(href).toBe(`/api/products/labels.pdf?layout=detail&ids=${a.id},${b.id}`);
    const pdf = await context.request.get(`${baseUrl}${href}`);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
    await labels.getByRole('button', { name: m.cancel }).click();

    await bar.getByRole('button', { name: m.bulkDisable }).click();
    await page.getByText(m.bulkDone(2)).waitFor();
    for (const product of [a, b]) {
      const stored = await staffGet<StaffProduct>(context, `/products/${product.id}`);
      expect(stored.isEnabled).toBe(false);
    }
    await shop.reload();
    await shop.getByRole('button', { name: 'Kaisersemmel', exact: true }).waitFor();
    expect(await shopTile(shop, 'Sammel A E2E').count()).toBe(0);
    expect(await shopTile(shop, 'Sammel B E2E').count()).toBe(0);
  });

  it('filters by category, state and type', async () => {
    // One product that is neither active nor public, so both state filters have something to find.
    const off = { ...productBody('e2e-filter-off', 'Aus E2E', '1.30'), isEnabled: false, isPublic: false };
    await staffWrite<StaffProduct>(context, csrf, 'POST', '/products', off);
    const all = await staffGet<StaffProduct[]>(context, '/products?limit=1000');
    const names = (rows: StaffProduct[]) => rows.map((p) => p.name).sort();
    const shownNames = async () => (await page.getByRole('rowheader').allTextContents()).sort();
    const stateCells = () => page.locator('tbody tr td:nth-child(7)').allTextContents();

    await page.goto('/backend/catalog/products');
    await page.getByRole('rowheader').first().waitFor();
    await chooseOption(page, m.filterType, m.typeConfigurable);
    await expect.poll(shownNames).toEqual(names(all.filter((p) => p.type === 'configurable')));
    const types = await page.locator('tbody tr td:nth-child(5)').allTextContents();
    expect(new Set(types)).toEqual(new Set([m.typeConfigurable]));
    await chooseOption(page, m.filterCategory, 'Kaffeehaus');
    await chooseOption(page, m.filterType, m.filterAll);
    await expect
      .poll(async () => new Set(await page.locator('tbody tr td:nth-child(4)').allTextContents()))
      .toEqual(new Set(['Kaffeehaus']));
    await chooseOption(page, m.filterCategory, m.filterAll);

    // State: 'Aktiv: Nein' lists exactly the inactive products, 'Ja' only active ones; 'Öffentlich: Nein' the hidden.
    await chooseOption(page, m.filterEnabled, m.no);
    await expect.poll(shownNames).toEqual(names(all.filter((p) => !p.isEnabled)));
    expect(await shownNames()).toContain(off.name);
    expect((await stateCells()).every((text) => text.startsWith(m.disabled))).toBe(true);
    await chooseOption(page, m.filterEnabled, m.yes);
    await expect.poll(async () => (await shownNames()).includes(off.name)).toBe(false);
    const activeStates = await stateCells();
    expect(activeStates.length).toBeGreaterThan(0);
    expect(activeStates.every((text) => text.startsWith(m.enabled))).toBe(true);
    await chooseOption(page, m.filterEnabled, m.filterAll);
    await chooseOption(page, m.filterPublic, m.no);
    await expect.poll(shownNames).toEqual(names(all.filter((p) => !p.isPublic)));
    expect((await stateCells()).every((text) => text.includes(m.hidden))).toBe(true);
    await chooseOption(page, m.filterPublic, m.filterAll);

    await page.getByRole('searchbox', { name: m.searchLabel }).fill('gibt es nicht');
    await page.getByText(tm.empty).waitFor();
  });
});

describe('accessibility (axe-core)', () => {
  it('has no serious or critical violations on the list and the form', async () => {
    await page.goto('/backend/catalog/products');
    await page.getByRole('rowheader').first().waitFor();
    await page.getByRole('checkbox', { name: tm.selectAll }).check();
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/backend/catalog/products/new');
    await page.getByRole('textbox', { name: m.fieldName, exact: true }).waitFor();
    await chooseOption(page, m.fieldType, m.typeConfigurable);
    await page.getByTestId('parts-editor').waitFor();
    await page.getByRole('button', { name: m.addUnit }).click();
    await page.getByRole('button', { name: m.addSchedule }).click();
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByRole('alert').filter({ hasText: fm.formHasErrors }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('catalog import (issue 23 point 4)', () => {
  const csv = (lines: string[]) => ({
    name: 'artikel.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8'),
  });
  const header = 'Artikelnummer;Name;Kategorie;Preis;Einheit;MwSt';

  it('checks a file, lists every bad line and writes nothing, then previews and imports a good one', async () => {
    await page.goto('/backend/catalog/products');
    await page.getByRole('link', { name: ic.navLabel }).click();
    await page.getByRole('heading', { name: ic.title }).waitFor();

    await page
      .locator('input[type=file]')
      .setInputFiles(
        csv([
          header,
          'E2E-IMP-1;Topfenstrudel;Mehlspeisen E2E;3,90;Stk.;10',
          'E2E-IMP-2;Nusskipferl;Mehlspeisen E2E;zwei;Stk.;10',
        ]),
      );
    await page.getByRole('button', { name: ic.check }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: ic.errorsHeading({ count: 1 }) })
      .waitFor();
    await page.getByRole('rowheader', { name: /^Zeile 3, Preis: Kein gültiger Preis/ }).waitFor();
    expect(await page.getByRole('button', { name: ic.import }).isDisabled()).toBe(true);
    expect(await productByUid(context, 'E2E-IMP-1')).toBeUndefined();

    await page
      .locator('input[type=file]')
      .setInputFiles(
        csv([
          header,
          'E2E-IMP-1;Topfenstrudel;Mehlspeisen E2E;3,90;Stk.;10',
          'E2E-IMP-2;Nusskipferl;Mehlspeisen E2E;1,20;Stk.;10',
        ]),
      );
    await page.getByRole('button', { name: ic.check }).click();
    await page
      .getByRole('status')
      .filter({ hasText: ic.summary({ rows: 2, created: 2, updated: 0, unchanged: 0, categoriesCreated: 1 }) })
      .waitFor();
    await page.getByRole('rowheader', { name: 'Nusskipferl' }).waitFor();
    expect(await productByUid(context, 'E2E-IMP-1')).toBeUndefined();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: ic.import, exact: true }).click();
    await page
      .getByRole('status')
      .filter({ hasText: ic.done({ rows: 2, created: 2, updated: 0, unchanged: 0, categoriesCreated: 1 }) })
      .waitFor();
    expect(await productByUid(context, 'E2E-IMP-1')).toMatchObject({ name: 'Topfenstrudel', price: '3.90' });
    expect(await productByUid(context, 'E2E-IMP-2')).toMatchObject({ name: 'Nusskipferl', price: '1.20' });
  });
});
