import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { backofficeMediaMessages as m } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office 'Medien' (issue 24 point 2): an image uploaded with its alt text (required), edited and deleted; a
 * WOFF2 font uploaded, served by the embed CSS from this server only and used by the shop as its theme font; an
 * image template whose preview the server renders; employees see none of it and the API refuses them.
 */

const baseUrl = inject('baseUrl');
const require = createRequire(import.meta.url);
const lobsterPath = require.resolve('@fontsource/lobster/files/lobster-latin-400-normal.woff2');

let browser: Browser;
let context: BrowserContext;
let page: Page;
let csrf: string;

async function signIn(target: BrowserContext, username = 'admin', password = 'demo-admin'): Promise<string> {
  const response = await target.request.post(`${baseUrl}/api/login`, { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

async function expectAxeClean(target: Page = page): Promise<void> {
  expect(await seriousViolations(target)).toEqual([]);
}

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
  csrf = await signIn(context);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('Medien: images', () => {
  it('uploads an image only with alt text, shows it, edits the alt text and deletes it after asking', async () => {
    const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c62828' } })
      .png()
      .toBuffer();
    const alt = `Rote Fläche ${Date.now()}`;
    await page.goto('/backend/media');
    await page.getByRole('heading', { level: 1, name: m.images.title }).waitFor();
    await expectAxeClean();

    const panel = page.getByTestId('image-upload');
    await panel.locator('input[type=file]').setInputFiles({ name: 'rot.png', mimeType: 'image/png', buffer: png });
    await panel.getByText(m.images.chosen('rot.png')).waitFor();
    // Without alt text the API refuses the new image, in German, on the field.
    await panel.getByRole('button', { name: m.images.upload }).click();
    await panel.getByText('Dieser Wert sollte nicht leer sein.').waitFor();
    expect(await panel.getByRole('textbox', { name: m.images.altLabel }).getAttribute('aria-invalid')).toBe('true');

    await panel.getByRole('textbox', { name: m.images.altLabel }).fill(alt);
    await panel.getByRole('button', { name: m.images.upload }).click();
    await panel.getByRole('status').getByText(m.images.uploaded).waitFor();
    const row = page.getByRole('row', { name: new RegExp(alt) });
    await row.waitFor();
    const thumbnail = row.getByRole('img', { name: alt });
    await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    await expectAxeClean();

    // Search by alt text (server side).
    await page.getByRole('searchbox').fill(alt.slice(0, 12));
    await row.waitFor();

    await row.getByRole('button', { name: new RegExp(m.images.editAlt) }).click();
    const dialog = page.getByRole('alertdialog', { name: m.images.editAlt });
    await dialog.getByRole('textbox', { name: m.images.altLabel }).fill(' ');
    await dialog.getByRole('button', { name: m.save }).click();
    await dialog.getByText('Dieser Wert sollte nicht leer sein.').waitFor();
    await dialog.getByRole('textbox', { name: m.images.altLabel }).fill(`${alt} neu`);
    await dialog.getByRole('button', { name: m.save }).click();
    await page.getByRole('row', { name: new RegExp(`${alt} neu`) }).waitFor();

    await page.getByRole('searchbox').fill(`${alt} neu`);
    const edited = page.getByRole('row', { name: new RegExp(`${alt} neu`) });
    await edited.getByRole('button', { name: new RegExp(`^${m.delete}`) }).click();
    const confirm = page.getByRole('alertdialog', { name: m.images.deleteTitle });
    await confirm.getByRole('button', { name: m.delete }).click();
    await edited.waitFor({ state: 'detached' });
    const left = await context.request.get(`${baseUrl}/api/images?search=${encodeURIComponent(alt)}`);
    expect(((await left.json()) as { data: unknown[] }).data).toEqual([]);
  });
});

describe('Medien: fonts and the theme font', () => {
  it('uploads a WOFF2 font; the embed CSS serves it from this server and the shop sets its text in it', async () => {
    await page.goto('/backend/media/fonts');
    await page.getByRole('heading', { level: 1, name: m.fonts.title }).waitFor();
    const panel = page.getByTestId('font-upload');
    // A PNG named .woff2 is refused by its content, in German.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    await panel
      .locator('input[type=file]')
      .setInputFiles({ name: 'falsch.woff2', mimeType: 'font/woff2', buffer: png });
    await panel.getByRole('alert').getByText(m.fonts.notWoff2('falsch.woff2')).waitFor();

    const lobster = await readFile(lobsterPath);
    await panel
      .locator('input[type=file]')
      .setInputFiles({ name: 'Lobster.woff2', mimeType: 'font/woff2', buffer: lobster });
    await panel.getByRole('status').getByText(m.fonts.uploaded).waitFor();
    const row = page.getByRole('row', { name: /Lobster/ });
    await row.waitFor();
    await expectAxeClean();

    const fonts = await context.request.get(`${baseUrl}/api/fonts`);
    const font = (
      (await fonts.json()) as { data: { id: number; family: string; url: string; embedCssUrl: string }[] }
    ).data.find((entry) => entry.family === 'Lobster');
    expect(font).toBeDefined();
    if (!font) return;
    try {
      const css = await (
        await context.request.get(`${baseUrl}/api/fonts/google/Lobster/style-regular,700.embed.css`)
      ).text();
      expect([...css.matchAll(/url\(([^)]*)\)/g)].map((match) => match[1])).toEqual([font.url]);
      expect(css).not.toMatch(/https?:|\/\//);

      const saved = await context.request.post(`${baseUrl}/api/config`, {
        data: { themeFont: 'Lobster' },
        headers: { 'X-CSRF-Token': csrf },
      });
      expect(saved.status()).toBe(200);

      // A visitor (no session) on a shop page: every request stays on this server, the text is set in Lobster.
      const visitor = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
      try {
        const shop = await visitor.newPage();
        const hosts = new Set<string>();
        shop.on('request', (request) => hosts.add(new URL(request.url()).origin));
        const fontResponse = shop.waitForResponse((response) => response.url().endsWith(font.url));
        await shop.goto('/');
        expect((await fontResponse).status()).toBe(200);
        await shop.locator('main').waitFor();
        const fontFamily = await shop.locator('main').evaluate((main) => getComputedStyle(main).fontFamily);
        expect(fontFamily.startsWith('Lobster')).toBe(true);
        const loaded = await shop.evaluate(async () => {
          await document.fonts.ready;
          return {
            check: document.fonts.check('16px Lobster'),
            faces: [...document.fonts]
              .filter((face) => face.family.replace(/"/g, '') === 'Lobster')
              .map((face) => face.status),
          };
        });
        expect(loaded.check).toBe(true);
        expect(loaded.faces).toContain('loaded');
        expect([...hosts]).toEqual([new URL(baseUrl).origin]);
      } finally {
        await visitor.close();
      }
    } finally {
      await context.request.post(`${baseUrl}/api/config`, {
        data: { themeFont: null },
        headers: { 'X-CSRF-Token': csrf },
      });
      await context.request.delete(`${baseUrl}/api/fonts/${font.id}`, { headers: { 'X-CSRF-Token': csrf } });
    }
  });
});

describe('Medien: image templates', () => {
  it('renders the preview of an unsaved template on the server at its size, saves it and stores it as an image', async () => {
    const suffix = Date.now().toString(36);
    await page.goto('/backend/media/templates/new');
    await page.getByRole('heading', { level: 1, name: m.templates.newTemplate }).waitFor();
    const form = page.getByTestId('template-form');
    await form.getByRole('textbox', { name: m.templates.fields.name }).fill(`Story ${suffix}`);
    await form.getByRole('textbox', { name: m.templates.fields.identifier }).fill(`story-${suffix}`);
    await form.getByRole('textbox', { name: m.templates.fields.width }).fill('1080');
    await form.getByRole('textbox', { name: m.templates.fields.height }).fill('1080');
    await form.getByRole('textbox', { name: m.templates.fields.background }).fill('#ffe082');
    await page.getByRole('button', { name: m.templates.addText }).click();
    await form.getByRole('textbox', { name: m.templates.layer.text }).fill('Frische Kipferl');

    const preview = page.getByTestId('template-preview');
    await expect
      .poll(() => preview.evaluate((img: HTMLImageElement) => `${img.naturalWidth}×${img.naturalHeight}`), {
        timeout: 15_000,
      })
      .toBe('1080×1080');
    await expectAxeClean();

    await page.getByRole('button', { name: 'Speichern', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: m.templates.editTemplate(`Story ${suffix}`) }).waitFor();
    await page.getByRole('button', { name: m.templates.saveAsImage }).click();
    await page.getByText(m.templates.savedAsImage).waitFor();
    const images = await context.request.get(`${baseUrl}/api/images?search=${encodeURIComponent(`Story ${suffix}`)}`);
    const stored = ((await images.json()) as { data: { id: number; version: number; extension: string }[] }).data;
    expect(stored).toHaveLength(1);
    const file = await context.request.get(`${baseUrl}/image/large/${stored[0]?.id}-${stored[0]?.version}.png`);
    expect(file.status()).toBe(200);
    expect((await sharp(await file.body()).metadata()).width).toBe(1080);
  });
});

describe('Medien: employees', () => {
  it('shows an employee no Medien and the API refuses their writes (403)', async () => {
    const employee = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    try {
      const token = await signIn(employee, 'filiale', 'demo-filiale');
      const staffPage = await employee.newPage();
      await staffPage.goto('/backend/media');
      await staffPage.getByText(m.adminOnly).waitFor();
      expect(await staffPage.getByRole('link', { name: m.nav, exact: true }).count()).toBe(0);
      for (const [path, data] of [
        ['/api/fonts', { data: 'data:font/woff2;base64,d09GMg==' }],
        ['/api/images', { data: 'data:image/png;base64,iVBORw0KGgo=', alt: 'x' }],
      ] as const) {
        const refused = await employee.request.post(`${baseUrl}${path}`, { data, headers: { 'X-CSRF-Token': token } });
        expect(refused.status(), path).toBe(403);
      }
    } finally {
      await employee.close();
    }
  });
});
