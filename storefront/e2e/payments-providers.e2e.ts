import { messages, paymentStatusLabels } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MollieTestServer } from '../../api/test/providers/mollie-server';
import { StripeTestServer } from '../../api/test/providers/stripe-server';
// Plain ESM shared with scripts/start.mjs (typed by scripts/storefront-build.d.mts).
import { repoRoot, storefrontDist } from '../../scripts/storefront-build.mjs';
import { type RunningApi, startApi } from './support/api-server';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';
import { freePort } from './support/free-port';

/**
 * Real payment providers in Chromium (issue 25): two APIs, one with PAYMENT_PROVIDER=stripe against the local Stripe
 * server, one with PAYMENT_PROVIDER=mollie against the local Mollie server (api/test/providers). Their hosted pages
 * are the providers' checkout: the customer pays or cancels there, the provider sends the webhook and the browser
 * comes back to the shop. The APIs' clock is TEST_NOW (Graz Herrengasse open, online payment enabled).
 */
const TEST_NOW = '2026-08-11T10:00:00+02:00';
const stripeKey = 'sk_test_bestell_e2e';
const stripeWebhookSecret = 'whsec_bestell_e2e';
const mollieKey = 'test_bestellE2eMollieKey0123456789abcd';

let stripe: StripeTestServer;
let mollie: MollieTestServer;
let stripeApi: RunningApi;
let mollieApi: RunningApi;
let clockStartedBefore = 0;
let browser: Browser;
let context: BrowserContext;
let page: Page;

/** PORT and PUBLIC_URL on 127.0.0.1 (the address the browser and the provider servers use). */
async function apiOn(env: Record<string, string>): Promise<RunningApi> {
  const port = await freePort();
  return startApi({
    repoRoot,
    storefrontDist,
    port,
    // Two APIs start side by side: on a loaded machine the first start (migrations, demo data) takes a while.
    startTimeoutMs: 300_000,
    env: { ...env, PUBLIC_URL: `http://127.0.0.1:${port}`, TEST_NOW },
  });
}

beforeAll(async () => {
  [stripe, mollie] = await Promise.all([
    new StripeTestServer(stripeKey, stripeWebhookSecret).start(),
    new MollieTestServer(mollieKey).start(),
  ]);
  clockStartedBefore = Date.now();
  [stripeApi, mollieApi, browser] = await Promise.all([
    apiOn({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: stripeKey,
      STRIPE_WEBHOOK_SECRET: stripeWebhookSecret,
      STRIPE_API_BASE: stripe.url,
    }),
    apiOn({ PAYMENT_PROVIDER: 'mollie', MOLLIE_API_KEY: mollieKey, MOLLIE_API_BASE: mollie.url }),
    launchChromium(),
  ]);
  stripe.webhookUrl = `${stripeApi.baseUrl}/api/payments/stripe/webhook`;
}, 400_000);

afterAll(async () => {
  await browser?.close();
  await Promise.all([stripeApi?.stop(), mollieApi?.stop()]);
  await Promise.all([stripe?.close(), mollie?.close()]);
});

beforeEach(async () => {
  stripe.mode = 'ok';
  mollie.mode = 'ok';
  context = await newShopContext(browser, { locale: 'de-AT', timezoneId: 'Europe/Vienna' });
  page = await context.newPage();
  await page.clock.install({ time: Date.parse(TEST_NOW) + (Date.now() - clockStartedBefore) });
});

afterEach(async () => {
  await context?.close();
});

const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`);

interface PaymentState {
  paymentStatus: string;
  isPaid: boolean;
  isFailed: boolean;
}

/** The order as the public API (the status page's source) shows it. */
async function publicOrder(api: RunningApi, placed: { uid: string; hash: string }): Promise<PaymentState> {
  const res = await fetch(`${api.baseUrl}/api/orders/public/${placed.uid}/${placed.hash}`);
  return ((await res.json()) as { data: PaymentState }).data;
}

/**
 * A takeaway order of one Buttercroissant at Graz, paid online, up to the press on 'Bestellung abschicken'; the
 * placement's answer (uid and hash of the order).
 */
async function orderOnline(api: RunningApi): Promise<{ uid: string; hash: string }> {
  const products = (await (await fetch(`${api.baseUrl}/api/products`)).json()) as {
    data: { id: number; name: string; description: string | null; price: string; unit: string }[];
  };
  const croissant = products.data.find((entry) => entry.name === 'Buttercroissant');
  if (!croissant) throw new Error('the demo data has no Buttercroissant');
  const { id, name, description, price, unit } = croissant;
  await page.goto(`${api.baseUrl}/`);
  await page.evaluate(([key, value]) => window.sessionStorage.setItem(key, value), [
    'bestell.cart.graz-herrengasse',
    JSON.stringify({
      mode: 'takeaway',
      items: [{ product: { id, name, description, price }, amount: '1', unit, parts: [] }],
    }),
  ] as const);
  await page.goto(`${api.baseUrl}/store/graz-herrengasse/checkout`);
  // The first checkout of a freshly started API loads the catalog cold: more than the default 30 s on a loaded machine.
  await page
    .getByRole('heading', { level: 2, name: messages.pricing.stepGeneral })
    .waitFor({ state: 'visible', timeout: 90_000 });
  await page.getByLabel(messages.checkout.firstName).fill('Anna');
  await page.getByLabel(messages.checkout.lastName).fill('Berger');
  await page.getByLabel(labelled(messages.checkout.phone)).fill('0664 1234567');
  await page.getByLabel(messages.checkout.email).fill('anna@example.at');
  await page.getByRole('radio', { name: messages.pricing.paymentOnline }).first().check();
  await page.getByRole('checkbox', { name: /Allgemeine Geschäftsbedingungen/ }).check();
  await page.getByRole('checkbox', { name: /Datenschutz/ }).check();
  // The placement's answer is read on its way to the page (the page leaves for the provider right after it).
  const placed = new Promise<{ uid: string; hash: string }>((resolve) => {
    void page.route(/\/api\/orders$/, async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      const response = await route.fetch();
      resolve(((await response.json()) as { data: { uid: string; hash: string } }).data);
      await route.fulfill({ response });
    });
  });
  await page.getByRole('button', { name: messages.pricing.submitOrder, exact: true }).click();
  return placed;
}

/** Waits for the status page of the order to name the payment status. */
async function statusPageShows(placed: { uid: string; hash: string }, label: string): Promise<void> {
  await page.waitForURL(new RegExp(`/status/${placed.uid}/${placed.hash}$`));
  await page.getByText(label, { exact: true }).waitFor({ state: 'visible' });
}

describe('online payment with real providers (local provider servers)', () => {
  it('Stripe: checkout → Stripe’s hosted page → pay → signed webhook and return → the status page shows it paid', async () => {
    const placed = await orderOnline(stripeApi);
    await page.waitForURL(/\/c\/pay\/cs_test_[0-9a-f]+$/);
    const sessionId = /(cs_test_[0-9a-f]+)$/.exec(page.url())?.[1] ?? '';
    expect(stripe.sessions.get(sessionId)).toMatchObject({
      mode: 'payment',
      currency: 'eur',
      status: 'open',
      client_reference_id: placed.uid,
    });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await statusPageShows(placed, paymentStatusLabels.paid);
    expect(await publicOrder(stripeApi, placed)).toMatchObject({
      paymentStatus: 'paid',
      isPaid: true,
      isFailed: false,
    });
    expect(stripe.sessions.get(sessionId)?.payment_status).toBe('paid');
  });

  it('Stripe: cancelled on Stripe’s page → the checkout error page with the payment methods; the order shows a failed payment', async () => {
    const placed = await orderOnline(stripeApi);
    await page.waitForURL(/\/c\/pay\/cs_test_[0-9a-f]+$/);
    expect(await publicOrder(stripeApi, placed)).toMatchObject({ paymentStatus: 'waiting-for-payment' });
    await page.getByRole('link', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(/\/store\/graz-herrengasse\/checkout\/error$/);
    await page.getByText(messages.errors.paymentFailed).waitFor({ state: 'visible' });
    // The payment methods are offered again.
    await page.getByRole('radio', { name: messages.pricing.paymentOnline }).first().waitFor({ state: 'visible' });
    expect(await page.getByRole('radio').count()).toBeGreaterThan(1);
    expect(await seriousViolations(page)).toEqual([]);
    // Not silently pending: the order shows a failed payment (staff see it; the status page does not wait).
    expect(await publicOrder(stripeApi, placed)).toMatchObject({
      paymentStatus: 'failed',
      isPaid: false,
      isFailed: true,
    });
  });

  it('Stripe answers 500: the German outage page offers another payment method; the order is not left pending', async () => {
    stripe.mode = 'error500';
    const placed = await orderOnline(stripeApi);
    await page.getByRole('heading', { name: messages.paymentPage.providerUnavailableTitle }).waitFor();
    expect(await page.getByText(messages.paymentPage.providerUnavailable).count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: messages.paymentPage.chooseOtherMethod, exact: true }).click();
    await page.waitForURL(/\/store\/graz-herrengasse\/checkout$/);
    await page.getByRole('heading', { level: 2, name: messages.pricing.stepGeneral }).waitFor({ state: 'visible' });
    expect(await page.getByRole('radio', { name: messages.pricing.paymentOnline }).count()).toBeGreaterThan(0);
    expect(await publicOrder(stripeApi, placed)).toMatchObject({ paymentStatus: 'failed', isPaid: false });
  });

  it('Mollie: checkout → Mollie’s hosted page → pay → webhook (status fetched) and return → the status page shows it paid', async () => {
    const placed = await orderOnline(mollieApi);
    await page.waitForURL(/\/checkout\/select-method\/tr_[0-9a-f]+$/);
    const id = /(tr_[0-9a-f]+)$/.exec(page.url())?.[1] ?? '';
    expect(mollie.payments.get(id)).toMatchObject({ status: 'open', amount: { currency: 'EUR' } });
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await statusPageShows(placed, paymentStatusLabels.paid);
    expect(await publicOrder(mollieApi, placed)).toMatchObject({ paymentStatus: 'paid', isPaid: true });
    // The webhook carried only the id; the shop asked Mollie for the status.
    expect(mollie.requests.some((r) => r.method === 'GET' && r.path === `/v2/payments/${id}`)).toBe(true);
  });
});
