import { cmsPagesMessages, messages } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchChromium, newShopContext } from './support/browser';
import { fetchBranch, placeTakeawayOrder, takeawaySlot } from './support/orders';

/**
 * Issue 14 point 7, as a new customer on a phone meets the shop: no storefront route scrolls sideways at 320, 360,
 * 390 and 430 px, and the first tap on a server-rendered page works (it used to need two).
 */
const baseUrl = inject('baseUrl');
const widths = [320, 360, 390, 430] as const;
const wien = 'wien-mariahilf';
const linz = 'linz-landstrasse';
let browser: Browser;
let context: BrowserContext | undefined;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

afterEach(async () => {
  await context?.close();
  context = undefined;
});

interface Overflow {
  width: number;
  scrollWidth: number;
  /** The widest elements sticking out on the right (tag.class), to find the culprit. */
  culprits: string[];
}

/** How far the page scrolls sideways at each width (none: scrollWidth equals clientWidth). */
async function overflowAtEveryWidth(page: Page): Promise<Overflow[]> {
  const found: Overflow[] = [];
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    // Two frames: the layout (and ResizeObserver-driven parts) settle after the resize.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    const measured = await page.evaluate(() => {
      const root = document.documentElement;
      const culprits = [...document.querySelectorAll('body *')]
        .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 0.5)
        .slice(0, 5)
        .map((element) => `${element.tagName.toLowerCase()}.${element.className}`);
      return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
    });
    if (measured.scrollWidth > measured.clientWidth) {
      found.push({ width, scrollWidth: measured.scrollWidth, culprits: measured.culprits });
    }
  }
  return found;
}

/** A cart with a configured product (long option names) and a weighed one, put into the session before the app. */
async function seedCart(page: Page): Promise<void> {
  const products = ((await (await fetch(`${baseUrl}/api/products`)).json()) as { data: ProductOnWire[] }).data;
  const line = (name: string, amount: string, parts: (string | string[] | null)[]) => {
    const found = products.find((entry) => entry.name === name);
    if (!found) throw new Error(`no product ${name}`);
    const { id, description, price, unit } = found;
    return { product: { id, name, description, price }, amount, unit, parts };
  };
  const cart = {
    mode: 'takeaway',
    items: [
      line('Weckerl nach Wahl', '12', ['Laugenstange', ['Beinschinken', 'Emmentaler'], null]),
      line('Kaisersemmel', '125', []),
    ],
  };
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [
    `bestell.cart.${linz}`,
    JSON.stringify(cart),
  ] as const);
}

interface ProductOnWire {
  id: number;
  name: string;
  description: string | null;
  price: string;
  unit: string;
}

describe('no sideways scrolling on phones (issue 14: every storefront route at 320, 360, 390 and 430 px)', () => {
  it('/, /shop, a store, the checkout with items, a status page, the legal and CMS pages and the 404 page', async () => {
    context = await newShopContext(browser, {
      baseURL: baseUrl,
      locale: 'de-AT',
      viewport: { width: 390, height: 800 },
    });
    const page = await context.newPage();
    const linzBranch = await fetchBranch(baseUrl, linz);
    const order = await placeTakeawayOrder(baseUrl, linzBranch, takeawaySlot(linzBranch, 30));
    // The legal pages, every demo CMS page (home sections, sub page sections with the form, rich text) and the 404 page.
    const cmsPages = [
      '/site/imprint',
      '/site/privacy',
      '/startseite',
      '/ueber-uns',
      '/kontakt',
      '/geschichte',
      '/nirgendwo',
    ];
    const routes: [string, () => Promise<void>][] = [
      ['/', () => page.getByRole('main').getByRole('listitem').first().waitFor()],
      ['/shop', () => page.locator('article[data-product-id]').first().waitFor()],
      [`/store/${wien}`, () => page.locator('article[data-product-id]').first().waitFor()],
      // Linz takes pre-orders while closed: its checkout form shows at any hour.
      [`/store/${linz}/checkout`, () => page.getByRole('table', { name: messages.checkout.cart }).waitFor()],
      [
        `/status/${order.uid}/${order.hash}`,
        () => page.getByRole('region', { name: messages.statusPage.infoTitle }).waitFor(),
      ],
      ...cmsPages.map((path): [string, () => Promise<void>] => [path, () => page.locator('main h1').first().waitFor()]),
    ];

    const failures: Record<string, Overflow[]> = {};
    for (const [path, ready] of routes) {
      if (path.endsWith('/checkout')) await seedCart(page);
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto(path);
      await ready();
      const overflow = await overflowAtEveryWidth(page);
      if (overflow.length > 0) failures[path] = overflow;
    }
    expect(failures).toEqual({});
  });
});

describe('the first tap after a server-rendered page loads (issue 14)', () => {
  it("one tap on the cookie banner's 'Akzeptieren' right after the page loaded accepts it", async () => {
    // A plain context: the tap comes right after `load`, before the app has started (newShopContext would wait).
    context = await browser.newContext({
      baseURL: baseUrl,
      locale: 'de-AT',
      viewport: { width: 390, height: 800 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    // A phone's network: the app's modules take a second to arrive after the page was shown (here: held back).
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`/store/${wien}`, { waitUntil: 'load' });
    const started = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('button', { name: messages.layout.cookieAccept }).tap();
    // The tap came before the app had started: the test is about that moment.
    expect(started).toBe(false);

    await page
      .getByRole('region', { name: messages.layout.cookieAccept })
      .waitFor({ state: 'detached', timeout: 10_000 });
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === 'cookie-consent')?.value).toBe('true');
    // Exactly one tap: the banner stays away after a reload.
    await page.reload({ waitUntil: 'load' });
    expect(await page.getByRole('button', { name: messages.layout.cookieAccept }).count()).toBe(0);
  });

  it("a tap on a CMS page's slider arrow before the page's renderers arrived moves the slider once they have", async () => {
    context = await browser.newContext({ baseURL: baseUrl, locale: 'de-AT', viewport: { width: 1280, height: 800 } });
    await context.addCookies([{ name: 'cookie-consent', value: 'true', url: baseUrl }]);
    const page = await context.newPage();
    // The CMS page renderers' chunk (site-page) arrives late, after the rest of the app has started and hydrated.
    await page.route(/\/assets\/site-page-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.goto('/startseite', { waitUntil: 'load' });
    const track = page.locator('[data-section="slider"] ul');
    expect(await track.evaluate((node) => node.scrollLeft)).toBe(0);
    await page.getByRole('button', { name: cmsPagesMessages.sliderNext, exact: true }).click();
    const hydratedAtTap = await page.evaluate(() => document.documentElement.dataset.hydrated === 'true');
    expect(hydratedAtTap).toBe(false);
    await page.waitForSelector('html[data-hydrated="true"]', { timeout: 10_000 });
    await expect.poll(() => track.evaluate((node) => node.scrollLeft), { timeout: 5000 }).toBeGreaterThan(0);
  });
});
