import {
  backofficeFormsMessages as fm,
  backofficeProductsMessages as pm,
  backofficeAiMessages as t,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { OpenAiTestServer } from '../../api/test/providers/openai-server';
// Plain ESM shared with scripts/start.mjs (typed by scripts/storefront-build.d.mts).
import { repoRoot, storefrontDist } from '../../scripts/storefront-build.mjs';
import { type RunningApi, startApi } from './support/api-server';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * AI content generation in the back-office (issue 30): an API started with AI_BASE_URL on the local
 * OpenAI-compatible server (api/test/providers/openai-server.ts) — a page draft shown beside the current version, one
 * section taken over and saved by the person (the site changes only then); a product text suggestion taken over into
 * the form. The shared API has no AI: its back-office shows no AI buttons at all.
 */

const sharedUrl = inject('baseUrl');
let ai: OpenAiTestServer;
let aiApi: RunningApi;
let browser: Browser;

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

async function signedIn(baseUrl: string): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
  });
  const login = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(login.status()).toBe(200);
  return { context, page: await context.newPage() };
}

async function firstSubPage(context: BrowserContext, baseUrl: string): Promise<Site> {
  const response = await context.request.get(`${baseUrl}/api/sites?limit=1000`);
  const sites = ((await response.json()) as { data: Site[] }).data;
  const site = sites.find((entry) => entry.type === 'custom_site' && (entry.content.sections?.length ?? 0) > 0);
  if (!site) throw new Error('the demo data has no sub page with sections');
  return site;
}

async function firstProductId(context: BrowserContext, baseUrl: string): Promise<number> {
  const response = await context.request.get(`${baseUrl}/api/products?limit=1`);
  return ((await response.json()) as { data: { id: number }[] }).data[0]?.id ?? 0;
}

beforeAll(async () => {
  ai = await new OpenAiTestServer('sk-e2e-local').start();
  [aiApi, browser] = await Promise.all([
    startApi({
      repoRoot,
      storefrontDist,
      env: { AI_BASE_URL: ai.url, AI_API_KEY: 'sk-e2e-local', AI_MODEL: 'local-chat', AI_IMAGE_MODEL: 'local-image' },
    }),
    launchChromium(),
  ]);
}, 200_000);

afterAll(async () => {
  await browser?.close();
  await aiApi?.stop();
  await ai?.close();
});

describe('back-office AI', () => {
  it('without a provider shows no AI buttons (site editor, product form)', async () => {
    const { context, page } = await signedIn(sharedUrl);
    try {
      const site = await firstSubPage(context, sharedUrl);
      const status = page.waitForResponse((r) => r.url().endsWith('/api/content-ai/status'));
      await page.goto(`/backend/sites/${site.id}`);
      expect(await (await status).json()).toEqual({ data: { text: false, image: false } });
      await page
        .getByTestId('site-form')
        .getByRole('heading', { name: /Abschnitt 1/ })
        .first()
        .waitFor();
      expect(await page.getByRole('heading', { name: t.site.heading }).count()).toBe(0);
      await page.goto(`/backend/catalog/products/${await firstProductId(context, sharedUrl)}`);
      await page.getByRole('textbox', { name: pm.fieldDescription, exact: true }).waitFor();
      expect(await page.getByRole('button', { name: t.generate }).count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('generates a draft, shows it beside the site, and one section taken over changes the site only when saved', async () => {
    const { context, page } = await signedIn(aiApi.baseUrl);
    try {
      const site = await firstSubPage(context, aiApi.baseUrl);
      await page.goto(`/backend/sites/${site.id}`);
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
      const unchanged = await context.request.get(`${aiApi.baseUrl}/api/sites/${site.id}`);
      expect(((await unchanged.json()) as { data: Site }).data.version).toBe(site.version);

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
      const afterClick = await context.request.get(`${aiApi.baseUrl}/api/sites/${site.id}`);
      expect(((await afterClick.json()) as { data: Site }).data.version).toBe(site.version);

      await page.getByRole('button', { name: fm.save }).click();
      await expect
        .poll(async () => {
          const stored = await context.request.get(`${aiApi.baseUrl}/api/sites/${site.id}`);
          return ((await stored.json()) as { data: Site }).data;
        })
        .toMatchObject({ version: site.version + 1 });
      const stored = (
        (await (await context.request.get(`${aiApi.baseUrl}/api/sites/${site.id}`)).json()) as { data: Site }
      ).data;
      expect(stored.content.sections?.[0]).toMatchObject({ type: 'heroSite', title: 'Handwerk seit Generationen' });
      expect(String(stored.content.sections?.[0]?.text)).not.toMatch(/script|evil/);
      expect(JSON.stringify(stored.content)).not.toContain('Zweiter Abschnitt der KI');
    } finally {
      await context.close();
    }
  });

  it('suggests a product description that is taken over into the form', async () => {
    const { context, page } = await signedIn(aiApi.baseUrl);
    try {
      await page.goto(`/backend/catalog/products/${await firstProductId(context, aiApi.baseUrl)}`);
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
    } finally {
      await context.close();
    }
  });

  it('generates an image into the library and lists the month’s AI usage under Einstellungen › KI', async () => {
    const { context, page } = await signedIn(aiApi.baseUrl);
    try {
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
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto('/backend/config/ai');
      const usage = page.getByTestId('ai-usage');
      await usage.getByRole('rowheader', { name: 'admin' }).first().waitFor();
      expect(await usage.getByRole('row').count()).toBeGreaterThanOrEqual(3);
      expect(await seriousViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
