import { layoutMessages, messages, nextOrderSlot } from '@bestell/domain';
import type { Browser, BrowserContext, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
// Plain ESM shared with scripts/start.mjs (typed by scripts/storefront-build.d.mts).
import { repoRoot, storefrontDist } from '../../scripts/storefront-build.mjs';
import { type RunningApi, startApi } from './support/api-server';
import { seriousViolations } from './support/axe';
import { signInThroughForm } from './support/backend-staff';
import { launchChromium, newShopContext } from './support/browser';
import { fetchBranch } from './support/orders';

// Issue 16 point 4: the shop, a CMS page with its 3D tour (after consent), the checkout, the status page, the
// back-office and the test payment page all run under their Content Security Policy without a single violation:
// no inline script but the pages' own hashed ones, the tour's frame allowed, nothing framing checkout or back-office.
// Its own API, whose clock starts on a Tuesday at 10:00 in Vienna (Graz, the branch with online payment, is open).

const TEST_NOW = '2026-08-11T10:00:00+02:00';
let api: RunningApi;
let baseUrl: string;
let apiClockStartedAt = 0;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let violations: string[];

/** Before any page script, in every document: the violations the browser reports to the page. */
function recordViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const target = window as unknown as { __csp?: string[] };
    target.__csp = [...(target.__csp ?? []), `${event.violatedDirective} ${event.blockedURI} ${event.sample}`];
  });
}

beforeAll(async () => {
  apiClockStartedAt = Date.now();
  api = await startApi({ repoRoot, storefrontDist, env: { TEST_NOW } });
  baseUrl = api.baseUrl;
  browser = await launchChromium();
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
  });
  await context.addInitScript(recordViolations);
  page = await context.newPage();
  violations = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await api?.stop();
});

/** The violations this document reported so far, and the console's, emptied for the next page. */
async function takeViolations(): Promise<string[]> {
  const reported = await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);
  const all = [...reported, ...violations];
  violations = [];
  await page.evaluate(() => {
    (window as unknown as { __csp?: string[] }).__csp = [];
  });
  return all;
}

function policyOf(response: Response | null): Map<string, string> {
  const policy = response?.headers()['content-security-policy'] ?? '';
  return new Map(
    policy.split(';').map((part) => {
      const [name = '', ...values] = part.trim().split(/\s+/);
      return [name, values.join(' ')] as const;
    }),
  );
}

/** The API's clock: TEST_NOW plus the time since its start (at most a little ahead). */
const apiNow = () => Date.parse(TEST_NOW) + (Date.now() - apiClockStartedAt);

async function placeOnlineOrder(): Promise<{ uid: string; hash: string; paymentRedirectUrl: string }> {
  const branch = await fetchBranch(baseUrl, 'graz-herrengasse');
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '+436641234567',
      email: 'maria.huber@example.at',
      paymentMethod: 'online',
      notificationType: 'email',
      legalInstructions: true,
      privacyPolicy: true,
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      appointmentDate: new Date(
        nextOrderSlot({ branch, now: apiNow() + 90 * 60_000, isDelivery: false }) ?? 0,
      ).toISOString(),
      items: [{ product: 8, amount: '2', unit: 'Stk.', parts: [] }],
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api/orders: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as { data: { uid: string; hash: string; paymentRedirectUrl: string } }).data;
}

describe('Content Security Policy in the browser', () => {
  it('the shop and a CMS page with its 3D tour run without a violation', async () => {
    const shop = await page.goto('/store/wien-mariahilf');
    expect(policyOf(shop).get('script-src')).not.toContain('unsafe-inline');
    await page.locator('main').first().waitFor();
    await page.goto('/shop');
    await page.locator('main').waitFor();
    expect(await takeViolations()).toEqual([]);

    const home = await page.goto('/startseite');
    expect(policyOf(home).get('frame-src')).toContain('https://my.matterport.com');
    await page.getByRole('button', { name: layoutMessages.cookieAccept }).click();
    const tour = page.locator('[data-section="iframe"] iframe');
    await tour.waitFor({ state: 'attached' });
    expect(await tour.getAttribute('src')).toMatch(/^https:\/\/my\.matterport\.com\//);
    // Reloaded with consent: the server renders the tour right away.
    await page.reload();
    await tour.waitFor({ state: 'attached' });
    expect(await takeViolations()).toEqual([]);
  });

  it('the checkout, the status page and the test payment page: no violation, never framed', async () => {
    const checkout = await page.goto('/store/wien-mariahilf/checkout');
    expect(policyOf(checkout).get('frame-ancestors')).toBe("'none'");
    expect(checkout?.headers()['x-frame-options']).toBe('DENY');
    await page.locator('main').first().waitFor();
    expect(await takeViolations()).toEqual([]);

    const order = await placeOnlineOrder();
    const payment = await page.goto(order.paymentRedirectUrl);
    expect(policyOf(payment).get('frame-ancestors')).toBe("'none'");
    expect(payment?.headers()['x-frame-options']).toBe('DENY');
    expect(await takeViolations()).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: messages.paymentPage.pay, exact: true }).click();
    await page.waitForURL(/\/status\/[^/]+\/[^/]+$/);
    await page.locator('main').first().waitFor();
    expect(await takeViolations()).toEqual([]);
  });

  it('the back-office runs without a violation and cannot be framed', async () => {
    // On the shared API with the real clock: the session cookie's expiry comes from the API's clock.
    const staffContext = await browser.newContext({ baseURL: inject('baseUrl'), locale: 'de-AT' });
    await staffContext.addInitScript(recordViolations);
    page = await staffContext.newPage();
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    try {
      const login = await page.goto(`/backend/login?next=${encodeURIComponent('/backend/orders')}`);
      expect(policyOf(login).get('frame-ancestors')).toBe("'none'");
      expect(login?.headers()['x-frame-options']).toBe('DENY');
      await signInThroughForm(page, 'admin', 'demo-admin');
      await page.waitForURL('**/backend/orders');
      await page.locator('[data-testid="board-columns"][aria-busy="false"]').waitFor();
      for (const area of ['/backend/orders/history', '/backend/catalog', '/backend/widgets']) {
        await page.goto(area);
        await page.getByRole('navigation', { name: messages.backofficeShell.mainNavigation }).waitFor();
        await page.waitForLoadState('load');
        expect(await takeViolations(), area).toEqual([]);
      }
    } finally {
      await staffContext.close();
    }
  });
});
