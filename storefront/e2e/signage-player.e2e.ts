import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deskMessages, signagePlayerMessages as m } from '@bestell/domain';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// Plain ESM shared with scripts/start.mjs (typed by scripts/storefront-build.d.mts).
import { repoRoot, storefrontDist } from '../../scripts/storefront-build.mjs';
import { type RunningApi, startApi } from './support/api-server';
import { seriousViolations } from './support/axe';
import { launchChromium } from './support/browser';
import { asDevice, StaffApi } from './support/signage';

/**
 * The signage player (issue 29.4) in Chromium against its own API instance (the last test stops it: offline playing
 * after a really lost server). Pairing with the back-office's code; a price change on the screen within 5 s; the
 * partner screen with the reselling price and never a `branches` product; a disabled product leaving the loop;
 * commands (message, abort, identify, scene, reload) with their results; 1080p/4K in landscape and portrait without
 * overflow; the segment switch at 10:30 on both DST days with a pinned clock; memory over a sped-up day.
 */

let api: RunningApi;
let staff: StaffApi;
let browser: Browser;
let ownContext: BrowserContext;
let ownPage: Page;
const contexts: BrowserContext[] = [];
/** The screenshots of the four screen sizes (kept for a look after the run). */
let shotDir: string;

interface Product extends Record<string, unknown> {
  id: number;
  uid: string;
  price: string;
  isEnabled: boolean;
  content: { scope: string; resellingPrice: string | null } & Record<string, unknown>;
}
interface Device {
  id: number;
  command: { id: number; type: string; state: string } | null;
}

let productA: Product;
let productB: Product;
const ids = { own: 0, partner: 0, soak: 0, dst: 0, splitScene: 0, fullScene: 0, theke: 0, breakfast: 0, tickerMain: 0 };

const front = (page: Page) => page.locator('[data-region="main"] [data-state="front"]');
const frontSlideKey = (page: Page) => front(page).locator('[data-slide]').getAttribute('data-slide');

async function waitForText(page: Page, text: string | RegExp, timeout = 5000): Promise<number> {
  const started = Date.now();
  await front(page).getByText(text).first().waitFor({ timeout });
  return Date.now() - started;
}

/** A context whose screen holds a credential already (pairing over HTTP: the form is tested once, on the own screen). */
async function pairedContext(identifier: string, deviceId: number, viewport = { width: 1920, height: 1080 }) {
  const credential = await staff.pairOverHttp(deviceId);
  const context = await browser.newContext({ baseURL: api.baseUrl, viewport, serviceWorkers: 'block' });
  contexts.push(context);
  await context.addInitScript(
    ([key, value]) => {
      window.localStorage.setItem(key as string, value as string);
    },
    [`signage:${identifier}:credential`, credential],
  );
  return { context, credential };
}

beforeAll(async () => {
  shotDir = await mkdtemp(join(tmpdir(), 'signage-shots-'));
  api = await startApi({ repoRoot, storefrontDist });
  staff = await StaffApi.login(api.baseUrl);
  browser = await launchChromium();

  // Only this test's segments decide what plays.
  const segments = await staff.ok<{ id: number }[]>('GET', '/api/digital-signage-segments?limit=100');
  for (const segment of segments) await staff.ok('DELETE', `/api/digital-signage-segments/${segment.id}`);

  // Branch 1 an own branch (no identificationNumber), branch 2 stays a partner.
  await staff.update<Record<string, unknown>>('/api/branches/1', (branch) => ({
    ...branch,
    identificationNumber: null,
  }));
  const products = await staff.ok<Product[]>('GET', '/api/products?limit=100');
  const byUid = (uid: string) => products.find((product) => product.uid === uid) as Product;
  productA = await staff.update<Product>(`/api/products/${byUid('MR-0001').id}`, (product) => ({
    ...product,
    content: { ...product.content, resellingPrice: '7.25' },
  }));
  productB = await staff.update<Product>(`/api/products/${byUid('MR-0002').id}`, (product) => ({
    ...product,
    content: { ...product.content, scope: 'branches' },
  }));

  const stream = await staff.ok<{ id: number }>('POST', '/api/digital-signage-streams', {
    name: 'E2E Theke',
    slides: [
      { type: 'product', productId: productA.id, duration: 600 },
      { type: 'product', productId: productB.id, duration: 600 },
    ],
  });
  ids.theke = stream.id;
  const demoStreams = await staff.ok<{ id: number; name: string }[]>('GET', '/api/digital-signage-streams?limit=100');
  ids.breakfast = demoStreams.find((candidate) => candidate.name === 'Frühstück')?.id ?? 0;
  ids.fullScene = (
    await staff.ok<{ id: number }>('POST', '/api/scenes', {
      path: 'e2e-voll',
      name: 'E2E Vollbild',
      layout: 'full',
      regions: [{ name: 'main', streamId: stream.id }],
    })
  ).id;
  ids.splitScene = (
    await staff.ok<{ id: number }>('POST', '/api/scenes', {
      path: 'e2e-geteilt',
      name: 'E2E Geteilt',
      layout: 'split',
      regions: [
        { name: 'main', streamId: stream.id },
        { name: 'side', streamId: stream.id },
      ],
    })
  ).id;
  const device = (identifier: string, branchId: number, sceneId: number) =>
    staff.ok<{ id: number }>('POST', '/api/digital-signage-devices', {
      branchId,
      identifier,
      name: `Bildschirm ${identifier}`,
      sceneId,
    });
  ids.own = (await device('e2e-theke', 1, ids.fullScene)).id;
  ids.partner = (await device('e2e-partner', 2, ids.fullScene)).id;
  ids.dst = (await device('e2e-dst', 1, ids.fullScene)).id;
  // The soak screen plays the demo's scene with the price band (ticker layout).
  const scenes = await staff.ok<{ id: number; layout: string; regions: { name: string; streamId: number }[] }[]>(
    'GET',
    '/api/scenes?limit=100',
  );
  const tickerScene = scenes.find((scene) => scene.layout === 'ticker');
  if (!tickerScene) throw new Error('the demo data has no scene with a price band');
  ids.tickerMain = tickerScene.regions.find((region) => region.name === 'main')?.streamId ?? 0;
  ids.soak = (await device('e2e-dauer', 1, tickerScene.id)).id;

  // Breakfast until 10:30 on Sundays for the DST screen, every day for the soak screen.
  const breakfast = (deviceId: number, weekdays: number[]) =>
    staff.ok('POST', '/api/digital-signage-segments', {
      name: 'Frühstück bis 10:30',
      streamId: ids.breakfast,
      deviceId,
      weekdays,
      fromTime: '06:00',
      toTime: '10:30',
      priority: 5,
    });
  await breakfast(ids.dst, [7]);
  await breakfast(ids.soak, [1, 2, 3, 4, 5, 6, 7]);

  ownContext = await browser.newContext({ baseURL: api.baseUrl, viewport: { width: 1920, height: 1080 } });
  ownPage = await ownContext.newPage();
}, 240_000);

afterAll(async () => {
  for (const context of contexts) await context.close();
  await ownContext?.close();
  await browser?.close();
  await api?.stop();
});

describe('signage player', () => {
  it('pairs once with the code from the back-office (a wrong code is refused in German) and plays', async () => {
    await ownPage.goto('/signage/e2e-theke');
    await ownPage.getByRole('heading', { name: m.pairingTitle }).waitFor();
    expect(await ownPage.getByTestId('signage-identifier').textContent()).toBe('e2e-theke');
    expect(await seriousViolations(ownPage)).toEqual([]);

    await ownPage.getByLabel(m.code).fill('FALSCH22');
    await ownPage.getByRole('button', { name: m.pair }).click();
    await ownPage.getByRole('alert').getByText(deskMessages.invalidPairingCode).waitFor();

    // A code of another screen is refused (its credential is not kept).
    const other = await staff.ok<{ code: string }>('POST', `/api/digital-signage-devices/${ids.dst}/pair`, {});
    await ownPage.getByLabel(m.code).fill(other.code);
    await ownPage.getByRole('button', { name: m.pair }).click();
    await ownPage
      .getByRole('alert')
      .getByText(m.wrongDevice({ identifier: 'e2e-dst' }))
      .waitFor();
    expect(await ownPage.evaluate(() => localStorage.getItem('signage:e2e-theke:credential'))).toBeNull();

    const { code } = await staff.ok<{ code: string }>('POST', `/api/digital-signage-devices/${ids.own}/pair`, {});
    await ownPage.getByLabel(m.code).fill(code);
    await ownPage.getByRole('button', { name: m.pair }).click();
    await waitForText(ownPage, /5,90\s€/, 10_000);
    expect(await front(ownPage).getByRole('heading').textContent()).toBe('Morgenrot-Bauernbrot');
    expect(await ownPage.evaluate(() => Boolean(localStorage.getItem('signage:e2e-theke:credential')))).toBe(true);
    // The back-office learns what it plays at once (the first slide's heartbeat), not at the next 30 s heartbeat.
    const playing = async () => {
      const device = await staff.ok<{ nowPlaying: { regions: { slideTitle?: string | null }[] } | null }>(
        'GET',
        `/api/digital-signage-devices/${ids.own}`,
      );
      return device.nowPlaying?.regions.some((region) => region.slideTitle === 'Morgenrot-Bauernbrot') ?? false;
    };
    const reportDeadline = Date.now() + 5000;
    while (!(await playing()) && Date.now() < reportDeadline) await new Promise((r) => setTimeout(r, 200));
    expect(await playing()).toBe(true);
    // Unattended from now on: after a restart it plays without asking again.
    await ownPage.reload();
    await waitForText(ownPage, /5,90\s€/, 10_000);
    expect(await ownPage.getByLabel(m.code).count()).toBe(0);
  });

  it('shows a price change from the back-office within 5 s; a disabled product leaves the loop', async () => {
    const changed = await staff.update<Product>(`/api/products/${productA.id}`, (product) => ({
      ...product,
      price: '6.45',
    }));
    expect(changed.price).toBe('6.45');
    const took = await waitForText(ownPage, /6,45\s€/);
    expect(took).toBeLessThan(5000);

    await staff.update<Product>(`/api/products/${productA.id}`, (product) => ({ ...product, isEnabled: false }));
    await front(ownPage).getByRole('heading', { name: 'Roggenvollkornbrot' }).waitFor({ timeout: 5000 });
    await staff.update<Product>(`/api/products/${productA.id}`, (product) => ({ ...product, isEnabled: true }));
  });

  it('shows the reselling price on the partner screen and never a product scoped to own branches', async () => {
    const { context, credential } = await pairedContext('e2e-partner', ids.partner);
    const page = await context.newPage();
    await page.goto('/signage/e2e-partner');
    await waitForText(page, /7,25\s€/, 10_000);
    expect(await front(page).getByRole('heading').textContent()).toBe('Morgenrot-Bauernbrot');
    const program = await asDevice<{ streams: { slides: { productId?: number }[] }[] }>(
      api.baseUrl,
      credential,
      '/program',
    );
    const shown = program.streams.flatMap((stream) => stream.slides.map((slide) => slide.productId));
    expect(shown).toContain(productA.id);
    expect(shown).not.toContain(productB.id);
    // The loop holds the one product only: after its time it shows it again, never the other.
    expect(await page.locator(`[data-product="${productB.id}"]`).count()).toBe(0);
    // The own screen's program has it.
    const own = await ownPage.evaluate(() => localStorage.getItem('signage:e2e-theke:program') ?? '');
    expect(own).toContain(`"productId":${productB.id}`);

    // Pairing revoked in the back-office: the screen asks for a code again and forgets its program.
    await staff.ok('DELETE', `/api/digital-signage-devices/${ids.partner}/credential`);
    await page.getByRole('heading', { name: m.pairingTitle }).waitFor({ timeout: 10_000 });
    expect(await page.evaluate(() => localStorage.getItem('signage:e2e-partner:program'))).toBeNull();
    await context.close();
  });

  it('carries out commands within 2 s and reports them; an abort ends the message', async () => {
    const command = (body: unknown) =>
      staff.ok<Device>('POST', `/api/digital-signage-devices/${ids.own}/command`, { command: body });
    const device = () => staff.ok<Device>('GET', `/api/digital-signage-devices/${ids.own}`);

    // A message for a minute, aborted by staff: it disappears.
    let started = Date.now();
    await command({ type: 'message', text: 'Heute frische Krapfen!', seconds: 60 });
    await ownPage.getByTestId('signage-message').getByText('Heute frische Krapfen!').waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(2000);
    const aborted = await staff.ok<Device>('POST', `/api/digital-signage-devices/${ids.own}/command/abort`, {});
    expect(aborted.command?.state).toBe('aborted');
    await ownPage.getByTestId('signage-message').waitFor({ state: 'detached', timeout: 5000 });

    // A message for 1 s: shown, then gone and reported done.
    await command({ type: 'message', text: 'Kurz', seconds: 1 });
    await ownPage.getByTestId('signage-message').getByText('Kurz').waitFor({ timeout: 5000 });
    await ownPage.getByTestId('signage-message').waitFor({ state: 'detached', timeout: 5000 });
    await expect.poll(async () => (await device()).command?.state, { timeout: 5000 }).toBe('done');

    // Identify: the screen's own name.
    started = Date.now();
    await command({ type: 'identify' });
    await ownPage.getByTestId('signage-identify').getByText('Bildschirm e2e-theke').waitFor({ timeout: 5000 });
    expect(Date.now() - started).toBeLessThan(2000);
    await staff.ok('POST', `/api/digital-signage-devices/${ids.own}/command/abort`, {});
    await ownPage.getByTestId('signage-identify').waitFor({ state: 'detached', timeout: 5000 });

    // Switch scene: split layout, then back.
    await command({ type: 'scene', sceneId: ids.splitScene });
    await ownPage.locator('[data-layout="split"] [data-region="side"]').waitFor({ timeout: 5000 });
    await expect.poll(async () => (await device()).command?.state, { timeout: 5000 }).toBe('done');
    await command({ type: 'scene', sceneId: ids.fullScene });
    await ownPage.locator('[data-layout="full"]').waitFor({ timeout: 5000 });

    // Reload: the page loads again (a marker set before is gone) and reports done once.
    await ownPage.evaluate(() => {
      (window as Window & { beforeReload?: boolean }).beforeReload = true;
    });
    await command({ type: 'reload' });
    await ownPage.waitForFunction(() => !(window as Window & { beforeReload?: boolean }).beforeReload, null, {
      timeout: 10_000,
    });
    await expect.poll(async () => (await device()).command?.state, { timeout: 5000 }).toBe('done');
    await waitForText(ownPage, /6,45\s€/, 10_000);
  });

  it('fills 1080p and 4K screens in landscape and portrait without overflow', async () => {
    const sizes = [
      { width: 1920, height: 1080 },
      { width: 3840, height: 2160 },
      { width: 1080, height: 1920 },
      { width: 2160, height: 3840 },
    ];
    for (const size of sizes) {
      await ownPage.setViewportSize(size);
      await waitForText(ownPage, /6,45\s€/);
      const overflow = await ownPage.evaluate(() => {
        const fits = (element: Element | null) =>
          element !== null &&
          element.scrollWidth <= element.clientWidth &&
          element.scrollHeight <= element.clientHeight;
        const screen = document.querySelector('.signage-screen');
        const info = document.querySelector('[data-state="front"] .signage-product__info');
        const box = screen?.getBoundingClientRect();
        return {
          page:
            document.documentElement.scrollWidth > innerWidth || document.documentElement.scrollHeight > innerHeight,
          screenSize: box ? [Math.round(box.width), Math.round(box.height)] : null,
          info: !fits(info),
        };
      });
      expect(overflow).toEqual({ page: false, screenSize: [size.width, size.height], info: false });
      await ownPage.screenshot({ path: join(shotDir, `signage-${size.width}x${size.height}.png`) });
    }
    await ownPage.setViewportSize({ width: 1920, height: 1080 });
  });

  it.each([
    ['the spring DST Sunday', '2026-03-29T08:29:30Z'],
    ['the autumn DST Sunday', '2026-10-25T09:29:30Z'],
  ])(
    'switches from the breakfast stream to the day stream at 10:30 Vienna time on %s (pinned clock)',
    async (_day, at) => {
      const { context } = await pairedContext('e2e-dst', ids.dst);
      await context.clock.install({ time: new Date(at) });
      const page = await context.newPage();
      await page.goto('/signage/e2e-dst');
      await expect.poll(() => frontSlideKey(page), { timeout: 10_000 }).toMatch(new RegExp(`^${ids.breakfast}-`));
      await context.clock.runFor(25_000); // 10:29:55: still breakfast
      expect(await frontSlideKey(page)).toMatch(new RegExp(`^${ids.breakfast}-`));
      await context.clock.runFor(10_000); // 10:30:05
      await expect.poll(() => frontSlideKey(page), { timeout: 5000 }).toMatch(new RegExp(`^${ids.theke}-`));
      await context.close();
    },
  );

  it('keeps its memory flat over a day played at 10000× speed', async () => {
    const { context } = await pairedContext('e2e-dauer', ids.soak);
    const page = await context.newPage();
    const speed = 10_000;
    await page.goto(`/signage/e2e-dauer?speed=${speed}`);
    await front(page).locator('[data-slide]').waitFor({ timeout: 10_000 });
    const cdp: CDPSession = await context.newCDPSession(page);
    await cdp.send('Performance.enable');
    const shownSoFar = async () => Number(await page.locator('[data-region="main"]').getAttribute('data-shown'));
    /** After a full GC; the heap as the least of three readings (what is in flight at one moment varies). */
    const sample = async () => {
      const heaps: number[] = [];
      for (let reading = 0; reading < 3; reading += 1) {
        await cdp.send('HeapProfiler.collectGarbage');
        heaps.push((await cdp.send('Runtime.getHeapUsage')).usedSize);
        await page.waitForTimeout(100);
      }
      const { metrics } = await cdp.send('Performance.getMetrics');
      const metric = (name: string) => metrics.find((entry) => entry.name === name)?.value ?? 0;
      const shown = await shownSoFar();
      return { heap: Math.min(...heaps), nodes: metric('Nodes'), listeners: metric('JSEventListeners'), shown };
    };
    await page.waitForTimeout(2000); // warm up: both layers, the price band, the caches
    const start = await sample();
    const startedAt = Date.now();
    const seen = new Set<string>();
    while (Date.now() - startedAt < (24 * 3600_000) / speed) {
      const key = await frontSlideKey(page).catch(() => null);
      if (key) seen.add(key.split('-')[0] ?? '');
      await page.waitForTimeout(250);
    }
    const end = await sample();
    // Both streams played: breakfast until 10:30, the day stream after.
    expect([...seen].sort()).toEqual([String(ids.breakfast), String(ids.tickerMain)].sort());
    expect(await page.locator('[data-region="ticker"] li').count()).toBeGreaterThan(0);
    // Hundreds of slides faded in (each waits for its decode and a frame: about 400 here, not a day's 10 000) and
    // the heap after GC did not grow by 1 MB: less than ~5 KB kept per slide shown.
    const slides = end.shown - start.shown;
    expect(slides).toBeGreaterThan(200);
    expect(end.heap - start.heap).toBeLessThan(1_000_000);
    expect(end.nodes).toBeLessThan(start.nodes * 1.2 + 200);
    expect(end.listeners).toBeLessThanOrEqual(start.listeners + 20);
    console.info(
      `signage soak: ${slides} slides, heap ${start.heap} → ${end.heap} B, nodes ${start.nodes} → ${end.nodes}, listeners ${start.listeners} → ${end.listeners}`,
    );
    await context.close();
  }, 90_000);

  it('keeps playing from its cache after the API stopped, with the offline mark, also after a restart and a day', async () => {
    await waitForText(ownPage, /6,45\s€/);
    expect(await ownPage.getByTestId('signage-offline').count()).toBe(0);
    await api.stop();
    await ownPage.getByTestId('signage-offline').getByText(m.offline).waitFor({ timeout: 5000 });
    await waitForText(ownPage, /6,45\s€/);

    // A restart without network: the service worker answers the page, its files and the images; the program is stored.
    await ownPage.goto('/signage/e2e-theke?speed=40000');
    await ownPage.getByTestId('signage-offline').waitFor({ timeout: 10_000 });
    await front(ownPage).locator('[data-slide]').waitFor({ timeout: 10_000 });
    const startedAt = Date.now();
    const shown = new Set<string>();
    while (Date.now() - startedAt < 2500) {
      // 2.5 s at 40000×: more than a day
      const product = await front(ownPage)
        .locator('[data-product]')
        .getAttribute('data-product')
        .catch(() => null);
      if (product) shown.add(product);
      await ownPage.waitForTimeout(100);
    }
    expect([...shown].sort()).toEqual([String(productA.id), String(productB.id)].sort());
    const image = await front(ownPage)
      .locator('img')
      .evaluate((element) => (element as HTMLImageElement).naturalWidth);
    expect(image).toBeGreaterThan(0);
  });
});
