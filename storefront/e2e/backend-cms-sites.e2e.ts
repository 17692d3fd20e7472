import {
  backofficeCmsMessages as c,
  backofficeContentMessages as content,
  errorsMessages,
  backofficeCmsFieldsMessages as fields,
  backofficeFormsMessages as fm,
  messages,
} from '@bestell/domain';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office CMS sites (issue 24 point 1): the list with its filters; a home-page section changed in the editor
 * (live preview while typing) shows on the public page; a new draft is not public until it is published; German
 * field errors save nothing; sections reorder by keyboard; axe clean; an employee has no way in.
 */

const baseUrl = inject('baseUrl');
const v = messages.validation;
let browser: Browser;
let context: BrowserContext;
let page: Page;

interface Site {
  id: number;
  path: string;
  type: string;
  name: string;
  title: string | null;
  description: string | null;
  isPublic: boolean;
  content: { sections?: Record<string, unknown>[]; body?: string };
  version: number;
}

async function signIn(target: BrowserContext, username = 'admin', password = 'demo-admin'): Promise<string> {
  const response = await target.request.post(`${baseUrl}/api/login`, { data: { username, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

async function siteByPath(path: string): Promise<Site | null> {
  const response = await context.request.get(`${baseUrl}/api/sites?limit=1000`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Site[] }).data.find((site) => site.path === path) ?? null;
}

/** The public page as an anonymous visitor gets it from the server. */
async function publicPage(path: string): Promise<{ status: number; html: string }> {
  const response = await fetch(`${baseUrl}/${path}`);
  return { status: response.status, html: await response.text() };
}

const form = () => page.getByTestId('site-form');
const preview = () => page.getByTestId('site-preview');
const section = (type: string, nth = 0): Locator => form().locator(`[data-section-type="${type}"]`).nth(nth);

async function save(): Promise<void> {
  await page.getByRole('button', { name: fm.save }).click();
  await page.getByText(fm.saved).waitFor();
}

async function chooseOption(label: RegExp, option: string): Promise<void> {
  await form().getByRole('button', { name: label }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

let originalHome: Site | null = null;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  // The Startseite is shared with the other browser tests: its content goes back as it was.
  if (originalHome) {
    const restoreContext = await newShopContext(browser, { baseURL: baseUrl });
    const token = await signIn(restoreContext);
    const current = await restoreContext.request.get(`${baseUrl}/api/sites/${originalHome.id}`);
    const { version } = ((await current.json()) as { data: Site }).data;
    const { type, path, name, title, description, isPublic, content } = originalHome;
    const restored = await restoreContext.request.put(`${baseUrl}/api/sites/${originalHome.id}`, {
      data: { type, path, name, title, description, isPublic, content },
      headers: { 'X-CSRF-Token': token, 'If-Match': String(version) },
    });
    expect(restored.status()).toBe(200);
    await restoreContext.close();
  }
  await browser?.close();
});

beforeEach(async () => {
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1400, height: 1000 },
  });
  await signIn(context);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('back-office CMS sites', () => {
  it('lists the sites with type, path, title and draft/public, filters them and passes axe', async () => {
    await page.goto('/backend/sites');
    await page.getByRole('heading', { level: 1, name: c.title }).waitFor();
    const table = page.getByRole('table');
    await table.getByRole('link', { name: 'Startseite', exact: true }).waitFor();
    const draftRow = table.getByRole('row').filter({ hasText: 'Weihnachten 2026' });
    await expect.poll(() => draftRow.textContent()).toContain(c.draft);
    expect(await draftRow.textContent()).toContain('/weihnachten-2026');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: new RegExp(c.filterType) }).click();
    await page.getByRole('listbox').getByRole('option', { name: c.siteTypes.custom_home }).click();
    await expect.poll(() => table.getByRole('row').count()).toBe(2); // header + Startseite
    expect(await table.getByRole('link', { name: 'Startseite', exact: true }).count()).toBe(1);

    await page.getByRole('button', { name: new RegExp(c.filterType) }).click();
    await page.getByRole('listbox').getByRole('option', { name: c.allTypes }).click();
    await table.getByRole('link', { name: 'Über uns', exact: true }).waitFor();
    await page.getByRole('button', { name: new RegExp(c.filterState) }).click();
    await page.getByRole('listbox').getByRole('option', { name: c.draft, exact: true }).click();
    await expect
      .poll(() => table.getByRole('link', { name: 'Startseite', exact: true }).count(), { timeout: 10_000 })
      .toBe(0);
    expect(await table.getByRole('link', { name: 'Weihnachten 2026', exact: true }).count()).toBe(1);
    expect(await table.getByRole('link', { name: 'Über uns', exact: true }).count()).toBe(0);
  });

  it('a home-page section changed in the editor shows in the live preview and, saved, on the public page', async () => {
    originalHome = await siteByPath('startseite');
    expect(originalHome).not.toBeNull();
    await page.goto(`/backend/sites/${originalHome?.id}`);
    const hero = section('hero');
    const title = hero.getByRole('textbox', { name: c.sectionFields.title, exact: true });
    await title.waitFor();
    expect(await preview().getByRole('heading', { level: 1 }).textContent()).toBe('Brot mit Zeit');
    await title.fill('Frisch aus dem Holzofen');
    // The preview is the shop's own hero, following the input.
    await preview().getByRole('heading', { level: 1, name: 'Frisch aus dem Holzofen' }).waitFor();
    // The rich text of the hero through the WYSIWYG editor: bold via the toolbar.
    const editor = hero.getByRole('textbox', { name: c.sectionFields.text, exact: true });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('Täglich ab 6 Uhr ');
    await page.keyboard.press('ControlOrMeta+b');
    await page.keyboard.type('ofenfrisch');
    await preview().locator('strong', { hasText: 'ofenfrisch' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await save();

    const stored = await siteByPath('startseite');
    expect(stored?.content.sections?.[0]).toMatchObject({
      type: 'hero',
      title: 'Frisch aus dem Holzofen',
      text: '<p>Täglich ab 6 Uhr <strong>ofenfrisch</strong></p>',
    });
    await expect
      .poll(async () => (await publicPage('startseite')).html, { timeout: 15_000 })
      .toContain('Frisch aus dem Holzofen');
    const publicView = await context.newPage();
    await publicView.goto('/startseite');
    await publicView.getByRole('heading', { level: 1, name: 'Frisch aus dem Holzofen' }).waitFor();
    expect(await publicView.locator('[data-section="hero"] strong').textContent()).toBe('ofenfrisch');
  });

  it('image fields load nothing until the library picker opens; it asks within the API limit and picks an image', async () => {
    const token = await signIn(context);
    const alt = `Bibliothek ${Date.now().toString(36)}`;
    const png = await sharp({ create: { width: 8, height: 6, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer();
    const uploaded = await context.request.post(`${baseUrl}/api/images`, {
      data: { data: `data:image/png;base64,${png.toString('base64')}`, alt },
      headers: { 'X-CSRF-Token': token },
    });
    expect(uploaded.status()).toBe(201);
    const image = ((await uploaded.json()) as { data: { id: number; version: number } }).data;
    const asked: { url: string; status: number }[] = [];
    page.on('response', (response) => {
      if (new URL(response.url()).pathname === '/api/images')
        asked.push({ url: response.url(), status: response.status() });
    });
    const home = await siteByPath('startseite');
    await page.goto(`/backend/sites/${home?.id}`);
    const hero = section('hero');
    await hero.getByRole('textbox', { name: c.sectionFields.title, exact: true }).waitFor();
    await page.waitForTimeout(1000); // the page has settled: the other fields have loaded what they need
    expect(await page.getByText(errorsMessages.dataLoadFailed).count()).toBe(0);
    expect(asked).toEqual([]);
    const picker = hero.getByRole('combobox', { name: `${fields.fromLibrary} (${c.sectionFields.image})` });
    await picker.click();
    await picker.fill(alt);
    await page.getByRole('listbox').getByRole('option', { name: alt }).click();
    await hero.locator(`img[src*="/${image.id}-${image.version}."]`).first().waitFor();
    expect(asked.length).toBeGreaterThan(0);
    for (const call of asked) {
      expect(call.status, call.url).toBe(200);
      expect(Number(new URL(call.url).searchParams.get('limit')), call.url).toBeLessThanOrEqual(100);
    }
    expect(await page.getByText(errorsMessages.dataLoadFailed).count()).toBe(0);
  });

  it('reorders sections with the keyboard on the drag handle; the preview and the saved order follow', async () => {
    const home = await siteByPath('startseite');
    await page.goto(`/backend/sites/${home?.id}`);
    const types = async () =>
      form()
        .locator('[data-section-type]')
        .evaluateAll((items) => items.map((item) => item.getAttribute('data-section-type')));
    await section('hero').waitFor();
    const before = await types();
    expect(before.slice(0, 2)).toEqual(['hero', 'threeColumns']);
    const handle = section('hero').getByRole('button', {
      name: c.dragHandle(c.sectionLabel(1, c.sectionTypes.hero ?? '')),
    });
    await handle.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(types).toEqual([before[1], before[0], ...before.slice(2)]);
    // Focus stays on the moved section's handle, so a second key press moves it further.
    await page.keyboard.press('ArrowDown');
    await expect.poll(types).toEqual([before[1], before[2], before[0], ...before.slice(3)]);
    await page
      .getByRole('status')
      .or(page.locator('[aria-live="polite"]'))
      .filter({ hasText: c.moved(c.sectionTypes.hero ?? '', 3, before.length) })
      .first()
      .waitFor();
    await expect
      .poll(() =>
        preview()
          .locator('[data-section]')
          .evaluateAll((items) => items.map((i) => i.getAttribute('data-section'))),
      )
      .toEqual([before[1], before[2], 'hero', ...before.slice(3)].filter((type) => type !== null));
    await save();
    expect((await siteByPath('startseite'))?.content.sections?.map((entry) => entry.type)).toEqual([
      before[1],
      before[2],
      before[0],
      ...before.slice(3),
    ]);
  });

  it('a new site saved as a draft is not public; published, the public page shows its section', async () => {
    await page.goto('/backend/sites');
    await page.getByRole('link', { name: c.newSite }).click();
    await form().waitFor();
    await form()
      .getByRole('textbox', { name: new RegExp(`^${c.fields.name}`) })
      .fill('Sommerfest');
    await form()
      .getByRole('textbox', { name: new RegExp(`^${c.fields.path}`) })
      .fill('sommerfest-2026');
    await chooseOption(new RegExp(c.sectionType), c.sectionTypes.text ?? '');
    await form().getByRole('button', { name: c.addSection }).click();
    const text = section('text');
    await text.getByRole('textbox', { name: c.sectionFields.title, exact: true }).fill('Sommerfest am Hauptplatz');
    await preview().getByRole('heading', { name: 'Sommerfest am Hauptplatz' }).waitFor();
    expect(await preview().getByRole('note').textContent()).toContain(messages.layout.draft);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: fm.save }).click();
    // Saved, the new site's editor opens at its own address.
    await page.waitForURL(/\/backend\/sites\/\d+$/);
    await form().getByRole('switch', { name: c.fields.isPublic }).waitFor({ state: 'attached' });

    const draft = await siteByPath('sommerfest-2026');
    expect(draft).toMatchObject({ isPublic: false, type: 'custom_site', name: 'Sommerfest' });
    expect(draft?.content.sections).toEqual([{ type: 'text', title: 'Sommerfest am Hauptplatz' }]);
    expect((await publicPage('sommerfest-2026')).status).toBe(404);

    const publicSwitch = form().getByRole('switch', { name: c.fields.isPublic });
    // By keyboard: a forced click lands on whatever covers the visually hidden input's spot.
    await publicSwitch.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => publicSwitch.isChecked()).toBe(true);
    // 'Gespeichert.' of the first save may still show: the second save is awaited on the stored site itself.
    await page.getByRole('button', { name: fm.save }).click();
    await expect.poll(async () => (await siteByPath('sommerfest-2026'))?.isPublic, { timeout: 15_000 }).toBe(true);
    await expect.poll(async () => (await publicPage('sommerfest-2026')).status, { timeout: 15_000 }).toBe(200);
    expect((await publicPage('sommerfest-2026')).html).toContain('Sommerfest am Hauptplatz');
  });

  it('refuses bad input with German field errors and saves nothing', async () => {
    await page.goto('/backend/sites/new');
    await form().waitFor();
    await form()
      .getByRole('textbox', { name: new RegExp(`^${c.fields.path}`) })
      .fill('Mit Leerzeichen');
    await chooseOption(new RegExp(c.fields.type), c.siteTypes.custom_home ?? '');
    await chooseOption(new RegExp(c.sectionType), c.sectionTypes.iframe ?? '');
    await form().getByRole('button', { name: c.addSection }).click();
    await section('iframe').getByRole('textbox', { name: c.sectionFields.url }).fill('http://tour.example');
    await page.getByRole('button', { name: fm.save }).click();

    const field = (name: RegExp | string) => form().getByRole('textbox', { name });
    await expect.poll(() => field(new RegExp(`^${c.fields.name}`)).getAttribute('aria-invalid')).toBe('true');
    expect(await form().textContent()).toContain(v.blank);
    expect(await form().textContent()).toContain(v.invalidUrl);
    expect(await field(c.sectionFields.url).getAttribute('aria-invalid')).toBe('true');
    expect(await field(new RegExp(`^${c.fields.path}`)).getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByText(fm.formHasErrors).count()).toBeGreaterThan(0);
    expect(await siteByPath('mit leerzeichen')).toBeNull();
    expect(page.url()).toMatch(/\/backend\/sites\/new$/);

    // A path another site has: the API's own German message on the path field.
    await form()
      .getByRole('textbox', { name: new RegExp(`^${c.fields.name}`) })
      .fill('Doppelt');
    await form()
      .getByRole('textbox', { name: new RegExp(`^${c.fields.path}`) })
      .fill('kontakt');
    await section('iframe').getByRole('textbox', { name: c.sectionFields.url }).fill('https://tour.example/3d');
    await page.getByRole('button', { name: fm.save }).click();
    await expect.poll(() => field(new RegExp(`^${c.fields.path}`)).getAttribute('aria-invalid')).toBe('true');
    expect(await form().textContent()).toContain(v.notUnique);
    const contact = await siteByPath('kontakt');
    expect(contact?.name).toBe('Kontakt');
  });
});

describe('employee', () => {
  it('has no sites entry, no sites screen, and the API refuses their site writes', async () => {
    const employee = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    const token = await signIn(employee, 'filiale', 'demo-filiale');
    const view = await employee.newPage();
    await view.goto('/backend/sites');
    await view.getByText(content.adminOnly).waitFor();
    expect(await view.getByRole('link', { name: content.nav, exact: true }).count()).toBe(0);
    expect(await view.getByRole('link', { name: c.nav, exact: true }).count()).toBe(0);
    const home = await siteByPath('startseite');
    const write = await employee.request.put(`${baseUrl}/api/sites/${home?.id}`, {
      data: { path: 'startseite', type: 'custom_home', name: 'Übernommen', content: { sections: [] } },
      headers: { 'X-CSRF-Token': token },
    });
    expect(write.status()).toBe(403);
    const created = await employee.request.post(`${baseUrl}/api/sites`, {
      data: { path: 'von-filiale', type: 'default', name: 'Filiale', content: {} },
      headers: { 'X-CSRF-Token': token },
    });
    expect(created.status()).toBe(403);
    expect((await siteByPath('startseite'))?.name).toBe('Startseite');
    expect(await siteByPath('von-filiale')).toBeNull();
    await employee.close();
  });
});
