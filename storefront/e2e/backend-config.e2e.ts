import {
  configScreenMessages as c,
  backofficeFormsMessages as fm,
  layoutMessages,
  messages,
  orderLimitsMessages as om,
  shopMessages,
  backofficeWidgetsMessages as w,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Einstellungen (issue 24 point 5): every tab axe clean; a changed field shows in the shop; a plugin flag switches a
 * shop feature; the write-only secrets show set / not set and never come back; the widget origins; the Markdown
 * editor's preview as the shop renders it. The config of the shared server is put back afterwards.
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let csrf = '';
let original: Record<string, unknown> = {};

async function staffConfig(): Promise<Record<string, unknown>> {
  const response = await context.request.get(`${baseUrl}/api/config`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Record<string, unknown> }).data;
}

async function publicConfig(): Promise<Record<string, unknown>> {
  return ((await (await fetch(`${baseUrl}/api/config`)).json()) as { data: Record<string, unknown> }).data;
}

async function expectNoSeriousViolations(target: Page): Promise<void> {
  expect(await seriousViolations(target)).toEqual([]);
}

const saveBar = () => page.getByTestId('save-bar');

async function save(): Promise<void> {
  await saveBar().getByRole('button', { name: fm.save }).click();
  await saveBar().getByText(fm.saved).waitFor();
}

async function openTab(label: string, path: string): Promise<void> {
  await page.getByRole('navigation', { name: c.tabsLabel }).getByRole('link', { name: label, exact: true }).click();
  await page.waitForURL(new RegExp(`/backend/config${path}$`));
}

beforeAll(async () => {
  browser = await launchChromium();
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
  });
  const login = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(login.status()).toBe(200);
  csrf = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
  original = await staffConfig();
  page = await context.newPage();
});

afterAll(async () => {
  // The shared server's config as it was (the fields these tests change), and no secret left behind.
  if (context) {
    const { facebook, enablePluginSearch, themeFont, imprintText } = original;
    await context.request.post(`${baseUrl}/api/config`, {
      headers: { 'X-CSRF-Token': csrf },
      data: { facebook, enablePluginSearch, themeFont: themeFont ?? null, imprintText },
    });
    await context.request.delete(`${baseUrl}/api/config/secrets/smtpPassword`, { headers: { 'X-CSRF-Token': csrf } });
    await context.close();
  }
  await browser?.close();
});

describe('Einstellungen', () => {
  it('shows every tab without serious accessibility violations', async () => {
    await page.goto('/backend/config');
    await page.getByRole('heading', { level: 1, name: om.configTitle }).waitFor();
    await page.getByTestId('config-general-form').waitFor();
    await expectNoSeriousViolations(page);
    const tabs: [string, string, string][] = [
      [c.tabs.business, '/business', 'business-form'],
      [c.tabs.features, '/features', 'config-features-form'],
      [c.tabs.legal, '/legal', 'config-legal-form'],
      [c.tabs.seo, '/seo', 'config-seo-form'],
      [c.tabs.widgets, '/widgets', 'origin-form'],
      [c.tabs.mail, '/mail', 'config-mail-form'],
      [c.tabs.payments, '/payments', 'config-payments-form'],
      [c.tabs.sms, '/sms', 'config-sms-form'],
    ];
    for (const [label, path, testId] of tabs) {
      await openTab(label, path);
      await page.getByTestId(testId).waitFor();
      expect(await seriousViolations(page), label).toEqual([]);
    }
  });

  it('a changed field shows in the shop; a bad one is refused in German and nothing is saved', async () => {
    await page.goto('/backend/config/seo');
    const facebook = page.getByRole('textbox', { name: c.fields.facebook, exact: true });
    await facebook.waitFor();
    expect(await facebook.inputValue()).toBe(original.facebook);
    await facebook.fill('javascript:alert(1)');
    await saveBar().getByRole('button', { name: fm.save }).click();
    await page.getByTestId('config-seo-form').getByText(messages.validation.invalidUrl).waitFor();
    expect((await staffConfig()).facebook).toBe(original.facebook);

    await facebook.fill('https://www.facebook.com/morgenrot-e2e');
    await save();
    expect((await publicConfig()).facebook).toBe('https://www.facebook.com/morgenrot-e2e');
    const shop = await context.newPage();
    await expect
      .poll(async () => {
        await shop.goto('/');
        return shop
          .getByRole('list', { name: shopMessages.socialLinks })
          .getByRole('link', { name: 'Facebook' })
          .getAttribute('href', { timeout: 5000 });
      })
      .toBe('https://www.facebook.com/morgenrot-e2e');
    await shop.close();
  });

  it('a plugin flag switches a shop feature (the branch search)', async () => {
    const shop = await context.newPage();
    const search = () => shop.getByRole('searchbox', { name: shopMessages.searchBranches });
    await shop.goto('/');
    await search().waitFor();

    await page.goto('/backend/config/features');
    const flag = page.getByRole('switch', { name: c.switches.enablePluginSearch });
    await flag.waitFor();
    expect(await flag.isChecked()).toBe(true);
    await flag.click({ force: true });
    await save();
    expect((await publicConfig()).enablePluginSearch).toBe(false);
    await expect
      .poll(async () => {
        await shop.goto('/');
        await shop.getByRole('heading', { level: 1 }).first().waitFor();
        return search().count();
      })
      .toBe(0);

    await flag.click({ force: true });
    await save();
    await expect
      .poll(async () => {
        await shop.goto('/');
        await shop.getByRole('heading', { level: 1 }).first().waitFor();
        return search().count();
      })
      .toBe(1);
    await shop.close();
  });

  it('a secret shows as set / not set, is never sent back, and can be replaced and cleared', async () => {
    await page.goto('/backend/config/mail');
    const row = page.getByTestId('secret-smtpPassword');
    await row.waitFor();
    expect(await row.getByTestId('secret-state').textContent()).toBe(c.secrets.notSet);
    const input = row.getByLabel(c.secrets.newValue(c.secrets.labels.smtpPassword));

    // Blank: the API's German message, still not set.
    await row.getByRole('button', { name: c.secrets.setNow }).click();
    await row.getByText(messages.validation.blank).waitFor();
    expect(await row.getByTestId('secret-state').textContent()).toBe(c.secrets.notSet);

    await input.fill('Smtp-E2E-Geheim-42');
    await row.getByRole('button', { name: c.secrets.setNow }).click();
    await row.getByText(c.secrets.saved(c.secrets.labels.smtpPassword)).waitFor();
    expect(await row.getByTestId('secret-state').textContent()).toBe(c.secrets.set);
    expect(await input.inputValue()).toBe('');
    await expectNoSeriousViolations(page);

    // After a reload it is still set, and no answer the browser can get holds it.
    const bodies: string[] = [];
    page.on('response', async (response) => {
      if (response.url().includes('/api/')) bodies.push(await response.text().catch(() => ''));
    });
    await page.reload();
    await row.getByTestId('secret-state').waitFor();
    expect(await row.getByTestId('secret-state').textContent()).toBe(c.secrets.set);
    for (const path of ['/api/config', '/api/config/secrets', '/api/openapi.json', '/api/logs?limit=50']) {
      bodies.push(await (await context.request.get(`${baseUrl}${path}`)).text());
    }
    expect(bodies.length).toBeGreaterThan(4);
    expect(bodies.filter((body) => body.includes('Smtp-E2E-Geheim-42'))).toEqual([]);

    // Cleared after the question.
    await row.getByRole('button', { name: c.secrets.clear }).click();
    const dialog = page.getByRole('alertdialog', { name: c.secrets.clearQuestion(c.secrets.labels.smtpPassword) });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: c.secrets.clear }).click();
    await row.getByText(c.secrets.cleared(c.secrets.labels.smtpPassword)).waitFor();
    expect(await row.getByTestId('secret-state').textContent()).toBe(c.secrets.notSet);
  });

  it('the legal texts: the Markdown editor previews as the shop renders, and the shop shows the saved text', async () => {
    await page.goto('/backend/config/legal');
    const imprint = page.getByRole('textbox', { name: /^Impressum$/ });
    await imprint.waitFor();
    await imprint.fill('## Impressum E2E\n\nBäckerei **Morgenrot** GmbH');
    const preview = page.getByRole('region', { name: `${c.markdown.preview}: Impressum` });
    await preview.getByRole('heading', { level: 2, name: 'Impressum E2E' }).waitFor();
    expect(await preview.locator('strong').textContent()).toBe('Morgenrot');
    await save();
    const shop = await context.newPage();
    await expect
      .poll(async () => {
        await shop.goto('/site/imprint');
        return shop.getByRole('heading', { name: 'Impressum E2E' }).count();
      })
      .toBe(1);
    expect(await shop.title()).toContain(layoutMessages.imprint);
    await shop.close();
  });

  it('the allowed widget origins: a path refused in German, a normalised origin added and public, removed', async () => {
    await page.goto('/backend/config/widgets');
    const form = page.getByTestId('origin-form');
    await form.waitFor();
    const address = form.getByRole('textbox', { name: new RegExp(`^${w.origins.origin.replace(/[()]/g, '\\$&')}`) });
    await address.fill('https://www.beispiel-e2e.at/pfad');
    await form.getByRole('button', { name: w.origins.add }).click();
    await form.getByText(w.validation.originWithPath).waitFor();
    await address.fill('HTTPS://www.Beispiel-E2E.at:443/');
    await form.getByRole('button', { name: w.origins.add }).click();
    await page.getByTestId('origins-note').getByText(w.origins.added('https://www.beispiel-e2e.at')).waitFor();
    const publicOrigins = async () =>
      ((await (await fetch(`${baseUrl}/api/embed-origins/public`)).json()) as { data: string[] }).data;
    await expect.poll(publicOrigins).toContain('https://www.beispiel-e2e.at');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: `${w.origins.remove}: https://www.beispiel-e2e.at` }).click();
    const dialog = page.getByRole('alertdialog', { name: w.origins.removeQuestion('https://www.beispiel-e2e.at') });
    await dialog.getByRole('button', { name: w.origins.remove }).click();
    await expect.poll(publicOrigins).not.toContain('https://www.beispiel-e2e.at');
  });

  it('an employee sees no Einstellungen and the config routes answer 403', async () => {
    const employee = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    const login = await employee.request.post(`${baseUrl}/api/login`, {
      data: { username: 'filiale', password: 'demo-filiale' },
    });
    expect(login.status()).toBe(200);
    const token = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
    expect((await employee.request.get(`${baseUrl}/api/config/secrets`)).status()).toBe(403);
    const write = await employee.request.put(`${baseUrl}/api/config/secrets/smtpPassword`, {
      headers: { 'X-CSRF-Token': token },
      data: { value: 'x' },
    });
    expect(write.status()).toBe(403);
    const post = await employee.request.post(`${baseUrl}/api/config`, {
      headers: { 'X-CSRF-Token': token },
      data: { seoTitle: 'x' },
    });
    expect(post.status()).toBe(403);
    const screen = await employee.newPage();
    await screen.goto('/backend/config/mail');
    await screen.getByText(om.configAdminOnly).waitFor();
    expect(await screen.getByTestId('secret-smtpPassword').count()).toBe(0);
    await employee.close();
  });
});
