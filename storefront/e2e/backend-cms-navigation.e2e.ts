import {
  backofficeContentMessages as c,
  backofficeCmsMessages as cms,
  backofficeFormsMessages as fm,
  headerNavigationIdentifier,
  messages,
  redirectCheckMessages as rm,
  contentUsageMessages as um,
} from '@bestell/domain';
import type { APIRequestContext, Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office 'Inhalte' (issue 24 point 1): the header navigation reordered by drag and by keyboard → the shop's
 * header follows; a redirect works on the shop, a loop and a missing target are refused in German with nothing
 * saved; a block edited shows on a page using it; deleting a page a navigation leads to is refused in German and the
 * page stays; employees see none of it and the API refuses them.
 */

const baseUrl = inject('baseUrl');
const n = c.navigations;
const r = c.redirects;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let csrfToken = '';

interface NavigationOnWire {
  id: number;
  version: number;
  identifier: string;
  name: string;
  items: { label: string; children?: unknown[] }[];
}
interface Created {
  id: number;
  version: number;
}

async function signIn(target: BrowserContext, username = 'admin', password = 'demo-admin'): Promise<number> {
  const response = await target.request.post(`${baseUrl}/api/login`, { data: { username, password } });
  if (response.ok()) csrfToken = ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
  return response.status();
}

/** A staff write through the signed-in context (session cookie and CSRF token). */
async function write<T>(request: APIRequestContext, method: 'POST' | 'PUT' | 'DELETE', path: string, data?: unknown) {
  const response = await request.fetch(`${baseUrl}${path}`, {
    method,
    headers: { 'X-CSRF-Token': csrfToken },
    ...(data === undefined ? {} : { data }),
  });
  const text = await response.text();
  return { status: response.status(), body: (text ? JSON.parse(text) : null) as { data: T } };
}

async function read<T>(path: string): Promise<T> {
  const response = await context.request.get(`${baseUrl}${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

async function expectNoSeriousViolations(target: Page): Promise<void> {
  expect(await seriousViolations(target)).toEqual([]);
}

/** The tree's rows as 'level:label', in order. */
async function treeRows(): Promise<string[]> {
  return page
    .getByTestId('navigation-item')
    .evaluateAll((rows) =>
      rows.map(
        (row) => `${row.getAttribute('aria-level')}:${row.querySelector('[class*=label]')?.firstChild?.textContent}`,
      ),
    );
}

/** What the tree told screen readers last (the live region is visually hidden). */
const announcement = () => page.getByTestId('navigation-announcement').textContent();

/** The row of a tree item (its own row, not the rows of its children). */
const treeRow = (label: string) => page.getByRole('row', { name: label, exact: true });

let originalHeader: NavigationOnWire | null = null;

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  // The header navigation back as the seed had it: the other browser tests read it.
  if (originalHeader) {
    const restore = await newShopContext(browser, { baseURL: baseUrl });
    expect(await signIn(restore)).toBe(200);
    const current = await restore.request.get(`${baseUrl}/api/navigations/by-identifier/${headerNavigationIdentifier}`);
    const { version } = ((await current.json()) as { data: NavigationOnWire }).data;
    const { id, identifier, name, items } = originalHeader;
    const answer = await restore.request.put(`${baseUrl}/api/navigations/${id}`, {
      headers: { 'X-CSRF-Token': csrfToken, 'If-Match': String(version) },
      data: { identifier, name, items },
    });
    expect(answer.status()).toBe(200);
    await restore.close();
  }
  await browser?.close();
});

beforeEach(async () => {
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 1000 },
  });
  expect(await signIn(context)).toBe(200);
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('navigations', () => {
  it('reorders the header navigation by drag and by keyboard; after saving, the shop’s header follows', async () => {
    originalHeader = await read<NavigationOnWire>(`/api/navigations/by-identifier/${headerNavigationIdentifier}`);
    await page.goto('/backend/navigations');
    await page.getByRole('heading', { level: 1, name: n.title }).waitFor();
    await page.getByRole('link', { name: 'Hauptnavigation' }).waitFor();
    await expectNoSeriousViolations(page);
    // The filter by use (the Select's name is its value and its label).
    await page.getByRole('button', { name: new RegExp(` ${n.usage}$`) }).click();
    await page.getByRole('option', { name: n.footer, exact: true }).click();
    await page.getByRole('link', { name: 'Hauptnavigation' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: 'Fußzeile' }).waitFor();
    await page.getByRole('button', { name: new RegExp(` ${n.usage}$`) }).click();
    await page.getByRole('option', { name: n.allUsages, exact: true }).click();
    await page.getByRole('link', { name: 'Hauptnavigation' }).click();
    await page.getByRole('heading', { level: 1, name: n.edit('Hauptnavigation') }).waitFor();
    await page.getByTestId('navigation-tree').waitFor();
    expect((await treeRows()).filter((row) => row.startsWith('1:'))).toEqual([
      '1:Start',
      '1:Online bestellen',
      '1:Über uns',
      '1:Jobs',
      '1:Kontakt',
      '1:Weihnachten',
    ]);
    await expectNoSeriousViolations(page);

    // Drag by pointer: 'Kontakt' by its handle to the top edge of 'Start' (both in view: axe may have scrolled).
    await page.setViewportSize({ width: 1280, height: 1400 });
    await treeRow('Start').evaluate((row) => row.scrollIntoView({ block: 'start' }));
    const handle = await page.getByRole('button', { name: n.dragHandle('Kontakt') }).boundingBox();
    const start = await treeRow('Start').boundingBox();
    if (!handle || !start) throw new Error('tree not laid out');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 5, handle.y - 20, { steps: 5 });
    await page.mouse.move(start.x + 100, start.y + 3, { steps: 10 });
    await page.waitForTimeout(100);
    await page.mouse.up();
    await expect.poll(announcement).toBe(n.moved('Kontakt', 1, 6, null));

    // Drag by keyboard: choose 'Jobs', → to its handle, Enter, ↑ to the place between 'Kontakt' and 'Start', Enter.
    await treeRow('Jobs').click({ position: { x: 200, y: 10 } });
    await page.keyboard.press('ArrowRight');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(n.dragHandle('Jobs'));
    await page.keyboard.press('Enter');
    for (let step = 0; step < 20; step += 1) {
      const target = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
      if (target === 'Zwischen Kontakt und Start einfügen') break;
      await page.keyboard.press('ArrowUp');
    }
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Zwischen Kontakt und Start einfügen',
    );
    await page.keyboard.press('Enter');
    await expect.poll(announcement).toBe(n.moved('Jobs', 2, 6, null));
    expect((await treeRows()).filter((row) => row.startsWith('1:'))).toEqual([
      '1:Kontakt',
      '1:Jobs',
      '1:Start',
      '1:Online bestellen',
      '1:Über uns',
      '1:Weihnachten',
    ]);
    // Not saved yet: the shop still has the old order.
    const unsaved = await read<NavigationOnWire>(`/api/navigations/by-identifier/${headerNavigationIdentifier}`);
    expect(unsaved.items.map((item) => item.label)[0]).toBe('Start');

    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.saved).waitFor();
    const saved = await read<NavigationOnWire>(`/api/navigations/by-identifier/${headerNavigationIdentifier}`);
    expect(saved.items.map((item) => item.label)).toEqual([
      'Kontakt',
      'Jobs',
      'Start',
      'Online bestellen',
      'Über uns',
      'Weihnachten',
    ]);
    // Children kept their places.
    expect(saved.items[3]?.children).toHaveLength(3);

    // The shop's header (side menu) in a fresh visitor's browser.
    const visitor = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    const shop = await visitor.newPage();
    await shop.goto('/');
    await shop.getByRole('button', { name: messages.layout.menu, exact: true }).click();
    const menu = shop.getByRole('dialog', { name: messages.shop.mainNavigation });
    const list = menu.getByRole('navigation').locator(':scope > ul');
    await list.getByRole('link', { name: 'Kontakt', exact: true }).waitFor();
    const labels = await list.evaluate((element) =>
      [...element.children].map((item) => item.querySelector(':scope > a')?.textContent ?? ''),
    );
    expect(labels).toEqual(['Kontakt', 'Jobs', 'Start', 'Online bestellen', 'Über uns', messages.layout.toShop]);
    await visitor.close();
  });
});

describe('redirects', () => {
  it('a saved redirect works on the shop; a loop and a missing target are refused in German, nothing saved', async () => {
    await page.goto('/backend/redirects');
    await page.getByRole('heading', { level: 1, name: r.title }).waitFor();
    await expectNoSeriousViolations(page);

    await page.getByRole('link', { name: r.newEntry }).click();
    await page.getByRole('heading', { level: 1, name: r.newEntry }).waitFor();
    const form = page.getByTestId('redirect-form');
    await form.getByRole('textbox', { name: new RegExp(`^${r.path}`) }).fill('alt/team');
    await form.getByRole('textbox', { name: new RegExp(`^${r.target}`) }).fill('/ueber-uns');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByRole('heading', { level: 1, name: r.edit('alt/team') }).waitFor();
    const first = page.url().split('/').pop() ?? '';

    // The shop answers the old path with a permanent redirect to the page.
    const answer = await context.request.get(`${baseUrl}/alt/team`, { maxRedirects: 0 });
    expect(answer.status()).toBe(301);
    expect(answer.headers().location).toBe('/ueber-uns');
    const visitor = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    const shop = await visitor.newPage();
    await shop.goto('/alt/team');
    expect(new URL(shop.url()).pathname).toBe('/ueber-uns');
    await visitor.close();

    // A second redirect to the first is a chain (allowed); pointing the first back at it would be a loop.
    await page.goto('/backend/redirects/new');
    await form.getByRole('textbox', { name: new RegExp(`^${r.path}`) }).fill('alt/zurueck');
    await form.getByRole('textbox', { name: new RegExp(`^${r.target}`) }).fill('/alt/team');
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByRole('heading', { level: 1, name: r.edit('alt/zurueck') }).waitFor();

    await page.goto(`/backend/redirects/${first}`);
    const target = form.getByRole('textbox', { name: new RegExp(`^${r.target}`) });
    await target.fill('/alt/zurueck');
    await page.getByRole('button', { name: fm.save }).click();
    const loop = rm.loop(['/alt/team', '/alt/zurueck', '/alt/team']);
    await form.getByText(loop).waitFor();
    expect(await target.getAttribute('aria-invalid')).toBe('true');
    await expectNoSeriousViolations(page);
    const stored = await read<{ target: string }>('/api/redirects/by-path/alt/team');
    expect(stored.target).toBe('/ueber-uns');
    expect((await context.request.get(`${baseUrl}/alt/team`, { maxRedirects: 0 })).headers().location).toBe(
      '/ueber-uns',
    );

    // A target that does not exist.
    await page.goto('/backend/redirects/new');
    await form.getByRole('textbox', { name: new RegExp(`^${r.path}`) }).fill('alt/nirgends');
    await form.getByRole('textbox', { name: new RegExp(`^${r.target}`) }).fill('/gibt-es-nicht');
    await page.getByRole('button', { name: fm.save }).click();
    await form.getByText(rm.targetMissing).waitFor();
    const none = await context.request.get(`${baseUrl}/api/redirects/by-path/alt/nirgends`);
    expect(none.status()).toBe(404);

    // The list: searched by path and filtered by state through the API.
    await page.goto('/backend/redirects');
    await page.getByRole('link', { name: '/alt/team' }).waitFor();
    await page.getByRole('searchbox', { name: r.search }).fill('zurueck');
    await page.getByRole('link', { name: '/alt/team' }).waitFor({ state: 'detached' });
    await page.getByRole('link', { name: '/alt/zurueck' }).waitFor();
    await expectNoSeriousViolations(page);

    // Clean up: the shop's paths as they were.
    for (const path of ['alt/zurueck', 'alt/team']) {
      const row = await read<Created>(`/api/redirects/by-path/${path}`);
      expect((await write(context.request, 'DELETE', `/api/redirects/${row.id}`)).status).toBe(204);
    }
  });
});

describe('blocks and nodes', () => {
  it('a block edited in the back-office shows on a page that uses it', async () => {
    const block = await write<Created>(context.request, 'POST', '/api/blocks', {
      identifier: 'e2e-hinweis',
      name: 'E2E Hinweis',
      type: 'default',
      content: { title: 'Alter Titel', body: '<p>Alter Text</p>' },
    });
    expect(block.status).toBe(201);
    const site = await write<Created>(context.request, 'POST', '/api/sites', {
      path: 'e2e-mit-block',
      type: 'custom_site',
      name: 'Mit Block',
      isPublic: true,
      content: { sections: [{ type: 'block', blockId: block.body.data.id }] },
    });
    expect(site.status).toBe(201);

    await page.goto('/backend/blocks');
    await page.getByRole('heading', { level: 1, name: c.blocks.title }).waitFor();
    await page.getByRole('link', { name: 'E2E Hinweis' }).waitFor();
    await expectNoSeriousViolations(page);
    await page.getByRole('link', { name: 'E2E Hinweis' }).click();
    await page.getByRole('heading', { level: 1, name: c.blocks.edit('E2E Hinweis') }).waitFor();
    const form = page.getByTestId('blocks-form');
    await form.getByRole('textbox', { name: new RegExp(`^${c.entry.title}`) }).fill('Frisch gebacken');
    const body = form.locator('[contenteditable="true"]').first();
    await body.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('Neu: Kipferl ab 6 Uhr');
    await expectNoSeriousViolations(page);
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(fm.saved).waitFor();

    const visitor = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    const shop = await visitor.newPage();
    await shop.goto('/e2e-mit-block');
    const section = shop.locator('[data-section="block"]');
    await section.getByRole('heading', { name: 'Frisch gebacken' }).waitFor();
    expect(await section.textContent()).toContain('Neu: Kipferl ab 6 Uhr');
    expect(await section.textContent()).not.toContain('Alter Text');
    await visitor.close();

    expect((await write(context.request, 'DELETE', `/api/sites/${site.body.data.id}`)).status).toBe(204);
    expect((await write(context.request, 'DELETE', `/api/blocks/${block.body.data.id}`)).status).toBe(204);
  });

  it('the nodes list and a node’s editor', async () => {
    await page.goto('/backend/nodes');
    await page.getByRole('heading', { level: 1, name: c.nodes.title }).waitFor();
    await page.getByRole('link', { name: 'Startseiten-Teaser' }).click();
    await page.getByRole('heading', { level: 1, name: c.nodes.edit('Startseiten-Teaser') }).waitFor();
    const form = page.getByTestId('nodes-form');
    expect(await form.getByRole('textbox', { name: new RegExp(`^${c.entry.title}`) }).inputValue()).toBe(
      'Frisch aus dem Steinofen',
    );
    // A German field error from the schema, nothing saved.
    await form.getByRole('textbox', { name: new RegExp(`^${c.entry.identifier}`) }).fill('Kein Slug!');
    await page.getByRole('button', { name: fm.save }).click();
    await form.getByText(messages.validation.invalidValue).waitFor();
    await expectNoSeriousViolations(page);
    expect((await read<{ identifier: string }[]>('/api/nodes')).map((node) => node.identifier)).toContain(
      'home-teaser',
    );
  });
});

describe('references', () => {
  it('deleting a page a navigation leads to is refused with the German reason; the page stays', async () => {
    const site = await write<Created>(context.request, 'POST', '/api/sites', {
      path: 'e2e-verlinkt',
      type: 'default',
      name: 'E2E Verlinkt',
      isPublic: true,
      content: { body: '<p>Verlinkt</p>' },
    });
    expect(site.status).toBe(201);
    const menu = await write<Created>(context.request, 'POST', '/api/navigations', {
      identifier: 'e2e-verweise',
      name: 'E2E Verweise',
      items: [{ type: 'site', target: 'e2e-verlinkt', label: 'Zur Seite' }],
    });
    expect(menu.status).toBe(201);

    await page.goto(`/backend/sites/${site.body.data.id}`);
    await page.getByRole('heading', { level: 1, name: cms.editSite('E2E Verlinkt') }).waitFor();
    await page.getByRole('button', { name: cms.deleteSite, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: cms.deleteQuestion('E2E Verlinkt') });
    await dialog.getByRole('button', { name: cms.deleteSite, exact: true }).click();
    const refusal = page.getByTestId('delete-error');
    await refusal.waitFor();
    expect(await refusal.textContent()).toBe(um.siteUsed([um.navigationUser('E2E Verweise', ['Zur Seite'])]));
    await expectNoSeriousViolations(page);
    await page.getByRole('heading', { level: 1, name: cms.editSite('E2E Verlinkt') }).waitFor();
    expect((await read<{ path: string }>(`/api/sites/${site.body.data.id}`)).path).toBe('e2e-verlinkt');

    expect((await write(context.request, 'DELETE', `/api/navigations/${menu.body.data.id}`)).status).toBe(204);
    expect((await write(context.request, 'DELETE', `/api/sites/${site.body.data.id}`)).status).toBe(204);
  });
});

describe('roles', () => {
  it('an employee sees no CMS screens and the API refuses their writes', async () => {
    const employee = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    expect(await signIn(employee, 'filiale', 'demo-filiale')).toBe(200);
    const staffPage = await employee.newPage();
    await staffPage.goto('/backend/navigations');
    await staffPage.getByText(c.adminOnly).waitFor();
    expect(await staffPage.getByRole('link', { name: c.nav, exact: true }).count()).toBe(0);
    for (const [path, data] of [
      ['/api/redirects', { path: 'alt/mitarbeiter', target: '/ueber-uns' }],
      ['/api/blocks', { name: 'Von der Filiale', content: {} }],
      ['/api/navigations', { identifier: 'von-der-filiale', name: 'Filiale', items: [] }],
    ] as const) {
      expect((await write(employee.request, 'POST', path, data)).status, path).toBe(403);
    }
    await employee.close();
    // signIn above replaced the token: the admin signs in again for the tests after this one.
    expect(await signIn(context)).toBe(200);
  });
});
