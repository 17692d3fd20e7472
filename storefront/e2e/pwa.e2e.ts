import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { messages } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
// Plain ESM shared with the global setup: the folder the API serves the storefront from.
import { storefrontDist } from '../../scripts/storefront-build.mjs';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';
import { fetchBranch, placeTakeawayOrder, takeawaySlot } from './support/orders';

const baseUrl = inject('baseUrl');
const texts = messages.layout;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** POST /api/config as the demo admin (the PWA plugin is off in the demo data; this file turns it on, then off). */
async function setPwaPlugin(on: boolean): Promise<void> {
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: 'demo-admin' }),
  });
  expect(login.status).toBe(200);
  const cookie = login.headers.getSetCookie().map((header) => header.split(';')[0] ?? '')[0] ?? '';
  const { data } = (await login.json()) as { data: { csrfToken: string } };
  const response = await fetch(`${baseUrl}/api/config`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Cookie: cookie, 'X-CSRF-Token': data.csrfToken },
    body: JSON.stringify({ enablePluginPWA: on }),
  });
  expect(response.status).toBe(200);
  const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as { data: { enablePluginPWA: boolean } };
  expect(config.data.enablePluginPWA).toBe(on);
}

function installDialog() {
  return page.getByRole('dialog', { name: texts.installTitle });
}

async function withConsent(): Promise<void> {
  await context.addCookies([{ name: 'cookie-consent', value: 'true', url: baseUrl }]);
}

/** With cookie consent, /shop's footer entry 'App installieren', then 'Installieren'; returns once the worker is ready. */
async function installFromFooter(): Promise<void> {
  await withConsent();
  await page.goto('/shop');
  await page.getByRole('button', { name: texts.installApp }).click();
  await installDialog().getByRole('button', { name: texts.install, exact: true }).click();
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

async function registrations(): Promise<{ scope: string; script: string | undefined }[]> {
  return page.evaluate(async () => {
    const all = await navigator.serviceWorker.getRegistrations();
    return all.map((registration) => ({
      scope: registration.scope,
      script: (registration.active ?? registration.waiting ?? registration.installing)?.scriptURL,
    }));
  });
}

beforeAll(async () => {
  browser = await launchChromium();
  await setPwaPlugin(true);
});

afterAll(async () => {
  await setPwaPlugin(false);
  await browser?.close();
});

beforeEach(async () => {
  context = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('PWA (spec §2 Layout, §4 PWA, §7, §9)', () => {
  it('serves a valid web app manifest named after the shop, with PNG icons, linked by the page', async () => {
    await page.goto('/shop');
    await page.locator('link[rel="manifest"]').waitFor({ state: 'attached' });
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest');

    const response = await fetch(`${baseUrl}/manifest.webmanifest`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/manifest+json');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      lang: string;
      start_url: string;
      scope: string;
      display: string;
      theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({
      name: 'Bäckerei Morgenrot',
      short_name: 'Bäckerei Morgenrot',
      lang: 'de',
      start_url: '/',
      scope: '/',
      display: 'standalone',
      theme_color: '#c62828',
    });
    for (const size of [192, 512]) {
      const icon = manifest.icons.find((entry) => entry.sizes === `${size}x${size}` && entry.purpose === 'any');
      expect(icon?.type).toBe('image/png');
      const png = Buffer.from(await (await fetch(`${baseUrl}${icon?.src}`)).arrayBuffer());
      expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
      expect(png.readUInt32BE(16)).toBe(size);
    }
  });

  it("shows the prompt 250 ms after accepting cookies; 'Installieren' registers the worker at /build/service-worker.js with scope / and shows instructions; cancel unregisters and shows the prompt again", async () => {
    await page.goto('/shop');
    await page.getByRole('button', { name: 'Akzeptieren' }).click();
    const accepted = Date.now();
    await installDialog().waitFor({ state: 'visible', timeout: 3000 });
    expect(Date.now() - accepted).toBeLessThan(3000);
    expect(await page.getByRole('button', { name: texts.notNow }).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await installDialog().getByRole('button', { name: texts.install, exact: true }).click();
    // Chromium installs web apps itself: the desktop instructions
    await installDialog().getByText(texts.installDesktop).waitFor({ state: 'visible' });
    const ready = await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      return { scope: registration.scope, script: registration.active?.scriptURL };
    });
    expect(ready).toEqual({ scope: `${baseUrl}/`, script: `${baseUrl}/build/service-worker.js` });
    expect(await seriousViolations(page)).toEqual([]);

    await installDialog().getByRole('button', { name: messages.shop.cancel }).click();
    await installDialog().getByRole('button', { name: texts.install, exact: true }).waitFor({ state: 'visible' });
    await expect.poll(registrations).toEqual([]);
  });

  it('the worker keeps the app shell for offline use but never answers orders or carts from its cache', async () => {
    await installFromFooter();
    await page.reload(); // now controlled by the worker
    await page.getByRole('contentinfo').getByRole('link').first().waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(
      `${baseUrl}/build/service-worker.js`,
    );
    // an order's status page under the worker's control: its API answers pass through uncached
    const linz = await fetchBranch(baseUrl, 'linz-landstrasse');
    const order = await placeTakeawayOrder(baseUrl, linz, takeawaySlot(linz, 30));
    const orderAnswer = page.waitForResponse((response) => response.url().includes(`/api/orders/public/${order.uid}`));
    await page.goto(`/status/${order.uid}/${order.hash}`);
    await page.getByTestId('ticket-number').waitFor({ state: 'visible' });
    expect((await orderAnswer).fromServiceWorker()).toBe(false);
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const key of await caches.keys()) {
        const cache = await caches.open(key);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached).toContain('/');
    expect(cached.some((url) => url.startsWith('/assets/') && url.endsWith('.js'))).toBe(true);
    expect(cached).toContain(`/status/${order.uid}/${order.hash}`);
    const catalogReads =
      /^\/api\/(config|divisions|branches|menus|categories|products|tags|tables|sites|navigations|blocks|nodes|donatees)$/;
    expect(cached.filter((url) => url.startsWith('/api/') && !catalogReads.test(url))).toEqual([]);

    await page.goto('/shop');
    await page.getByRole('contentinfo').getByRole('link').first().waitFor();

    await context.setOffline(true);
    const offlineAnswer = await page.reload();
    expect(offlineAnswer?.fromServiceWorker()).toBe(true);
    // Debian's Chromium 150 keeps navigator.onLine true under Playwright's offline emulation of a worker-controlled
    // page, and fires no 'offline' event: the overlay follows the browser's event (spec §4), so raise it as the
    // browser does when the network goes.
    await page.evaluate(() => {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
      window.dispatchEvent(new Event('offline'));
    });
    await page.getByRole('heading', { name: texts.offlineTitle }).waitFor({ state: 'visible' });
    await context.setOffline(false);
  });

  it("shows 'Ein Update wurde installiert!' when a new worker waits; 'App neustarten' lets it take over and reloads", async () => {
    await installFromFooter();
    await installDialog().getByRole('button', { name: messages.shop.close }).last().click();
    await page.reload();
    await page.getByRole('contentinfo').getByRole('link').first().waitFor();

    // A new release: the same URL with other content (and its precompressed twins, where the build wrote them).
    const file = join(storefrontDist, 'build', 'service-worker.js');
    const original = readFileSync(file);
    const twins = { gz: (b: Buffer) => gzipSync(b), br: (b: Buffer) => brotliCompressSync(b) } as const;
    const saved = new Map<string, Buffer>();
    for (const suffix of Object.keys(twins) as (keyof typeof twins)[]) {
      try {
        saved.set(suffix, readFileSync(`${file}.${suffix}`));
      } catch {
        // not precompressed
      }
    }
    try {
      const next = Buffer.concat([original, Buffer.from('\n// release 2\n')]);
      writeFileSync(file, next);
      for (const suffix of saved.keys()) writeFileSync(`${file}.${suffix}`, twins[suffix as keyof typeof twins](next));
      await page.reload(); // the navigation and the check 2.5 s after start both look for the new worker
      const banner = page.getByText(texts.updateInstalled);
      await banner.waitFor({ state: 'visible', timeout: 15_000 });
      expect(await seriousViolations(page)).toEqual([]);
      const reloaded = page.waitForEvent('load');
      await page.getByRole('button', { name: texts.restartApp }).click();
      await reloaded;
      await page.getByRole('contentinfo').getByRole('link').first().waitFor();
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration('/');
        return { waiting: registration?.waiting !== null, controlled: navigator.serviceWorker.controller !== null };
      });
      expect(state).toEqual({ waiting: false, controlled: true });
      expect(await page.getByText(texts.updateInstalled).count()).toBe(0);
    } finally {
      writeFileSync(file, original);
      for (const [suffix, content] of saved) writeFileSync(`${file}.${suffix}`, content);
    }
  });

  it("'Jetzt nicht' sets pwa-dismiss for one month; the prompt then stays away", async () => {
    await withConsent();
    // the page's clock, run on by hand: the prompt's 5 s are checked without waiting for them
    await page.clock.install();
    await page.goto('/');
    await page.clock.runFor(3500); // less than 5 s even if the page took a while to start the timer
    expect(await installDialog().count()).toBe(0);
    await page.clock.runFor(2000);
    await installDialog().waitFor({ state: 'visible' });
    await page.getByRole('button', { name: texts.notNow }).click();
    await installDialog().waitFor({ state: 'detached' });

    const dismiss = (await context.cookies()).find((cookie) => cookie.name === 'pwa-dismiss');
    expect(dismiss?.value).toBe('true');
    const days = ((dismiss?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThanOrEqual(31);

    await page.reload();
    await page.clock.runFor(6000);
    expect(await installDialog().count()).toBe(0);
    // the footer entry still offers it on request
    await page.getByRole('button', { name: texts.installApp }).click();
    await installDialog().waitFor({ state: 'visible' });
  });

  it("shows the footer entry 'App installieren' and the install promotion on the status page", async () => {
    const linz = await fetchBranch(baseUrl, 'linz-landstrasse');
    const order = await placeTakeawayOrder(baseUrl, linz, takeawaySlot(linz, 30));
    await page.goto(`/status/${order.uid}/${order.hash}`);
    const footerEntry = page.getByRole('contentinfo').getByRole('button', { name: texts.installApp });
    await footerEntry.waitFor({ state: 'visible' });
    await page.getByText(texts.installPromotion).waitFor({ state: 'visible' });
    await page.getByRole('main').getByRole('button', { name: texts.install, exact: true }).click();
    await installDialog().waitFor({ state: 'visible' });
  });
});

describe('self-service context (spec §2)', () => {
  it('shows the screensaver, dismissed by a click; no cookie banner, no install entry, no prompt', async () => {
    await withConsent();
    await page.clock.install();
    await page.goto('/shop?context=self-service');
    const screensaver = page.getByRole('button', { name: texts.tapToOrder });
    await screensaver.waitFor({ state: 'visible' });
    expect(await seriousViolations(page)).toEqual([]);
    await screensaver.click();
    await screensaver.waitFor({ state: 'detached' });

    // the context stays for the session without the parameter
    await page.goto('/');
    await page.getByRole('button', { name: texts.tapToOrder }).click();
    await page.getByRole('contentinfo').getByRole('link').first().waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: texts.installApp }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Akzeptieren' }).count()).toBe(0);
    await page.clock.runFor(6000);
    expect(await installDialog().count()).toBe(0);
  });

  it('shows no cookie banner in self-service even without consent', async () => {
    await page.goto('/?context=self-service');
    await page.getByRole('button', { name: texts.tapToOrder }).click();
    await page.getByRole('contentinfo').getByRole('link').first().waitFor({ state: 'visible' });
    expect(await page.getByRole('button', { name: 'Akzeptieren' }).count()).toBe(0);
    await page.goto('/?context=default');
    await page.getByRole('button', { name: 'Akzeptieren' }).waitFor({ state: 'visible' });
  });
});
