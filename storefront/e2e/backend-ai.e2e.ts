import {
  configScreenMessages as c,
  backofficeFormsMessages as fm,
  backofficeMediaMessages as mm,
  backofficeProductsMessages as pm,
  backofficeAiMessages as t,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OpenAiTestServer } from '../../api/test/providers/openai-server';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * AI content generation in the back-office (issue 30) on the shared API: first without AI (no buttons), then set up
 * by the admin under Einstellungen › KI (address of the local OpenAI-compatible server api/test/providers/
 * openai-server.ts, models, write-only key) — a request cancelled with 'Abbrechen' while the model hangs, a page draft
 * shown beside the current version, one section taken over and saved by the person (the site changes only then), a
 * product text suggestion, an image into the library and the usage list. The AI settings, the key and the test's own
 * page are removed again afterwards (the shared API serves the other browser tests).
 */

const baseUrl = inject('baseUrl');
const apiKey = 'sk-e2e-local';
let ai: OpenAiTestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let csrf: string;
let site: Site | null = null;

interface Site {
  id: number;
  type: string;
  version: number;
  content: { sections?: Record<string, unknown>[] };
}

const draftAnswer = JSON.stringify({
  sections: [
    {
      type: 'heroSite',
      title: 'Handwerk seit Generationen',
      text: '<p>Unser Teig ruht über Nacht. <script>alert(1)</script><a href="https://evil.example">Klick</a></p>',
      items: [],
      link: null,
    },
    { type: 'text', title: 'Zweiter Abschnitt der KI', text: '<p>Nicht übernommen.</p>', items: [], link: null },
  ],
});

/** Waits for what the API did in the background (the machine may be loaded). */
const polled = { timeout: 15_000 };

const getData = async <T>(path: string): Promise<T> =>
  ((await (await context.request.get(`${baseUrl}${path}`)).json()) as { data: T }).data;

async function firstProductId(): Promise<number> {
  return (await getData<{ id: number }[]>('/api/products?limit=1'))[0]?.id ?? 0;
}

async function aiStatus(): Promise<unknown> {
  await page.goto('/backend/media');
  const status = page.waitForResponse((r) => r.url().endsWith('/api/content-ai/status'));
  await page.reload();
  return (await (await status).json()) as unknown;
}

beforeAll(async () => {
  [ai, browser] = await Promise.all([new OpenAiTestServer(apiKey).start(), launchChromium()]);
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
  page = await context.newPage();
}, 120_000);

afterAll(async () => {
  if (context) {
    const headers = { 'X-CSRF-Token': csrf };
    const cleared = await context.request.post(`${baseUrl}/api/config`, {
      headers,
      data: { aiBaseUrl: null, aiModel: null, aiImageModel: null },
    });
    expect(cleared.ok()).toBe(true);
    expect((await context.request.delete(`${baseUrl}/api/config/secrets/aiApiKey`, { headers })).ok()).toBe(true);
    if (site) expect((await context.request.delete(`${baseUrl}/api/sites/${site.id}`, { headers })).ok()).toBe(true);
  }
  await browser?.close();
  await ai?.close();
});

describe('back-office AI', () => {
  it('without a provider shows no AI buttons (site editor, product form)', async () => {
    const created = await context.request.post(`${baseUrl}/api/sites`, {
      headers: { 'X-CSRF-Token': csrf },
      data: {
        path: 'ki-probe',
        type: 'custom_site',
        name: 'KI-Probe',
        isPublic: false,
        content: { sections: [{ type: 'text', title: 'Bisher', text: '<p>Alter Text.</p>' }] },
      },
    });
    expect(created.status()).toBe(201);
    site = ((await created.json()) as { data: Site }).data;
    const status = page.waitForResponse((r) => r.url().endsWith('/api/content-ai/status'));
    await page.goto(`/backend/sites/${site.id}`);
    expect(await (await status).json()).toEqual({ data: { text: false, image: false } });
    await page
      .getByTestId('site-form')
      .getByRole('heading', { name: /Abschnitt 1/ })
      .first()
      .waitFor();
    expect(await page.getByRole('heading', { name: t.site.heading }).count()).toBe(0);
    await page.goto(`/backend/catalog/products/${await firstProductId()}`);
    await page.getByRole('textbox', { name: pm.fieldDescription, exact: true }).waitFor();
    expect(await page.getByRole('button', { name: t.generate }).count()).toBe(0);
  });

  it('is set up under Einstellungen › KI: address, models and the write-only key', async () => {
    await page.goto('/backend/config/ai');
    const form = page.getByTestId('config-ai-form');
    const address = form.getByRole('textbox', { name: c.fields.aiBaseUrl });
    await address.waitFor();
    await expect.poll(() => address.isEditable()).toBe(true);
    await address.fill(ai.url);
    await form.getByRole('textbox', { name: c.fields.aiModel, exact: true }).fill('local-chat');
    await form.getByRole('textbox', { name: c.fields.aiImageModel, exact: true }).fill('local-image');
    await page.getByRole('button', { name: fm.save, exact: true }).first().click();
    await expect
      .poll(async () => getData<Record<string, unknown>>('/api/config'), polled)
      .toMatchObject({ aiBaseUrl: ai.url, aiModel: 'local-chat', aiImageModel: 'local-image' });
    const label = c.secrets.labels.aiApiKey;
    const secret = page.getByTestId('secret-aiApiKey');
    await secret.getByLabel(c.secrets.newValue(label)).fill(apiKey);
    await secret.getByRole('button', { name: c.secrets.setNow }).click();
    await secret.getByText(c.secrets.saved(label)).waitFor();
    expect(await aiStatus()).toEqual({ data: { text: true, image: true } });
  });

  it('‘Abbrechen’ ends a request the model never answers, says so in German, and the API logs it cancelled', async () => {
    if (!site) throw new Error('no test page');
    await page.goto(`/backend/sites/${site.id}`);
    const panel = page.getByTestId('ai-site-draft');
    await panel.getByRole('textbox', { name: t.site.brief }).fill('Wer wir sind');
    ai.answer({ kind: 'hang' });
    await panel.getByRole('button', { name: t.site.create }).click();
    await panel.getByRole('status').getByText(t.generating).waitFor();
    await expect.poll(() => ai.requests.length).toBe(1);
    await panel.getByRole('button', { name: t.cancel }).click();
    await panel.getByRole('alert').getByText(t.cancelled).waitFor();
    expect(await panel.getByRole('button', { name: t.site.create }).isEnabled()).toBe(true);
    // The API noticed the closed request and ended its provider call: logged as a failure, no draft stored.
    await expect
      .poll(async () => {
        const usage = await getData<{ rows: { kind: string; failures: number }[] }>('/api/content-ai/usage');
        return usage.rows.find((row) => row.kind === 'site')?.failures ?? 0;
      }, polled)
      .toBe(1);
    expect(await getData<unknown[]>(`/api/content-ai/sites/${site.id}/drafts`)).toEqual([]);
  });

  it('generates a draft, shows it beside the site, and one section taken over changes the site only when saved', async () => {
    if (!site) throw new Error('no test page');
    const panel = page.getByTestId('ai-site-draft');
    await panel.getByRole('textbox', { name: t.site.brief }).fill('Wer wir sind und wie wir backen');
    await panel.getByRole('combobox', { name: t.site.tone }).selectOption('herzlich');
    ai.answer({ kind: 'text', content: draftAnswer });
    await panel.getByRole('button', { name: t.site.create }).click();
    const sections = panel.getByTestId('ai-draft-section');
    await sections.first().getByText('Handwerk seit Generationen').waitFor();
    expect(await sections.count()).toBe(2);
    expect(await panel.textContent()).not.toContain('alert(1)');
    expect(await seriousViolations(page)).toEqual([]);

    // The draft is stored, the site is not touched.
    const siteNow = () => getData<Site>(`/api/sites/${site?.id}`);
    expect((await siteNow()).version).toBe(site.version);

    await sections
      .first()
      .getByRole('button', { name: new RegExp(`^${t.site.accept}`) })
      .click();
    await sections.first().getByText(t.site.accepted).waitFor();
    expect(
      await sections
        .nth(1)
        .getByRole('button', { name: new RegExp(`^${t.site.accept}`) })
        .count(),
    ).toBe(1);
    expect((await siteNow()).version).toBe(site.version);

    await page.getByRole('button', { name: fm.save }).click();
    await expect.poll(siteNow, polled).toMatchObject({ version: site.version + 1 });
    const stored = await siteNow();
    expect(stored.content.sections?.[0]).toMatchObject({ type: 'heroSite', title: 'Handwerk seit Generationen' });
    expect(String(stored.content.sections?.[0]?.text)).not.toMatch(/script|evil/);
    expect(JSON.stringify(stored.content)).not.toContain('Zweiter Abschnitt der KI');
  });

  it('suggests a product description that is taken over into the form', async () => {
    await page.goto(`/backend/catalog/products/${await firstProductId()}`);
    const description = page.getByRole('textbox', { name: pm.fieldDescription, exact: true });
    await description.waitFor();
    ai.answer({
      kind: 'text',
      content: JSON.stringify({ description: 'Knusprig, goldbraun und ofenfrisch.', allergens: 'Enthält Gluten.' }),
    });
    await page.getByRole('button', { name: t.generate }).click();
    const suggestion = page.getByTestId('ai-product-suggestion');
    await suggestion.getByText('Knusprig, goldbraun und ofenfrisch.').waitFor();
    await suggestion.getByRole('button', { name: `${t.product.take}: ${t.product.description}` }).click();
    await expect.poll(() => description.inputValue()).toBe('Knusprig, goldbraun und ofenfrisch.');
    expect(ai.requests.at(-1)?.body.stream).toBeUndefined();
  });

  it('generates an image into the library and lists the month’s AI usage under Einstellungen › KI', async () => {
    await page.goto('/backend/media');
    const generator = page.getByTestId('ai-image-generator');
    await generator.getByRole('textbox', { name: t.image.prompt }).fill('frische semmeln im korb');
    await generator.getByRole('combobox', { name: t.image.size }).selectOption('small');
    const png = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#c0392b' } })
      .png()
      .toBuffer();
    ai.answer({ kind: 'image', bytes: png });
    await generator.getByRole('button', { name: t.image.create }).click();
    await generator.getByText(t.image.created).waitFor();
    await page.locator('table').getByText('Frische semmeln im korb', { exact: true }).first().waitFor();
    expect(ai.requests.at(-1)?.body).toMatchObject({ model: 'local-image', size: '512x512' });
    // The prompt is the image's description in the library; staff change it and find the image by it.
    const row = page.getByRole('row').filter({ hasText: 'Frische semmeln im korb' }).first();
    await row.getByRole('cell', { name: 'frische semmeln im korb', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole('button', { name: new RegExp(mm.images.editAlt) }).click();
    const dialog = page.getByRole('alertdialog', { name: mm.images.editAlt });
    const description = dialog.getByRole('textbox', { name: mm.images.descriptionLabel });
    expect(await description.inputValue()).toBe('frische semmeln im korb');
    await description.fill('Semmeln aus dem Steinofen, generiert');
    await dialog.getByRole('button', { name: mm.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('searchbox').fill('steinofen');
    await page.getByRole('cell', { name: 'Semmeln aus dem Steinofen, generiert', exact: true }).waitFor();

    await page.goto('/backend/config/ai');
    const usage = page.getByTestId('ai-usage');
    await usage.getByRole('rowheader', { name: 'admin' }).first().waitFor();
    expect(await usage.getByRole('row').count()).toBeGreaterThanOrEqual(3);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
