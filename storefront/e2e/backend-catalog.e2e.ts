import {
  backofficeCatalogStructureMessages as cm,
  backofficeFormsMessages as fm,
  messages,
  backofficeTableMessages as tm,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office categories, menus ('Produktkataloge') and tags (issue 12 §5, §9): created and edited here, saved with
 * If-Match; a menu edited here changes what /shop shows; keyboard reordering persists; refused input saves nothing.
 */

const baseUrl = inject('baseUrl');
const shopMenuId = 1; // demo 'Standardsortiment' of Wien (the /shop branch)
const grazMenuId = 2; // demo 'Kaffeehaus Graz'
let browser: Browser;
let context: BrowserContext;
let page: Page;
let csrf: string;

interface Category {
  id: number;
  name: string;
  image: { id: number; version: number; extension: string } | null;
  isPublic: boolean;
  isEnabled: boolean;
  isVisibleWhenUnavailable: boolean;
  schedule: { from?: string | null; to?: string | null }[];
  version: number;
}
interface Tag {
  id: number;
  name: string;
  image: { id: number } | null;
  version: number;
}
interface Menu {
  id: number;
  name: string;
  availableFrom: string;
  branches: { id: number }[];
  catalog: { id: number; products: { id: number }[] }[];
  version: number;
}

// An 8×8 red PNG.
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4o6SEFTEMLQkAvM5EAT6yk8sAAAAASUVORK5CYII=',
  'base64',
);

async function signIn(target: BrowserContext): Promise<string> {
  const response = await target.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

async function staffGet<T>(path: string): Promise<T> {
  const response = await context.request.get(`${baseUrl}/api${path}`);
  expect(response.status(), `GET ${path}`).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function staffWrite<T>(method: 'POST' | 'PUT', path: string, body: unknown, version?: number): Promise<T> {
  const headers: Record<string, string> = { 'X-CSRF-Token': csrf };
  if (version !== undefined) headers['If-Match'] = String(version);
  const response = await context.request.fetch(`${baseUrl}/api${path}`, { method, data: body, headers });
  expect(response.ok(), `${method} ${path}: ${await response.text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
}

const categories = () => staffGet<Category[]>('/categories?limit=1000');
const tags = () => staffGet<Tag[]>('/tags?limit=1000');

async function expectNoSeriousViolations(target: Page): Promise<void> {
  expect(await seriousViolations(target)).toEqual([]);
}

/** The category links of the shop's tab bar. */
async function shopCategoryNames(): Promise<string[]> {
  const shop = await context.newPage();
  await shop.goto('/shop');
  const nav = shop.getByRole('navigation', { name: messages.shop.categories });
  await nav.getByRole('link').first().waitFor();
  const names = await nav.getByRole('link').allTextContents();
  await shop.close();
  return names.map((name) => name.trim());
}

/** Picks `option` in the React Aria select labelled `label` (the menu tree's 'add' pickers). */
async function pick(label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
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
    timezoneId: 'Europe/Vienna',
  });
  csrf = await signIn(context);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('categories', () => {
  it('creates a category with image, flags and a schedule; it is listed and found by search', async () => {
    await page.goto('/backend/catalog/categories/new');
    await page.getByRole('heading', { level: 1, name: cm.newCategory }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByLabel(cm.name).fill('Brötchen E2E');
    await page.getByLabel(cm.description).fill('Kleine Brote aus dem Steinofen.');
    await page.locator('input[type=file]').setInputFiles({ name: 'kategorie.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: cm.image }).waitFor();
    await page.getByText(cm.isVisibleWhenUnavailable).click();
    await page.getByText(cm.isPublic, { exact: true }).click(); // off
    await page.getByRole('button', { name: `+ ${cm.addWindow}` }).click();
    const from = page.getByRole('group', { name: `${cm.windowFrom} (${cm.window(1)})` });
    await from.getByRole('spinbutton').first().click();
    await page.keyboard.type('24122026');
    await page.keyboard.type('0730');
    await page.getByRole('button', { name: fm.save }).click();
    await page.waitForURL(/\/backend\/catalog\/categories\/\d+$/);
    await page.getByRole('heading', { level: 1, name: cm.editCategory('Brötchen E2E') }).waitFor();

    const saved = (await categories()).find((category) => category.name === 'Brötchen E2E');
    expect(saved).toMatchObject({
      isPublic: false,
      isEnabled: true,
      isVisibleWhenUnavailable: true,
      image: expect.objectContaining({ extension: 'png' }),
    });
    expect(saved?.schedule).toHaveLength(1);
    expect(new Date(saved?.schedule[0]?.from ?? '').toISOString()).toBe('2026-12-24T06:30:00.000Z'); // 07:30 Vienna

    await page.getByRole('link', { name: `← ${cm.back}` }).click();
    await page.getByRole('heading', { level: 1, name: cm.categories }).waitFor();
    await page.getByLabel(tm.search).fill('brötchen');
    await expect.poll(() => page.getByRole('rowheader').allTextContents()).toEqual(['Brötchen E2E']);
    await expectNoSeriousViolations(page);
  });

  it('refuses a blank name with the German message and saves nothing', async () => {
    const before = (await categories()).length;
    await page.goto('/backend/catalog/categories/new');
    await page.getByLabel(cm.description).fill('Ohne Namen');
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(messages.validation.blank).waitFor();
    expect(page.url()).toMatch(/\/categories\/new$/);
    expect((await categories()).length).toBe(before);
  });

  it('shows the conflict message when someone saved meanwhile, keeps the input and overwrites nothing', async () => {
    const category = await staffWrite<Category>('POST', '/categories', { name: 'Konflikt E2E' });
    await page.goto(`/backend/catalog/categories/${category.id}`);
    await page.getByRole('heading', { level: 1, name: cm.editCategory('Konflikt E2E') }).waitFor();
    await staffWrite('PUT', `/categories/${category.id}`, { name: 'Von jemand anderem' }, category.version);
    await page.getByLabel(cm.name).fill('Meine Änderung');
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByTestId('save-error').getByText(messages.backoffice.conflict).waitFor();
    expect(await page.getByLabel(cm.name).inputValue()).toBe('Meine Änderung');
    expect((await staffGet<Category>(`/categories/${category.id}`)).name).toBe('Von jemand anderem');
  });

  it('asks before a dirty form is left', async () => {
    await page.goto('/backend/catalog/categories/new');
    await page.getByLabel(cm.name).fill('Nicht gespeichert');
    await page.getByRole('link', { name: `← ${cm.back}` }).click();
    const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
    await dialog.getByText(fm.leaveText).waitFor();
    await dialog.getByRole('button', { name: fm.stay }).click();
    expect(page.url()).toMatch(/\/categories\/new$/);
    expect(await page.getByLabel(cm.name).inputValue()).toBe('Nicht gespeichert');
  });
});

describe('tags', () => {
  it('creates a tag with an image; a blank name is refused first and saves nothing', async () => {
    const before = (await tags()).length;
    await page.goto('/backend/catalog/tags/new');
    await page.getByRole('heading', { level: 1, name: cm.newTag }).waitFor();
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(messages.validation.blank).waitFor();
    expect((await tags()).length).toBe(before);

    await page.getByLabel(cm.name).fill('Glutenfrei E2E');
    await page.locator('input[type=file]').setInputFiles({ name: 'tag.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('img', { name: cm.image }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: fm.save }).click();
    await page.waitForURL(/\/backend\/catalog\/tags\/\d+$/);
    const saved = (await tags()).find((tag) => tag.name === 'Glutenfrei E2E');
    expect(saved?.image).toEqual(expect.objectContaining({ extension: 'png' }));

    await page.goto('/backend/catalog/tags');
    await page.getByRole('link', { name: 'Glutenfrei E2E' }).waitFor();
    await expectNoSeriousViolations(page);
  });
});

describe('menus (Produktkataloge)', () => {
  it('a category added to the active menu here appears in /shop, and disappears when removed', async () => {
    await staffWrite<Category>('POST', '/categories', { name: 'Menütest E2E' });
    expect(await shopCategoryNames()).not.toContain('Menütest E2E');

    await page.goto('/backend/catalog/menus');
    await page.getByRole('heading', { level: 1, name: cm.menus }).waitFor();
    await page.getByLabel(tm.search).fill('Standard');
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'Standardsortiment' }).click();
    await page.getByRole('heading', { level: 1, name: cm.editMenu('Standardsortiment') }).waitFor();
    await expectNoSeriousViolations(page);

    await pick(cm.addCategory, 'Menütest E2E');
    await page.getByRole('grid', { name: cm.categoriesList }).getByText('Menütest E2E').waitFor();
    await page.getByRole('heading', { name: cm.productsOf('Menütest E2E') }).waitFor();
    await pick(cm.addProduct, 'Kaisersemmel');
    await page.getByTestId('menu-products').getByText('Kaisersemmel').waitFor();
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.saved).waitFor();

    const menu = await staffGet<Menu>(`/menus/${shopMenuId}`);
    const added = (await categories()).find((category) => category.name === 'Menütest E2E');
    expect(menu.catalog.at(-1)).toMatchObject({ id: added?.id, products: [{ id: expect.any(Number) }] });
    await expect.poll(shopCategoryNames, { timeout: 15_000 }).toContain('Menütest E2E');

    await page.getByRole('button', { name: cm.removeItem('Menütest E2E') }).click();
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.saved).waitFor();
    expect((await staffGet<Menu>(`/menus/${shopMenuId}`)).catalog.map((entry) => entry.id)).not.toContain(added?.id);
    await expect.poll(shopCategoryNames, { timeout: 15_000 }).not.toContain('Menütest E2E');
  });

  it('reorders categories and products by keyboard; the order persists', async () => {
    const before = await staffGet<Menu>(`/menus/${grazMenuId}`);
    const [first, second] = before.catalog;
    await page.goto(`/backend/catalog/menus/${grazMenuId}`);
    await page.getByRole('heading', { level: 1, name: cm.editMenu(before.name) }).waitFor();
    const list = page.getByRole('grid', { name: cm.categoriesList });
    const rows = list.getByRole('row');
    const firstName = (await rows.nth(0).locator('strong').textContent()) ?? '';
    const secondName = (await rows.nth(1).locator('strong').textContent()) ?? '';

    // 'nach unten' by keyboard: focus the button, press Enter
    await list.getByRole('button', { name: cm.moveDownItem(firstName) }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await rows.nth(0).locator('strong').textContent()) ?? '').toBe(secondName);

    // React Aria keyboard drag of the products of the chosen (now second) category: handle, Enter, ↓, Enter
    await rows.nth(1).click();
    const products = page.getByTestId('menu-products');
    const productRows = products.getByRole('row');
    const productNames = await productRows.allTextContents();
    expect(productNames.length).toBeGreaterThan(1);
    await products
      .getByRole('button', { name: new RegExp(`^${cm.dragHandle}`) })
      .first()
      .focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');

    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.saved).waitFor();
    const after = await staffGet<Menu>(`/menus/${grazMenuId}`);
    expect(after.catalog.slice(0, 2).map((entry) => entry.id)).toEqual([second?.id, first?.id]);
    const movedProducts = after.catalog[1]?.products.map((p) => p.id) ?? [];
    const originalProducts = first?.products.map((p) => p.id) ?? [];
    expect(movedProducts).toEqual([originalProducts[1], originalProducts[0], ...originalProducts.slice(2)]);

    await page.reload();
    await page.getByRole('heading', { level: 1, name: cm.editMenu(before.name) }).waitFor();
    expect(await rows.nth(0).locator('strong').textContent()).toBe(secondName);

    // put the demo menu back as it was
    await staffWrite(
      'PUT',
      `/menus/${grazMenuId}`,
      {
        name: before.name,
        availableFrom: before.availableFrom,
        branches: before.branches,
        catalog: before.catalog,
      },
      after.version,
    );
  });

  it('refuses a menu without a name or date with German messages and saves nothing', async () => {
    const before = (await staffGet<Menu[]>('/menus?limit=1000')).length;
    await page.goto('/backend/catalog/menus/new');
    await page.getByRole('heading', { level: 1, name: cm.newMenu }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: fm.save }).click();
    await expect.poll(() => page.getByText(messages.validation.blank).count()).toBe(2);
    expect((await staffGet<Menu[]>('/menus?limit=1000')).length).toBe(before);
  });
});

describe('configurable parts editor and price preview (in the product form)', () => {
  const torte = 22; // demo product with the steps Größe (select) and Extras (multiselect)

  it('prices a choice exactly as the shop’s configurator does, and reorders steps by keyboard drag', async () => {
    await page.goto(`/backend/catalog/products/${torte}`);
    const editor = page.getByTestId('parts-editor');
    await editor.waitFor();
    const preview = page.getByTestId('price-preview');
    await preview.locator('label', { hasText: 'Ø 22 cm' }).click();
    await preview.locator('label', { hasText: 'Schlagobers' }).click();
    expect(await preview.getByRole('radio', { name: /^Ø 22 cm/ }).isChecked()).toBe(true);
    await preview.getByTestId('preview-amount').fill('2');
    const previewTotal = (await preview.getByTestId('preview-total').textContent())?.replace(/\s+/g, ' ').trim();

    const shop = await context.newPage();
    await shop.goto(`/shop?item=${torte}`);
    const dialog = shop.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Ø 22 cm/ }).click();
    await dialog.getByRole('button', { name: /^Schlagobers/ }).click();
    await dialog.getByLabel(messages.shop.amount, { exact: true }).fill('2');
    await dialog.getByLabel(messages.shop.amount, { exact: true }).press('Tab');
    const shopPrice = dialog.locator('p', { hasText: `${messages.shop.price}:` });
    await expect
      .poll(async () =>
        (await shopPrice.textContent())?.replace(`${messages.shop.price}:`, '').replace(/\s+/g, ' ').trim(),
      )
      .toBe(previewTotal);
    expect(previewTotal).toBe('91,00 €'); // (42,00 € overwrite + 3,50 €) × 2
    await shop.close();

    // keyboard drag of the steps: handle of 'Größe', Enter, ↓, Enter
    const steps = page.getByRole('grid', { name: cm.stepsList });
    await steps.getByRole('button', { name: `${cm.dragHandle}: Größe` }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await steps.getByRole('row').first().textContent()) ?? '').toContain('Extras');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: fm.save }).click();
    await expect
      .poll(async () =>
        (await staffGet<{ config: { parts: { name: string }[] } }>(`/products/${torte}`)).config.parts.map(
          (p) => p.name,
        ),
      )
      .toEqual(['Extras', 'Größe']);
    // The form takes the saved product (and its new version) back before the next change: a change made while the
    // answer is still on its way would be reset by it.
    await expect.poll(async () => (await page.getByTestId('save-bar').textContent()) ?? '').toContain(fm.saved);

    // and back with the 'nach unten' button (the keyboard path of the reorder is the drag handle above: Enter on this
    // button inside the grid row did not always reach it in a full run, see the closing note of this change)
    await steps.getByRole('button', { name: cm.moveDownItem('Extras') }).click();
    await expect.poll(async () => (await steps.getByRole('row').first().textContent()) ?? '').toContain('Größe');
    await page.getByRole('button', { name: fm.save }).click();
    await expect
      .poll(async () =>
        (await staffGet<{ config: { parts: { name: string }[] } }>(`/products/${torte}`)).config.parts.map(
          (p) => p.name,
        ),
      )
      .toEqual(['Größe', 'Extras']);
  });
});
