import { backofficeWidgetsMessages as w } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office 'Widgets einbinden' (issue 15 point 6): the snippet follows the chosen widget and options and is
 * copied; allowed websites are added (a bad address gets a German error and saves nothing) and removed; the API
 * answers CORS to an added website at once and no longer after removal.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;

async function savedOrigins(): Promise<string[]> {
  const response = await context.request.get(`${baseUrl}/api/embed-origins`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { origin: string }[] }).data.map((o) => o.origin);
}

async function corsAllows(origin: string): Promise<boolean> {
  const response = await fetch(`${baseUrl}/api/products`, { headers: { Origin: origin } });
  return response.headers.get('access-control-allow-origin') === origin;
}

async function choose(label: string, option: string): Promise<void> {
  await page
    .getByTestId('widget-options')
    .getByRole('button', { name: new RegExp(label) })
    .click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

const snippet = async () => (await page.getByTestId('widget-snippet').textContent()) ?? '';

beforeAll(async () => {
  browser = await launchChromium();
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const login = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(login.status()).toBe(200);
  page = await context.newPage();
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
});

describe('Widgets einbinden', () => {
  it('builds and copies the snippet, manages the allowed websites', async () => {
    await page.goto('/backend/widgets');
    await page.getByRole('heading', { level: 1, name: w.title }).waitFor();
    await page.getByRole('link', { name: w.nav }).waitFor();

    // Teaser of a branch and category: the snippet carries both, the loader and the shop's address.
    await choose(w.options.branch, 'Morgenrot Graz Herrengasse');
    await choose(w.options.category, 'Gebäck');
    await choose(w.options.limit, '4');
    await expect
      .poll(snippet)
      .toBe(
        `<script type="module" src="${baseUrl}/widgets/loader.js" blocking="render"></script>\n` +
          `<bestell-shop-teaser api-base="${baseUrl}" branch="graz-herrengasse" category="2" limit="4"></bestell-shop-teaser>`,
      );
    // The live preview renders the chosen element with the shop's data (the loader is built by widgets-build and
    // served by the API): Gebäck of that branch, 4 products; no 'loader missing' note.
    const preview = page.getByTestId('widget-preview');
    const teaser = preview.locator('bestell-shop-teaser');
    await teaser.getByRole('heading', { level: 2, name: 'Gebäck' }).waitFor();
    await expect.poll(() => teaser.locator('[data-product-id]').count()).toBe(4);
    expect(await preview.getByRole('note').count()).toBe(0);

    // React Aria's radio input is visually hidden: the choice is its label.
    await page.getByText(w.widget.status, { exact: true }).click();
    expect(await page.getByRole('radio', { name: new RegExp(w.widget.status) }).isChecked()).toBe(true);
    await page.getByLabel(w.options.uid).fill('abc123');
    await page.getByLabel(w.options.hash).fill('f00d');
    await expect.poll(snippet).toContain(`<bestell-order-status api-base="${baseUrl}" uid="abc123" hash="f00d">`);

    await page.getByRole('button', { name: w.snippet.copy }).click();
    await page.getByRole('button', { name: w.snippet.copied }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await snippet());

    expect(await seriousViolations(page)).toEqual([]);

    // A bad address: German error on the field, nothing saved.
    const form = page.getByTestId('origin-form');
    const originField = form.getByLabel(w.origins.origin);
    await originField.fill('https://www.beispiel.at/shop');
    await form.getByRole('button', { name: w.origins.add }).click();
    await page.getByText(w.validation.originWithPath).waitFor();
    expect(await originField.getAttribute('aria-invalid')).toBe('true');
    expect(await savedOrigins()).toEqual([]);

    // A good one, written as people do: saved normalised, listed, and the API answers CORS to it.
    const site = 'https://www.beispiel.at';
    await originField.fill('HTTPS://WWW.Beispiel.at/');
    await form.getByLabel(w.origins.label).fill('Website Beispiel');
    await form.getByRole('button', { name: w.origins.add }).click();
    await page.getByText(w.origins.added(site)).waitFor();
    await page.getByRole('rowheader', { name: site }).waitFor();
    expect(await savedOrigins()).toEqual([site]);
    await expect.poll(() => corsAllows(site)).toBe(true);

    expect(await seriousViolations(page)).toEqual([]);

    // Remove with confirmation.
    await page.getByRole('button', { name: `${w.origins.remove}: ${site}` }).click();
    const dialog = page.getByRole('alertdialog');
    await dialog.getByText(w.origins.removeQuestion(site)).waitFor();
    await dialog.getByRole('button', { name: w.origins.remove }).click();
    await page.getByText(w.origins.empty).waitFor();
    expect(await savedOrigins()).toEqual([]);
    await expect.poll(() => corsAllows(site)).toBe(false);
  });
});
