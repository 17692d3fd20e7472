import { cmsPagesMessages, contactFormMessages, layoutMessages } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';

// Issue 14: CMS pages (every site type and section of the demo data), legal pages from the config, drafts, 404/500,
// the 3D tour after cookie consent, rich text and links that never run script, the contact form with two files.

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let pageErrors: string[];
let dialogs: string[];

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGM4o6SEFTEMLQkAvM5EAT6yk8sAAAAASUVORK5CYII=',
  'base64',
);
const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

beforeAll(async () => {
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  context = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT', viewport: { width: 390, height: 844 } });
  page = await context.newPage();
  pageErrors = [];
  dialogs = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
});

afterEach(async () => {
  await context?.close();
});

async function expectAccessible(): Promise<void> {
  expect(await seriousViolations(page)).toEqual([]);
}

async function expectNoSidewaysScroll(): Promise<void> {
  const widths = await page.evaluate(() => [document.documentElement.scrollWidth, window.innerWidth]);
  expect(widths[0]).toBeLessThanOrEqual(widths[1] ?? 0);
}

/** Signs the context in as the demo admin; answers the CSRF token for writes through `context.request`. */
async function signInAdmin(target: BrowserContext): Promise<string> {
  const response = await target.request.post(`${baseUrl}/api/login`, {
    data: { username: 'admin', password: 'demo-admin' },
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: { csrfToken: string } }).data.csrfToken;
}

describe('CMS pages', () => {
  it('server-renders a site with its meta; a draft and an unknown path answer 404, for the public', async () => {
    const home = await fetch(`${baseUrl}/startseite`);
    expect(home.status).toBe(200);
    const html = await home.text();
    expect(html).toMatch(/<title>Bäckerei Morgenrot – Brot mit Zeit - [^<]+<\/title>/);
    expect(html).toContain('<meta name="description" content="Natursauerteig, regionales Getreide');
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/127\.0\.0\.1:\d+\/startseite"\/>/);
    expect(html).toContain('<meta property="og:title"');
    expect(html).toContain('<meta name="twitter:title"');
    expect(html).toContain('data-section="hero"');

    for (const path of ['/weihnachten-2026', '/gibt-es-nicht/auch/nicht']) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(404);
      const body = await response.text();
      expect(body, path).toContain(layoutMessages.notFoundTitle);
      expect(body, path).toContain(layoutMessages.notFoundText);
      expect(body, path).not.toContain('Weihnachtsbäckerei');
    }
    await page.goto('/weihnachten-2026');
    await page.getByRole('heading', { name: layoutMessages.notFoundTitle }).waitFor();
    expect(await page.getByText(layoutMessages.draft).count()).toBe(0);
    await expectAccessible();
  });

  it('shows a draft to staff, marked as draft', async () => {
    await signInAdmin(context);
    await page.goto('/weihnachten-2026');
    await page.getByRole('heading', { name: 'Weihnachtsbäckerei' }).waitFor();
    await expect(page.getByText(layoutMessages.draft, { exact: true }).isVisible()).resolves.toBe(true);
  });

  it('renders every custom_home section; the 3D tour only after cookie consent, with &title=0', async () => {
    await page.goto('/startseite');
    const sections = await page
      .locator('main [data-section]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section')));
    expect(sections).toEqual([
      'hero',
      'threeColumns',
      'slider',
      'parallax',
      'teaser',
      'offers',
      'iframe',
      'links',
      'shopTeaser',
    ]);
    await page.getByRole('heading', { level: 1, name: 'Brot mit Zeit' }).waitFor();
    expect(await page.getByRole('link', { name: cmsPagesMessages.scrollDown }).getAttribute('href')).toBe(
      '#abschnitt-2',
    );
    // Slider: images, arrows that move it.
    const track = page.locator('[data-section="slider"] ul');
    expect(await track.locator('img').count()).toBe(4);
    const before = await track.evaluate((node) => node.scrollLeft);
    await page.getByRole('button', { name: cmsPagesMessages.sliderNext }).click();
    // A tap before the page is hydrated is replayed once it is (early-taps.ts): the slider moves then.
    await expect.poll(() => track.evaluate((node) => node.scrollLeft), { timeout: 10_000 }).toBeGreaterThan(before);
    // Responsive images of §3.
    expect(await page.locator('[data-section="threeColumns"] img').first().getAttribute('srcset')).toMatch(
      /\/image\/small\/\d+-1\.jpg 640w, \/image\/medium\/\d+-1\.jpg 1280w, \/image\/large\/\d+-1\.jpg 1920w/,
    );
    // Teaser image opens the lightbox; Escape closes it.
    await page.locator('[data-section="teaser"]').getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    // Offers: the file with its preview.
    const offer = page.locator('[data-section="offers"] a').first();
    expect(await offer.getAttribute('href')).toMatch(/^\/upload\/[\w-]+\/1-1\.pdf$/);
    expect(await offer.locator('img').getAttribute('src')).toMatch(/^\/upload\/[\w-]+\/preview\/1-1\.jpg$/);
    // Shop teaser: 'Zum Shop' and product tiles to /shop?item={id}.
    const shopTeaser = page.locator('[data-section="shopTeaser"]');
    expect(await shopTeaser.getByRole('link', { name: layoutMessages.shopButton }).getAttribute('href')).toBe('/shop');
    const tiles = await shopTeaser
      .locator('li a')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(tiles).toEqual([
      '/shop?item=1',
      '/shop?item=8',
      '/shop?item=10',
      '/shop?item=14',
      '/shop?item=18',
      '/shop?item=22',
    ]);
    // Link section: each item shows its title and its link (issue 21.5); an external link opens in a new tab.
    const linkItems = await page
      .locator('[data-section="links"] li')
      .evaluateAll((items) =>
        items.map((item) => [item.querySelector('h3')?.textContent, item.querySelector('a')?.textContent]),
      );
    expect(linkItems).toEqual([
      ['Allergeninformation', 'Allergene'],
      ['Offene Stellen', 'Jobs'],
      ['Innung der Lebensmittelgewerbe', 'WKO'],
    ]);
    expect(await page.locator('[data-section="links"]').getByRole('link', { name: 'Jobs' }).getAttribute('href')).toBe(
      '/jobs',
    );
    expect(await page.locator('[data-section="links"]').getByRole('link', { name: 'WKO' }).getAttribute('target')).toBe(
      '_blank',
    );
    await expectNoSidewaysScroll();
    await expectAccessible();

    // No consent yet: no iframe, a note instead; after 'Akzeptieren' the tour appears with '&title=0'.
    const tour = page.locator('[data-section="iframe"]');
    expect(await tour.locator('iframe').count()).toBe(0);
    await tour.getByText(cmsPagesMessages.tourNeedsConsent).waitFor();
    await page.route('https://my.matterport.com/**', (route) => route.fulfill({ body: '<p>Tour</p>' }));
    await page.getByRole('button', { name: layoutMessages.cookieAccept }).click();
    expect(await tour.locator('iframe').getAttribute('src')).toBe(
      'https://my.matterport.com/show/?m=morgenrotDemo&title=0',
    );
    // With the consent cookie the server renders the iframe right away.
    const withConsent = await fetch(`${baseUrl}/startseite`, { headers: { Cookie: 'cookie-consent=true' } });
    expect(await withConsent.text()).toContain('src="https://my.matterport.com/show/?m=morgenrotDemo&amp;title=0"');
    expect(pageErrors).toEqual([]);
  });

  it('renders every custom_site section and the default rich-text page', async () => {
    await page.goto('/ueber-uns');
    const sections = await page
      .locator('main [data-section]')
      .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-section')));
    for (const type of ['heroSite', 'text', 'categories', 'parallax', 'partner', 'vacancies', 'contactForm']) {
      expect(sections, type).toContain(type);
    }
    const variants = await page.locator('[data-section="text"] > div').evaluateAll((nodes) => nodes.length);
    expect(variants).toBeGreaterThanOrEqual(3);
    const categories = page.locator('[data-section="categories"]');
    expect(await categories.getByRole('link', { name: layoutMessages.learnMore }).count()).toBeGreaterThan(0);
    await categories.getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    await page.keyboard.press('Escape');
    expect(
      await page.locator('[data-section="vacancies"]').getByRole('link', { name: layoutMessages.applyNow }).count(),
    ).toBeGreaterThan(0);
    await expectNoSidewaysScroll();
    await expectAccessible();

    await page.goto('/geschichte');
    expect(await page.locator('main article h1, main article h2').count()).toBeGreaterThan(0);
    expect(await page.title()).toMatch(/^Unsere Geschichte - /);
  });

  it('shows the legal pages from the config texts and 404 when a text is not set', async () => {
    const titles: Record<string, string> = {
      '/site/terms-and-conditions': layoutMessages.termsAndConditions,
      '/site/privacy': layoutMessages.privacy,
      '/site/imprint': layoutMessages.imprint,
      '/site/allergens': layoutMessages.allergens,
    };
    const config = (await (await fetch(`${baseUrl}/api/config`)).json()) as { data: Record<string, string | null> };
    for (const [path, title] of Object.entries(titles)) {
      const response = await fetch(`${baseUrl}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain(`<title>${title} - `);
    }
    await page.goto('/site/imprint');
    await page.getByRole('heading', { level: 1, name: 'Impressum' }).waitFor();
    await expectAccessible();

    const csrf = await signInAdmin(context);
    const write = (allergensText: string | null) =>
      context.request.post(`${baseUrl}/api/config`, {
        headers: { 'X-CSRF-Token': csrf },
        data: { allergensText },
      });
    expect((await write(null)).status()).toBe(200);
    try {
      await expect.poll(async () => (await fetch(`${baseUrl}/site/allergens`)).status).toBe(404);
    } finally {
      expect((await write(config.data.allergensText ?? null)).status()).toBe(200);
    }
  });

  it('never runs script from rich text or links stored through the admin API', async () => {
    const csrf = await signInAdmin(context);
    const payloads = [
      '<img src=x onerror="alert(1)">',
      '<script>alert(2)</script>',
      '<a href="javascript:alert(3)">Link A</a>',
      '<a href="JaVaScRiPt&colon;alert(4)">Link B</a>',
      '<svg onload="alert(5)"></svg>',
      '<iframe src="javascript:alert(6)"></iframe>',
      '<p onclick="alert(7)" style="background:url(javascript:alert(8))">Absatz</p>',
    ].join('');
    const created = await context.request.post(`${baseUrl}/api/sites`, {
      headers: { 'X-CSRF-Token': csrf },
      data: {
        path: 'xss-probe',
        type: 'custom_site',
        name: 'XSS-Probe',
        isPublic: true,
        content: {
          sections: [
            { type: 'text', title: '<script>alert(9)</script>', text: payloads },
            { type: 'categories', items: [{ title: 'Kategorie', text: payloads, link: { url: '/kontakt' } }] },
          ],
        },
      },
    });
    expect(created.status()).toBe(201);
    // A javascript: link in a link field is refused with a field error; nothing is stored.
    const refused = await context.request.post(`${baseUrl}/api/sites`, {
      headers: { 'X-CSRF-Token': csrf },
      data: {
        path: 'xss-link',
        type: 'custom_site',
        name: 'XSS-Link',
        isPublic: true,
        content: { sections: [{ type: 'vacancies', items: [{ title: 'X', link: { url: 'javascript:alert(10)' } }] }] },
      },
    });
    expect(refused.status()).toBe(422);
    expect((await fetch(`${baseUrl}/api/sites/by-path/xss-link`)).status).toBe(404);

    // A site type the storefront does not know: the 500 page, answered with HTTP 500.
    const unknownType = await context.request.post(`${baseUrl}/api/sites`, {
      headers: { 'X-CSRF-Token': csrf },
      data: { path: 'neuer-typ', type: 'custom_gallery', name: 'Galerie', isPublic: true, content: {} },
    });
    expect(unknownType.status()).toBe(201);
    const failing = await fetch(`${baseUrl}/neuer-typ`);
    expect(failing.status).toBe(500);
    const failingHtml = await failing.text();
    expect(failingHtml).toContain(layoutMessages.internalErrorTitle);
    expect(failingHtml).toContain(layoutMessages.internalErrorText);

    const anonymous = await newShopContext(browser, { baseURL: baseUrl, viewport: { width: 390, height: 844 } });
    const visitor = await anonymous.newPage();
    const alerts: string[] = [];
    visitor.on('dialog', (dialog) => {
      alerts.push(dialog.message());
      void dialog.dismiss();
    });
    await visitor.goto('/xss-probe');
    await visitor.getByText('Absatz').first().waitFor();
    // A link that lost its unsafe href is plain text: clicking it goes nowhere and runs nothing.
    await visitor.getByText('Link A').first().click();
    await visitor.waitForTimeout(300);
    const injected = await visitor.evaluate(() => ({
      scripts: document.querySelectorAll('main script').length,
      handlers: document.querySelectorAll('main [onerror], main [onclick], main [onload], main [style]').length,
      frames: document.querySelectorAll('main iframe, main svg[onload]').length,
      badLinks: [...document.querySelectorAll('main a')].filter((a) =>
        /^\s*javascript/i.test(a.getAttribute('href') ?? ''),
      ).length,
    }));
    expect(injected).toEqual({ scripts: 0, handlers: 0, frames: 0, badLinks: 0 });
    expect(alerts).toEqual([]);
    expect(await visitor.getByRole('heading', { name: '<script>alert(9)</script>' }).count()).toBe(1);
    await anonymous.close();
  });

  it('sends the contact form with two files; after a failure the form stays filled', async () => {
    // Pre-selected already in the server's HTML, before any script runs.
    const served = await (await page.request.get('/kontakt?anliegen=jobs')).text();
    expect(served).toMatch(/<option value="jobs" selected>/);
    await page.goto('/kontakt?anliegen=jobs');
    const form = page.locator('[data-section="contactForm"] form');
    expect(await form.getByLabel(/^Anliegen/).inputValue()).toBe('jobs');
    await expect(form.getByText('*').count()).resolves.toBeGreaterThanOrEqual(6);

    // A comment that is too short: a field error, nothing sent.
    await form.getByLabel(/^Vorname/).fill('Anna');
    await form.getByLabel(/^Nachname/).fill('Bäckerin');
    await form.getByLabel(/^E-Mail/).fill('anna@example.at');
    await form.getByLabel(/^Telefon/).fill('+43 664 1234567');
    await form.getByLabel(/^Nachricht/).fill('Zu kurz.');
    await form.getByLabel(/^Dateien/).setInputFiles([
      { name: 'lebenslauf.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'foto.png', mimeType: 'image/png', buffer: png },
    ]);
    await form.getByLabel(contactFormMessages.privacyLabel).check();
    await form.getByRole('button', { name: contactFormMessages.submit }).click();
    await form.locator('[aria-invalid="true"]').first().waitFor();
    expect(await form.locator('[aria-invalid="true"]').evaluateAll((nodes) => nodes.map((node) => node.id))).toEqual([
      expect.stringMatching(/-comment$/),
    ]);
    await expectAccessible();

    const comment = 'Ich bewerbe mich gerne als Bäckerin in Ihrer Backstube in Wien, ab sofort.';
    await form.getByLabel(/^Nachricht/).fill(comment);
    // The server fails once: the spec's message, everything typed stays.
    await page.route('**/api/custom/forms', (route) => route.fulfill({ status: 500, body: '' }), { times: 1 });
    await form.getByRole('button', { name: contactFormMessages.submit }).click();
    await form.getByRole('alert').getByText(contactFormMessages.failure).waitFor();
    expect(await form.getByLabel(/^Vorname/).inputValue()).toBe('Anna');
    expect(await form.getByLabel(/^Nachricht/).inputValue()).toBe(comment);

    // What the browser sends: multipart with both files under `upload` and the empty honeypot.
    await page.evaluate(() => {
      const send = window.fetch.bind(window);
      window.fetch = (input, init) => {
        if (init?.body instanceof FormData) {
          const entries = [...init.body.entries()].map(([name, value]) => [
            name,
            typeof value === 'string' ? value : value.name,
          ]);
          document.documentElement.dataset.sentForm = JSON.stringify(entries);
        }
        return send(input, init);
      };
    });
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/custom/forms'));
    await form.getByRole('button', { name: contactFormMessages.submit }).click();
    expect((await answer).status()).toBe(201);
    const sent = new Map<string, string[]>();
    const entries = JSON.parse((await page.evaluate(() => document.documentElement.dataset.sentForm)) ?? '[]') as [
      string,
      string,
    ][];
    for (const [name, value] of entries) sent.set(name, [...(sent.get(name) ?? []), value]);
    expect(sent.get('upload')).toEqual(['lebenslauf.pdf', 'foto.png']);
    expect(sent.get('subject')).toEqual(['jobs']);
    expect(sent.get('privacy')).toEqual(['true']);
    expect(sent.get('website')).toEqual(['']);
    await page
      .locator('[data-section="contactForm"] [role="status"]')
      .getByText(contactFormMessages.thankYouDefault)
      .waitFor();
    await expectAccessible();
  });
});
