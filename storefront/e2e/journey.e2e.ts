import { messages } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { serveAppShell } from './support/app-shell';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

interface BranchOnWire {
  identifier: string;
  name: string;
  city: string;
  isPublic: boolean;
  isEnabled: boolean;
  tags: { id: number }[];
}

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let branches: BranchOnWire[];
const wien = 'wien-mariahilf';

async function apiData<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

function branchCards() {
  return page.getByRole('main').getByRole('listitem');
}

beforeAll(async () => {
  browser = await launchChromium();
  branches = await apiData<BranchOnWire[]>('/branches');
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
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('branch list: search and tag filter (spec §2 Branch list)', () => {
  it("narrows by 'PLZ / Ort' and by tags, with 'X von Y Filialen werden angezeigt.' and the empty-result text", async () => {
    const total = branches.filter((branch) => branch.isEnabled).length;
    await page.goto('/');
    await branchCards().first().waitFor();
    // No filter: no count text.
    expect(await page.getByText(/Filialen werden angezeigt\./).count()).toBe(0);

    const search = page.getByPlaceholder(messages.layout.searchPlaceholder);
    await search.fill('wien');
    await page.getByText(messages.layout.branchesShown({ shown: 1, total }), { exact: true }).waitFor();
    expect(await branchCards().allTextContents()).toEqual([expect.stringContaining('Morgenrot Wien Mariahilf')]);

    // Split on commas and spaces; every part must match some field (city, zip code, tag name, ...).
    await search.fill('4020, linz');
    await page.getByText(messages.layout.branchesShown({ shown: 1, total }), { exact: true }).waitFor();
    expect(await branchCards().first().textContent()).toContain('Morgenrot Linz Landstraße');

    await search.fill('');
    await page.getByRole('checkbox', { name: 'Bio', exact: true }).check();
    await page.getByText(messages.layout.branchesShown({ shown: 2, total }), { exact: true }).waitFor();
    await page.getByRole('checkbox', { name: 'Barrierefrei', exact: true }).check();
    await page.getByText(messages.layout.branchesShown({ shown: 1, total }), { exact: true }).waitFor();
    expect(await branchCards().first().textContent()).toContain('Morgenrot Wien Mariahilf');

    await search.fill('graz');
    await page.getByText(messages.layout.noResults, { exact: true }).waitFor();
    expect(await branchCards().count()).toBe(0);
    expect(await page.getByText(/Filialen werden angezeigt\./).count()).toBe(0);
  });
});

describe('home page plugin (spec §2 Home page)', () => {
  /** The demo data has the plugin off and three branches: switch it on and keep only Wien in the answers. */
  async function homePageWithOneBranch() {
    await serveAppShell(page, `${baseUrl}/`);
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      await route.fulfill({ response, json: { data: { ...body.data, enablePluginHomePage: true } } });
    });
    await page.route('**/api/branches', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: BranchOnWire[] };
      await route.fulfill({ response, json: { data: body.data.filter((branch) => branch.identifier === wien) } });
    });
  }

  it('with one branch: teasers, opening hours with the delivery-hours toggle, and contact data', async () => {
    await homePageWithOneBranch();
    await page.goto('/');
    const teasers = page.getByRole('navigation', { name: messages.homePage.teasers });
    await teasers.waitFor();
    const links = teasers.getByRole('link');
    expect(await links.count()).toBe(3);
    expect(await links.nth(0).getAttribute('href')).toBe(`/store/${wien}`);
    expect(await links.nth(0).textContent()).toContain(messages.layout.orderOnline);
    expect(await links.nth(1).getAttribute('href')).toBe('tel:+4315234567');
    expect(await links.nth(1).textContent()).toContain(messages.homePage.reserveTable);
    expect(await links.nth(2).getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.1967%2C16.3456',
    );

    const hours = page.getByRole('region', { name: messages.shop.openingHours });
    const monday = () => hours.locator('dl div').first().textContent();
    expect(await monday()).toBe('Montag06:00 – 19:00');
    await page.getByRole('button', { name: messages.shop.deliveryHours }).click();
    const delivery = page.getByRole('region', { name: messages.shop.deliveryHours });
    expect(await delivery.locator('dl div').first().textContent()).toBe('Montag07:00 – 18:00');
    expect(await delivery.locator('dl div').last().textContent()).toBe(`Sonntag${messages.shop.closedDay}`);
    expect(await page.getByRole('button', { name: messages.shop.deliveryHours }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const contact = page.getByRole('region', { name: messages.homePage.contact });
    expect(await contact.getByRole('link', { name: '+43 1 523 45 67' }).getAttribute('href')).toBe('tel:+4315234567');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('weighed product configured and edited in the cart (spec §2 Product configuration overlay, Cart)', () => {
  it('adds Hausbrot vom Laib by dag, then edits it to 1,5 kg; amount, unit and price follow', async () => {
    await page.goto(`/store/${wien}`);
    await page.getByRole('button', { name: 'Hausbrot vom Laib', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Hausbrot vom Laib' });
    await dialog.waitFor();
    const unit = dialog.getByLabel(messages.shop.unit);
    expect(await unit.inputValue()).toBe('dag');
    const amount = dialog.getByLabel(messages.shop.amount, { exact: true });
    const start = await amount.inputValue();
    await dialog.getByRole('button', { name: messages.shop.increase }).click();
    expect(await amount.inputValue()).not.toBe(start);
    await dialog.getByRole('button', { name: messages.shop.addToCart }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('status').getByText(messages.pricing.addedToCart).waitFor();

    const panel = page.getByRole('complementary');
    await panel.getByRole('button', { name: new RegExp(messages.pricing.cartTitle) }).click();
    const line = panel.getByRole('listitem').filter({ hasText: 'Hausbrot vom Laib' });
    expect(await line.textContent()).toMatch(/\d+ dag/);

    await line.getByRole('button', { name: messages.shop.editItem({ name: 'Hausbrot vom Laib' }) }).click();
    await dialog.waitFor();
    await unit.selectOption('kg');
    await amount.fill('1,5');
    await amount.press('Enter');
    await dialog.getByRole('button', { name: messages.shop.saveChanges }).click();
    await dialog.waitFor({ state: 'detached' });

    // One line, replaced: 1,5 kg at 5,20 €/kg = ca. 7,80 € (weighed: approximate).
    expect(await panel.getByRole('listitem').count()).toBe(1);
    const text = (await line.textContent()) ?? '';
    expect(text).toContain('1,5 kg');
    expect(text).toMatch(/ca\. 7,80\s€/);
    // Kept per branch in session storage: a reload shows the same line.
    await page.reload();
    await panel.getByRole('button', { name: new RegExp(messages.pricing.cartTitle) }).click();
    expect(await line.textContent()).toContain('1,5 kg');
  });
});

describe('server cart (spec §2 Cart: per branch in session storage and kept in step with the server cart)', () => {
  it('a new tab (empty session storage) takes the cart over from the server cart of the same browser', async () => {
    await page.goto(`/store/${wien}`);
    await page.getByRole('button', { name: 'Kaisersemmel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Kaisersemmel' });
    await dialog.getByRole('button', { name: messages.shop.increase }).click();
    const saved = page.waitForResponse(
      (response) => response.url().endsWith(`/api/carts/${wien}`) && response.request().method() === 'PUT',
    );
    await dialog.getByRole('button', { name: messages.shop.addToCart }).click();
    expect((await saved).status()).toBe(200);

    // A new tab has its own, empty session storage; cookies (the cart token) are shared.
    const tab = await context.newPage();
    await tab.goto(`/store/${wien}`);
    const panel = tab.getByRole('complementary');
    const toggle = panel.getByRole('button', { name: new RegExp(messages.pricing.cartTitle) });
    await tab.waitForFunction(() => !document.querySelector('aside button[aria-expanded]')?.hasAttribute('disabled'));
    await toggle.click();
    const lines = panel.getByRole('listitem');
    expect(await lines.count()).toBe(1);
    expect(await lines.first().textContent()).toContain('Kaisersemmel');
    expect(await lines.first().textContent()).toMatch(/2 Stk\./);

    // The other branch's cart is its own.
    await tab.goto('/store/linz-landstrasse');
    await tab.getByRole('complementary').getByText(messages.pricing.emptyCart).waitFor();
  });
});

describe('a cart change reaches the server before the page goes (issue 21.1)', () => {
  it('reloaded as soon as the badge says 2 Artikel, the server cart holds both lines: a new tab shows them', async () => {
    await page.goto(`/store/${wien}`);
    for (const name of ['Kaisersemmel', 'Mohnweckerl']) {
      await page.getByRole('button', { name, exact: true }).click();
      const dialog = page.getByRole('dialog', { name });
      await dialog.getByRole('button', { name: messages.shop.addToCart }).click();
      await dialog.waitFor({ state: 'detached' });
    }
    const badge = (target: Page) => target.getByRole('banner').getByRole('link', { name: /^Warenkorb, \d+ Artikel$/ });
    await expect.poll(() => badge(page).getAttribute('aria-label')).toBe(messages.shop.cartWithCount({ count: 2 }));
    await page.reload();
    // The session cart (this tab) keeps both lines anyway; the server cart is what a new tab and the widgets read.
    await expect.poll(() => badge(page).getAttribute('aria-label')).toBe(messages.shop.cartWithCount({ count: 2 }));
    await page.goto('about:blank');
    const tab = await context.newPage();
    await tab.goto(`/store/${wien}`);
    await expect
      .poll(() => badge(tab).getAttribute('aria-label'), { timeout: 10_000 })
      .toBe(messages.shop.cartWithCount({ count: 2 }));
  });
});

describe('shop page cart (spec §2 Shop page, Layout cart icon)', () => {
  it("the notification and the cart overlay lead to the /shop checkout variant; 'Art der Lieferung' is offered", async () => {
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Kaisersemmel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Kaisersemmel' });
    await dialog.getByRole('button', { name: messages.shop.addToCart }).click();
    const notification = page.getByRole('status').filter({ hasText: messages.pricing.addedToCart });
    const orderNow = notification.getByRole('link', { name: messages.pricing.orderNow });
    expect(await orderNow.getAttribute('href')).toBe(`/shop/${wien}/checkout`);

    await page
      .getByRole('banner')
      .getByRole('button', { name: /^Warenkorb, \d+ Artikel$/ })
      .click();
    const overlay = page.getByRole('dialog', { name: messages.pricing.cartTitle });
    await overlay.waitFor();
    expect(await overlay.getByRole('listitem').count()).toBe(1);
    await overlay.getByLabel(messages.pricing.deliveryType).waitFor();
    const checkout = overlay.getByRole('link', { name: messages.pricing.orderNow });
    expect(await checkout.getAttribute('href')).toBe(`/shop/${wien}/checkout`);
    await overlay.getByRole('button', { name: messages.pricing.hideCart }).click();
    await overlay.waitFor({ state: 'detached' });
  });
});

describe('keyboard', () => {
  it('Escape closes the side menu and gives the focus back to the burger', async () => {
    await page.goto('/');
    const burger = page.getByRole('button', { name: messages.layout.menu, exact: true });
    await burger.click();
    const menu = page.getByRole('dialog', { name: messages.shop.mainNavigation });
    await menu.waitFor();
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });
    expect(await burger.evaluate((element) => element === document.activeElement)).toBe(true);
  });

  it('the lightbox opens from the branch image, closes with Escape and when stepping past either end', async () => {
    await page.goto(`/store/${wien}`);
    const branchName = branches.find((branch) => branch.identifier === wien)?.name ?? '';
    const opener = page.getByRole('button', { name: messages.shop.openImage({ name: branchName }) });
    const lightbox = page.getByRole('dialog', { name: messages.shop.lightbox });

    await opener.focus();
    await page.keyboard.press('Enter');
    await lightbox.waitFor();
    await page.keyboard.press('Escape');
    await lightbox.waitFor({ state: 'detached' });
    expect(await opener.evaluate((element) => element === document.activeElement)).toBe(true);

    await page.keyboard.press('Enter');
    await lightbox.waitFor();
    await page.keyboard.press('ArrowLeft');
    await lightbox.waitFor({ state: 'detached' });

    await page.keyboard.press('Enter');
    await lightbox.waitFor();
    await page.keyboard.press('ArrowRight');
    await lightbox.waitFor({ state: 'detached' });
  });
});

describe('add-to-cart notice (spec §2 Shop page; issue 14)', () => {
  it('stays on the page where the product was added: the checkout reached from the cart panel has none', async () => {
    await page.goto(`/store/${wien}`);
    await page.getByRole('button', { name: 'Kaisersemmel', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Kaisersemmel' });
    await dialog.getByRole('button', { name: messages.shop.addToCart }).click();
    const notice = page.getByText(messages.pricing.addedToCart);
    await notice.waitFor();

    const panel = page.getByRole('complementary');
    await panel.getByRole('button', { name: new RegExp(messages.pricing.cartTitle) }).click();
    await panel.getByRole('link', { name: /Jetzt (vor)?bestellen/ }).click();
    await page.waitForURL(/\/checkout$/);
    await page.getByRole('heading', { level: 1, name: messages.pricing.checkoutTitle }).waitFor();
    // Within the 5 s the notice would otherwise stay.
    expect(await notice.count()).toBe(0);
  });
});

describe('accessibility and loading', () => {
  it.each([
    ['/', () => branchCards().first()],
    [`/store/${wien}`, () => page.getByRole('heading', { level: 2 }).first()],
    ['/shop', () => page.getByRole('heading', { level: 1, name: messages.pricing.shopTitle })],
  ])('%s has no serious or critical axe violations', async (path, ready) => {
    await page.goto(path);
    await ready().waitFor();
    await page.locator('article[data-product-id], main li').first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('server-renders / with config and branches inline: the app asks the API for neither', async () => {
    const html = await (await fetch(`${baseUrl}/`)).text();
    expect(html).toContain('<script type="application/json" id="ssr-state">');
    expect(html).not.toContain('<link rel="preload" href="/api/config"');
    // Pages rendered in the browser (the app shell) still start both answers while the JavaScript loads.
    const shell = await (await fetch(`${baseUrl}/store/${wien}/checkout`)).text();
    expect(shell).toContain('<link rel="preload" href="/api/config" as="fetch" crossorigin="anonymous"');
    expect(shell).toContain('<link rel="preload" href="/api/branches" as="fetch" crossorigin="anonymous"');
    const requested: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path === '/api/config' || path === '/api/branches') requested.push(path);
    });
    await page.goto('/');
    await branchCards().first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
  });
});
