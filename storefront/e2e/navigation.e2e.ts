import { messages } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { serveAppShell } from './support/app-shell';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

interface NavigationItemOnWire {
  label: string;
  isEnabled: boolean;
  children: NavigationItemOnWire[];
}

const baseUrl = inject('baseUrl');
const m = messages.frontendTools;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let requestedUrls: string[];

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
  page = await context.newPage();
  requestedUrls = [];
  page.on('request', (request) => requestedUrls.push(request.url()));
});

afterEach(async () => {
  await context?.close();
});

/** Logs in through the API in the browser context: the session cookie is shared with the page (as with /backend). */
async function loginAs(username: string, password: string) {
  const response = await page.request.post('/api/login', { data: { username, password } });
  expect(response.status()).toBe(200);
}

async function openSideMenu() {
  await page.getByRole('button', { name: messages.layout.menu, exact: true }).click();
  const menu = page.getByRole('dialog', { name: messages.shop.mainNavigation });
  await menu.waitFor();
  return menu;
}

/** The labels and hrefs of a list's own entries (not of nested lists). */
async function entries(list: ReturnType<Page['locator']>) {
  return list.evaluate((element) =>
    [...element.children].map((item) => {
      const link = item.querySelector(':scope > a');
      return [link?.textContent ?? '', link?.getAttribute('href') ?? ''];
    }),
  );
}

/** Waits until GET /api/users/me has been answered in the page (the tools bar decides on it). */
function currentUserAnswered() {
  return page.waitForResponse((response) => new URL(response.url()).pathname === '/api/users/me');
}

const adminBar = () => page.getByRole('navigation', { name: m.toolsBar });
const barChunkRequested = () => requestedUrls.some((url) => /\/admin-tools-bar[-.][^/]*\.js$/.test(url));

describe('CMS navigations (spec §2 Layout, Navigation items)', () => {
  it('the side menu shows the header navigation: enabled items, branch children nested, then the shop link', async () => {
    await page.goto('/');
    const menu = await openSideMenu();
    const list = menu.getByRole('navigation').locator(':scope > ul');
    await list.getByRole('link', { name: 'Über uns', exact: true }).waitFor();
    expect(await entries(list)).toEqual([
      ['Start', '/'],
      ['Online bestellen', '/store/wien-mariahilf'],
      ['Über uns', '/ueber-uns'],
      ['Jobs', '/jobs'],
      ['Kontakt', '/kontakt'],
      [messages.layout.toShop, '/shop'],
    ]);
    const children = list.locator(':scope > li').nth(1).locator(':scope > ul');
    expect(await entries(children)).toEqual([
      ['Wien Mariahilf', '/store/wien-mariahilf'],
      ['Graz Herrengasse', '/store/graz-herrengasse'],
      ['Linz Landstraße', '/store/linz-landstrasse'],
    ]);
    // The seed's disabled item 'Weihnachten' is not shown.
    expect(await menu.getByRole('link', { name: 'Weihnachten' }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A branch entry navigates inside the app and closes the menu.
    await children.getByRole('link', { name: 'Graz Herrengasse', exact: true }).click();
    await menu.waitFor({ state: 'detached' });
    await page.waitForURL(`${baseUrl}/store/graz-herrengasse`);
  });

  it('the footer shows the footer navigation; its external link opens in a new tab with rel noopener', async () => {
    const external = 'https://www.wko.at/oe/gewerbe-handwerk/lebensmittelgewerbe/start';
    await context.route('https://www.wko.at/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Innung</title><p>extern</p>' }),
    );
    await page.goto('/');
    const footerNav = page.getByRole('contentinfo').getByRole('navigation', { name: messages.shop.footerNavigation });
    const link = footerNav.getByRole('link', { name: 'Innung der Lebensmittelgewerbe', exact: true });
    await link.waitFor();
    expect(await footerNav.getByRole('link', { name: 'Kontakt', exact: true }).getAttribute('href')).toBe('/kontakt');
    expect(await footerNav.getByRole('link', { name: 'Karriere', exact: true }).getAttribute('href')).toBe('/jobs');
    expect(await link.getAttribute('href')).toBe(external);
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.getAttribute('rel')).toContain('noopener');

    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(external);
    // rel=noopener: the new tab has no handle on the shop.
    expect(await popup.evaluate(() => window.opener)).toBeNull();
    expect(page.url()).toBe(`${baseUrl}/`);
  });

  it('hides disabled items even when the API sends them (a signed-in admin gets the full navigation)', async () => {
    await loginAs('admin', 'demo-admin');
    const answer = await page.request.get('/api/navigations');
    const navigations = ((await answer.json()) as { data: { identifier: string; items: NavigationItemOnWire[] }[] })
      .data;
    const main = navigations.find((navigation) => navigation.identifier === 'main-navigation');
    expect(main?.items.find((item) => item.label === 'Weihnachten')?.isEnabled).toBe(false);

    await page.goto('/');
    const menu = await openSideMenu();
    await menu.getByRole('link', { name: 'Über uns', exact: true }).waitFor();
    expect(await menu.getByRole('link', { name: 'Weihnachten' }).count()).toBe(0);
  });
});

describe('front-end tools bar (spec §6 ROLE_ADMIN)', () => {
  it('is absent for an anonymous visitor, who never downloads it', async () => {
    const answered = currentUserAnswered();
    await page.goto('/');
    const me = await answered;
    expect(((await me.json()) as { data: unknown }).data).toBeNull();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).waitFor();
    expect(await adminBar().count()).toBe(0);
    expect(barChunkRequested()).toBe(false);
  });

  it('is absent for the branch employee', async () => {
    await loginAs('filiale', 'demo-filiale');
    const answered = currentUserAnswered();
    await page.goto('/shop');
    const me = await answered;
    expect(((await me.json()) as { data: { roles: string[] } }).data.roles).toEqual(['ROLE_EMPLOYEE']);
    await page.waitForLoadState('networkidle');
    expect(await adminBar().count()).toBe(0);
    expect(barChunkRequested()).toBe(false);
  });

  it('shows the demo admin the back-office links, passes axe, and logs out', async () => {
    await loginAs('admin', 'demo-admin');
    await page.goto('/');
    const bar = adminBar();
    await bar.waitFor();
    expect(barChunkRequested()).toBe(true);
    const links = await bar
      .getByRole('link')
      .evaluateAll((elements) => elements.map((link) => [link.textContent, link.getAttribute('href')]));
    expect(links).toEqual([
      [m.dashboard, '/backend/dashboard'],
      [m.sites, '/backend/sites'],
      [m.navigations, '/backend/navigations'],
      [m.toBackend, '/backend'],
    ]);
    expect(await bar.textContent()).toContain(m.signedInAs({ name: 'Anna Morgenrot' }));
    expect(await seriousViolations(page)).toEqual([]);

    await bar.getByRole('button', { name: m.logout, exact: true }).click();
    await bar.waitFor({ state: 'detached' });
    const me = await page.request.get('/api/users/me');
    expect(((await me.json()) as { data: unknown }).data).toBeNull();

    await page.reload();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Kontakt', exact: true }).waitFor();
    expect(await adminBar().count()).toBe(0);
  });

  it("'Zum Backend' switches to the back-end", async () => {
    await loginAs('admin', 'demo-admin');
    await page.goto('/store/wien-mariahilf');
    await adminBar().getByRole('link', { name: m.toBackend, exact: true }).click();
    await page.waitForURL(`${baseUrl}/backend`);
    // The URL changes before the back-office chunk has replaced the shop's layout: the bar goes with it.
    await expect.poll(() => adminBar().count()).toBe(0);
  });
});

describe('home page map (spec §2 Home page, config enablePluginMapbox)', () => {
  /** The home-page plugin on (the map plugin as given) and only Wien in the answers the page loads. */
  async function homePageWithWien(enablePluginMapbox: boolean) {
    await page.route('**/api/config', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: Record<string, unknown> };
      const data = { ...body.data, enablePluginHomePage: true, enablePluginMapbox };
      await route.fulfill({ response, json: { data } });
    });
    await page.route('**/api/branches', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: { identifier: string }[] };
      const data = body.data.filter((branch) => branch.identifier === 'wien-mariahilf');
      await route.fulfill({ response, json: { data } });
    });
  }

  /**
   * Enters on the 404 page served as the app shell (the browser renders it) so that the answers above are the ones
   * the page loads, then goes home in the app: '/' itself may be rendered by the server with the unchanged demo data.
   */
  async function goHomeInApp() {
    await serveAppShell(page, `${baseUrl}/nirgendwo`);
    await page.goto('/nirgendwo');
    const config = await page.request.get('/api/config');
    const shopName = ((await config.json()) as { data: { shopName: string } }).data.shopName;
    await page.getByRole('banner').getByRole('link', { name: shopName, exact: true }).click();
    await page.waitForURL(`${baseUrl}/`);
    // The home page of one branch (not the branch list): its contact box is there.
    await page.getByRole('region', { name: messages.homePage.contact }).waitFor();
  }

  it('with the plugin on and one branch: the address with a route and a map link to external sites', async () => {
    await homePageWithWien(true);
    await goHomeInApp();
    const map = page.getByRole('region', { name: messages.homePage.map });
    await map.waitFor();
    expect(await map.locator('address').textContent()).toContain('1070 Wien');
    const route = map.getByRole('link', { name: messages.homePage.planRoute, exact: true });
    expect(await route.getAttribute('href')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=48.1967%2C16.3456',
    );
    expect(await route.getAttribute('target')).toBe('_blank');
    expect(await map.getByRole('link', { name: messages.homePage.openMap, exact: true }).getAttribute('href')).toBe(
      'https://www.openstreetmap.org/?mlat=48.1967&mlon=16.3456#map=19/48.1967/16.3456',
    );
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('is absent with the plugin off (the demo default)', async () => {
    await homePageWithWien(false);
    await goHomeInApp();
    expect(await page.getByRole('region', { name: messages.homePage.map }).count()).toBe(0);
  });
});
