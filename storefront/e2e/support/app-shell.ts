import type { Page } from 'playwright-core';

/**
 * The API renders /, /store/{identifier} and /shop on the server, with their data inline. Tests that change the
 * API answers the app receives (page.route on /api/...) call this first: the page at `url` is then served as the app
 * shell (no server markup, no payload), so the app renders in the browser and asks the API as before.
 */
export async function serveAppShell(page: Page, url: string): Promise<void> {
  await page.route(url, async (route) => {
    const response = await route.fetch();
    const shell = (await response.text()).replace(
      /<div id="root">[\s\S]*?<script type="application\/json" id="ssr-state">[\s\S]*?<\/script>/,
      '<div id="root"></div>',
    );
    await route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: shell });
  });
}
