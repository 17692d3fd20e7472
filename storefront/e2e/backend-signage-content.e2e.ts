import {
  backofficeFormsMessages as fm,
  signageBackofficeMessages as sb,
  signageContentMessages as sc,
  validationMessages as vm,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

/**
 * Back-office signage content (issue 29 point 5): a stream is built from catalog products, its slides reordered by
 * mouse and by keyboard and seen in the live preview (16:9 and 9:16, the branch's prices); a segment planned for
 * weekday breakfasts shows in the week plan; a scene binds its regions to the stream; bad input saves nothing;
 * employees see none of it. One browser, one page.
 */

const baseUrl = inject('baseUrl');
const t = sb.streams;
const s = sb.segments;
const c = sb.scenes;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let csrfToken = '';
const created: string[] = [];

interface ProductOnWire {
  id: number;
  name: string;
  price: string;
  isEnabled: boolean;
  isPublic: boolean;
  content: { scope: string };
}
interface StreamOnWire {
  id: number;
  name: string;
  slides: { type: string; productId?: number; duration?: number | null }[];
}
interface SegmentOnWire {
  id: number;
  streamId: number;
  weekdays: number[];
  fromTime: string | null;
  toTime: string | null;
}
interface SceneOnWire {
  id: number;
  path: string;
  layout: string;
  regions: { name: string; streamId: number }[];
}

async function read<T>(path: string): Promise<T> {
  const response = await context.request.get(`${baseUrl}${path}`);
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
}

/** The slide list's entries (what each slide shows), in order. */
const slideTargets = () => page.getByTestId('slide-list').getByTestId('slide-target').allTextContents();
const announcement = () => page.getByTestId('slide-announcement').textContent();
const focusedLabel = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');

/**
 * Adds a product slide through the 'Folie hinzufügen' panel (the type 'Produkt' is preselected): by its button, or
 * with a duration typed and Enter (which must add the slide, not save the stream).
 */
async function addProduct(name: string, seconds?: number): Promise<void> {
  const adder = page.getByTestId('slide-adder');
  const input = adder.getByRole('combobox', { name: new RegExp(`^${t.addTarget}`) });
  await input.fill(name);
  await page.getByRole('option', { name, exact: true }).click();
  if (seconds === undefined) {
    await adder.getByRole('button', { name: t.addSlide, exact: true }).click();
    return;
  }
  await adder.getByRole('textbox', { name: t.addDuration }).fill(String(seconds));
  await page.keyboard.press('Enter');
}

beforeAll(async () => {
  browser = await launchChromium();
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1400, height: 1100 },
  });
  const login = await context.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(login.status()).toBe(200);
  csrfToken = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
  page = await context.newPage();
});

afterAll(async () => {
  // What this file created goes again (scenes first: a stream a scene plays is not deleted).
  for (const path of created.reverse()) {
    const response = await context.request.delete(`${baseUrl}${path}`, { headers: { 'X-CSRF-Token': csrfToken } });
    expect(response.status(), `DELETE ${path}`).toBe(204);
  }
  await context?.close();
  await browser?.close();
});

describe('signage content', () => {
  it('builds a stream, reorders its slides by mouse and keyboard, previews it, plans it and binds it to a scene', async () => {
    const products = (await read<ProductOnWire[]>('/api/products?limit=1000')).filter(
      (product) => product.isEnabled && product.isPublic && product.content.scope === 'all',
    );
    const [a, b, d] = products;
    if (!a || !b || !d) throw new Error('the demo catalog has fewer than three products for every screen');

    await page.goto('/backend/signage/streams');
    await page.getByRole('heading', { level: 1, name: t.title }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: t.newStream }).click();
    await page.getByRole('heading', { level: 1, name: t.newStream }).waitFor();

    // Bad input saves nothing: a slide without its content is refused in the panel, a stream without a name too.
    await page.getByTestId('slide-adder').getByRole('button', { name: t.addSlide, exact: true }).click();
    await page.getByText(t.chooseTarget).waitFor();
    expect(await slideTargets()).toEqual([]);
    // The refused panel focuses its choice, whose list opens on focus (and hides the rest of the page from assistive
    // technology while it is open): Escape closes it, as a keyboard user would, before the stream is saved.
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByText(vm.blank).first().waitFor();
    expect(page.url()).toMatch(/\/signage\/streams\/new$/);

    await page.getByRole('textbox', { name: new RegExp(`^${t.name}`) }).fill('Frühstück E2E');
    await addProduct(a.name);
    await addProduct(b.name);
    await addProduct(d.name, 6);
    await expect.poll(slideTargets).toEqual([a.name, b.name, d.name]);
    await expect.poll(announcement).toBe(t.added(d.name, 3));
    expect(page.url()).toMatch(/\/signage\/streams\/new$/);
    expect(await seriousViolations(page)).toEqual([]);

    // The preview shows the first slide with the branch-less (regular) price, landscape 16:9.
    const preview = page.getByTestId('stream-preview');
    await expect.poll(() => page.getByTestId('preview-position').textContent()).toContain(t.previewPosition(1, 3));
    expect(await preview.getByText(a.name).count()).toBe(1);
    expect(await preview.getAttribute('data-orientation')).toBe('landscape');
    const wide = await preview.boundingBox();
    expect(wide && Math.round((wide.width / wide.height) * 9)).toBe(16);

    // Mouse: the third slide by its handle onto the top edge of the first.
    const rows = page.getByTestId('slide-list').getByTestId('sortable-item');
    const handle = await page
      .getByRole('button', { name: `Ziehen zum Verschieben: ${t.slideLabel(3, 'Produkt', d.name)}` })
      .boundingBox();
    const first = await rows.first().boundingBox();
    if (!handle || !first) throw new Error('slide list not laid out');
    await page.mouse.move(handle.x + handle.width / 2, handle.y + handle.height / 2);
    await page.mouse.down();
    await page.mouse.move(handle.x + 5, handle.y - 20, { steps: 5 });
    await page.mouse.move(first.x + 150, first.y + 3, { steps: 10 });
    await page.waitForTimeout(100);
    await page.mouse.up();
    await expect.poll(slideTargets).toEqual([d.name, a.name, b.name]);
    expect(await announcement()).toBe(t.moved(d.name, 1, 3));

    // Keyboard: the last slide's handle (→ from its row), Enter, ↑ to between the first two, Enter.
    await rows.nth(2).click({ position: { x: 250, y: 10 } });
    await page.keyboard.press('ArrowRight');
    expect(await focusedLabel()).toBe(`Ziehen zum Verschieben: ${t.slideLabel(3, 'Produkt', b.name)}`);
    await page.keyboard.press('Enter');
    const between = `Zwischen ${t.slideLabel(1, 'Produkt', d.name)} und ${t.slideLabel(2, 'Produkt', a.name)} einfügen`;
    for (let step = 0; step < 10 && (await focusedLabel()) !== between; step += 1) await page.keyboard.press('ArrowUp');
    expect(await focusedLabel()).toBe(between);
    await page.keyboard.press('Enter');
    await expect.poll(slideTargets).toEqual([d.name, b.name, a.name]);
    expect(await announcement()).toBe(t.moved(b.name, 2, 3));

    // The preview follows the edit at once (not saved yet), and in portrait it is 9:16.
    await expect.poll(() => preview.getByTestId('preview-slide').textContent()).toContain(d.name);
    expect(await page.getByTestId('preview-position').textContent()).toBe(
      `${t.previewPosition(1, 3)} · ${t.previewSeconds(6)}`,
    );
    await page.getByRole('button', { name: t.previewNext }).click();
    await expect.poll(() => preview.getByTestId('preview-slide').textContent()).toContain(b.name);
    await page.getByTestId('preview-device').selectOption({ label: t.previewPortrait });
    await expect.poll(() => preview.getAttribute('data-orientation')).toBe('portrait');
    const tall = await preview.boundingBox();
    expect(tall && Math.round((tall.height / tall.width) * 9)).toBe(16);

    await page.getByRole('button', { name: fm.save }).click();
    // Saved, the new stream's editor moves on to its own address.
    await page.getByRole('heading', { level: 1, name: t.editStream('Frühstück E2E') }).waitFor();
    const streamId = Number(page.url().split('/').pop());
    created.push(`/api/digital-signage-streams/${streamId}`);
    const stream = await read<StreamOnWire>(`/api/digital-signage-streams/${streamId}`);
    expect(stream.slides.map((slide) => [slide.productId, slide.duration])).toEqual([
      [d.id, 6],
      [b.id, null],
      [a.id, null],
    ]);

    // A segment: weekdays only, 06:00 to 10:30; it shows on Monday's column of the plan, not on Saturday's.
    await page.goto('/backend/signage/segmente/new');
    await page.getByRole('heading', { level: 1, name: s.newSegment }).waitFor();
    const form = page.getByTestId('segment-form');
    await form.getByRole('textbox', { name: new RegExp(`^${s.name}`) }).fill('Frühstück werktags E2E');
    await form
      .getByRole('button', { name: new RegExp(`${s.stream}`) })
      .first()
      .click();
    await page.getByRole('option', { name: 'Frühstück E2E', exact: true }).click();
    await form.getByRole('button', { name: new RegExp(s.weekdays) }).click();
    await page.getByRole('option', { name: 'Samstag' }).click();
    await page.getByRole('option', { name: 'Sonntag' }).click();
    await page.keyboard.press('Escape');
    await form.getByRole('group', { name: s.fromTime, exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type('0600');
    await form.getByRole('group', { name: s.toTime, exact: true }).getByRole('spinbutton').first().click();
    await page.keyboard.type('1030');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByRole('heading', { level: 1, name: s.editSegment('Frühstück werktags E2E') }).waitFor();
    const segmentId = Number(page.url().split('/').pop());
    created.push(`/api/digital-signage-segments/${segmentId}`);
    const segment = await read<SegmentOnWire>(`/api/digital-signage-segments/${segmentId}`);
    expect(segment).toMatchObject({ streamId, weekdays: [1, 2, 3, 4, 5], fromTime: '06:00', toTime: '10:30' });

    await page.goto('/backend/signage/segmente');
    await page.getByRole('heading', { level: 1, name: s.title }).waitFor();
    const entry = s.planEntry('Frühstück E2E', '06:00', '10:30', 0);
    await page.getByTestId('plan-day-1').getByRole('link', { name: entry }).waitFor();
    expect(await page.getByTestId('plan-day-5').getByRole('link', { name: entry }).count()).toBe(1);
    expect(await page.getByTestId('plan-day-6').getByRole('link', { name: entry }).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // One screen's plan shows what really plays there: its own segment of a higher priority (08:00–09:00) cuts the
    // weekday breakfast, which no longer shows whole from 06:00 to 10:30.
    const [screen] = await read<{ id: number; name: string }[]>('/api/digital-signage-devices?limit=1');
    if (!screen) throw new Error('no signage screen in the demo data');
    const own = await context.request.post(`${baseUrl}/api/digital-signage-segments`, {
      data: { name: 'Eigenes E2E', streamId, deviceId: screen.id, fromTime: '08:00', toTime: '09:00', priority: 1000 },
      headers: { 'X-CSRF-Token': csrfToken },
    });
    expect(own.status()).toBe(201);
    created.push(`/api/digital-signage-segments/${((await own.json()) as { data: { id: number } }).data.id}`);
    await page.goto('/backend/signage/segmente');
    await page.getByTestId('plan-scope').selectOption({ label: s.planDevice(screen.name) });
    const monday = page.getByTestId('plan-day-1');
    await monday.getByRole('link', { name: s.planEntry('Frühstück E2E', '08:00', '09:00', 1000) }).waitFor();
    expect(await monday.getByRole('link', { name: entry }).count()).toBe(0);

    // A scene: split layout, both regions bound to the stream.
    await page.goto('/backend/signage/szenen/new');
    await page.getByRole('heading', { level: 1, name: c.newScene }).waitFor();
    const sceneForm = page.getByTestId('scene-form');
    await sceneForm.getByRole('textbox', { name: new RegExp(`^${c.name}`) }).fill('Theke E2E');
    await sceneForm.getByRole('textbox', { name: new RegExp(`^${c.path}`) }).fill('theke-e2e');
    await sceneForm.getByRole('button', { name: new RegExp(c.layout) }).click();
    await page.getByRole('option', { name: sc.layoutSplit, exact: true }).click();
    for (const region of [sc.regionMain, sc.regionSide]) {
      await sceneForm.getByRole('button', { name: new RegExp(c.regionStream(region)) }).click();
      await page.getByRole('option', { name: 'Frühstück E2E', exact: true }).click();
    }
    await expect
      .poll(() => page.getByTestId('scene-layout').getAttribute('aria-label'))
      .toBe(`${c.layoutPreview}: ${sc.regionMain} – Frühstück E2E, ${sc.regionSide} – Frühstück E2E`);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: fm.save }).click();
    await page.getByRole('heading', { level: 1, name: c.editScene('Theke E2E') }).waitFor();
    const sceneId = Number(page.url().split('/').pop());
    created.push(`/api/scenes/${sceneId}`);
    const scene = await read<SceneOnWire>(`/api/scenes/${sceneId}`);
    expect(scene).toMatchObject({
      path: 'theke-e2e',
      layout: 'split',
      regions: [
        { name: 'main', streamId },
        { name: 'side', streamId },
      ],
    });

    // The navigation's 'Digital Signage' group names the three screens.
    for (const label of [sb.nav.streams, sb.nav.segments, sb.nav.scenes]) {
      expect(await page.getByRole('link', { name: label, exact: true }).count()).toBe(1);
    }
  });

  it('shows employees no signage content screens; opened by address they read why', async () => {
    const employee = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
    const login = await employee.request.post(`${baseUrl}/api/login`, {
      data: { username: 'filiale', password: 'demo-filiale' },
    });
    expect(login.status()).toBe(200);
    const token = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
    const refused = await employee.request.post(`${baseUrl}/api/digital-signage-streams`, {
      headers: { 'X-CSRF-Token': token },
      data: { name: 'Nicht erlaubt', slides: [] },
    });
    expect(refused.status()).toBe(403);
    const view = await employee.newPage();
    await view.goto('/backend/signage/streams');
    await view.getByText(sb.adminOnly).waitFor();
    expect(await view.getByRole('link', { name: sb.nav.streams }).count()).toBe(0);
    expect(await view.getByRole('link', { name: sb.nav.scenes }).count()).toBe(0);
    expect(await view.getByRole('link', { name: sb.nav.segments }).count()).toBe(0);
    await employee.close();
  });
});
