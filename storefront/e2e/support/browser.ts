import { type Browser, type BrowserContext, type BrowserContextOptions, chromium, type Page } from 'playwright-core';

// Debian's Chromium; these flags keep it offline and working in containers (docs: DESIGN.md gotchas).
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-quic',
      '--no-first-run',
      '--disable-sync',
    ],
  });
}

/**
 * True once the page can react: a server-rendered page (it carries #ssr-state) starts its app only after its first
 * view (api/src/resources/pages/deferred-modules.ts) and marks the end of hydration on <html>; other pages render in the browser.
 */
export async function untilAppStarted(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('ssr-state') || document.documentElement.dataset.hydrated === 'true',
  );
}

/**
 * A browser context whose pages wait, after every `goto` and `reload`, until the app has started: the tests click
 * right after a navigation, and a click on server markup before hydration would do nothing.
 */
export async function newShopContext(browser: Browser, options: BrowserContextOptions): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  context.on('page', (page) => {
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, gotoOptions) => {
      const response = await goto(url, gotoOptions);
      await untilAppStarted(page);
      return response;
    };
    page.reload = async (reloadOptions) => {
      const response = await reload(reloadOptions);
      await untilAppStarted(page);
      return response;
    };
  });
  return context;
}
