import { messages } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { serveAppShell } from './support/app-shell';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

interface BranchOnWire {
  identifier: string;
  name: string;
  street: string;
  zipCode: string;
  city: string;
  isPublic: boolean;
}

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let requestedUrls: string[];

async function apiData<T>(path: string): Promise<T> {
  const response = await fetch(`${baseUrl}/api${path}`);
  expect(response.status).toBe(200);
  const body = (await response.json()) as { data: T };
  return body.data;
}

/** The card of a branch: the list item whose heading is the branch name. */
function branchCard(name: string) {
  return page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name, exact: true }) });
}

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  context = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
  page = await context.newPage();
  requestedUrls = [];
  page.on('request', (request) => requestedUrls.push(request.url()));
});

afterEach(async () => {
  await context?.close();
});

describe('storefront shell', () => {
  it('lists every demo branch from the API on the home page, linking public ones to their store', async () => {
    const branches = await apiData<BranchOnWire[]>('/branches');
    expect(branches.length).toBeGreaterThan(0);

    await page.goto('/');
    for (const branch of branches) {
      const card = branchCard(branch.name);
      await card.waitFor({ state: 'visible' });
      expect(await card.count()).toBe(1);
      const text = await card.textContent();
      expect(text).toContain(branch.street);
      expect(text).toContain(`${branch.zipCode} ${branch.city}`);
      const link = card.getByRole('link');
      if (branch.isPublic) {
        expect(await link.getAttribute('href')).toBe(`/store/${encodeURIComponent(branch.identifier)}`);
      } else {
        expect(await link.count()).toBe(0);
      }
    }
    expect(await page.getByRole('main').getByRole('listitem').count()).toBe(branches.length);
  });

  it('shows a non-public branch inactive, without a link', async () => {
    // The demo data has only public branches: mark the last one non-public in the answer the page receives.
    const branches = await apiData<BranchOnWire[]>('/branches');
    const hidden = branches.at(-1);
    if (!hidden) throw new Error('the demo data has no branches');
    await page.route('**/api/branches', async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { data: BranchOnWire[] };
      const data = body.data.map((branch) =>
        branch.identifier === hidden.identifier ? { ...branch, isPublic: false } : branch,
      );
      await route.fulfill({ response, json: { data } });
    });
    // The server renders / with the real branches inline: serve the app shell instead, which asks /api/branches.
    await serveAppShell(page, `${baseUrl}/`);

    await page.goto('/');
    const card = branchCard(hidden.name);
    await card.waitFor({ state: 'visible' });
    expect(await card.getByRole('link').count()).toBe(0);
    expect(await card.locator('[data-inactive="true"]').count()).toBe(1);
    expect(await page.getByRole('main').getByRole('link').count()).toBe(branches.length - 1);
  });

  it('shows the shop name from the config in the header, linking home, and sets the page title', async () => {
    const config = await apiData<{ shopName: string; title: string | null; seoTitle: string | null }>('/config');

    await page.goto('/');
    const homeLink = page.getByRole('banner').getByRole('link', { name: config.shopName, exact: true });
    await homeLink.waitFor({ state: 'visible' });
    expect(await homeLink.getAttribute('href')).toBe('/');
    expect(await page.locator('html').getAttribute('lang')).toBe('de');
    await page.waitForFunction(
      (expected) => document.title === expected,
      config.seoTitle || config.title || config.shopName,
    );
  });

  it('shows the 404 page for an unknown path', async () => {
    const config = await apiData<{ shopName: string; title: string | null; seoTitle: string | null }>('/config');

    await page.goto('/diese/seite/gibt-es-nicht');
    const heading = page.getByRole('heading', { level: 1, name: messages.layout.notFoundTitle });
    await heading.waitFor({ state: 'visible' });
    await page.getByText(messages.layout.notFoundText, { exact: true }).waitFor({ state: 'visible' });
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await page.waitForFunction(
      (expected) => document.title === expected,
      `${messages.layout.notFoundTitle} - ${config.seoTitle || config.title || config.shopName}`,
    );
  });

  it('loads the back-office (its own React build) only when /backend is visited, and the shop not there', async () => {
    const backoffice = (url: string) => /\/assets\/backoffice-(?:main|app)-[\w-]+\.js$/.test(url);
    const shop = (url: string) => /\/assets\/(?:shop-main|framework)-[\w-]+\.js$/.test(url);
    await page.goto('/');
    await page.getByRole('main').getByRole('listitem').first().waitFor({ state: 'visible' });
    expect(requestedUrls.filter(backoffice)).toEqual([]);
    expect(requestedUrls.filter(shop)).toHaveLength(2);

    requestedUrls.length = 0;
    await page.goto('/backend');
    await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ state: 'visible' });
    expect(requestedUrls.filter(backoffice)).toHaveLength(2);
    expect(requestedUrls.filter(shop)).toEqual([]);
  });

  it('loads Open Sans and everything else from its own origin only', async () => {
    await page.goto('/');
    await page.getByRole('main').getByRole('listitem').first().waitFor({ state: 'visible' });
    // Open Sans comes with the app, after the first view (src/theme/fonts.css): first the metric-matched fallback.
    await expect
      .poll(() => requestedUrls.some((url) => /open-sans-latin-400-normal-[\w-]+\.woff2$/.test(url)))
      .toBe(true);
    await page.evaluate(() => document.fonts.ready);
    const fontLoaded = await page.evaluate(() => document.fonts.check('16px "Open Sans"'));
    expect(fontLoaded).toBe(true);
    expect(requestedUrls.filter((url) => !url.startsWith(`${baseUrl}/`))).toEqual([]);
  });

  it('has no serious or critical accessibility violations on the home page and the 404 page', async () => {
    await page.goto('/');
    await page.getByRole('main').getByRole('listitem').first().waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/nicht-vorhanden');
    await page.getByRole('heading', { level: 1, name: messages.layout.notFoundTitle }).waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
