import { type Branch, messages, orderLimitsMessages, readinessMessages, setupMessages } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { navigationFor, navigationGroupsFor } from '../src/backend/shell/navigation';
import { seriousViolations } from './support/axe';
import { StaffHttp, signInThroughForm } from './support/backend-staff';
import { launchChromium } from './support/browser';
import { fetchBranch, placeTakeawayOrder, takeawaySlot } from './support/orders';

const baseUrl = inject('baseUrl');
const m = messages.backofficeShell;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let linz: Branch;

/** The login that goes on to the orders board (without `?next=` an admin lands on the start page's checklist). */
const loginToBoard = `/backend/login?next=${encodeURIComponent('/backend/orders')}`;

const pathOf = (target: Page) => {
  const url = new URL(target.url());
  return `${url.pathname}${url.search}`;
};

beforeAll(async () => {
  browser = await launchChromium();
  linz = await fetchBranch(baseUrl, 'linz-landstrasse');
});

afterAll(async () => {
  await browser?.close();
});

beforeEach(async () => {
  context = await browser.newContext({ baseURL: baseUrl, locale: 'de-AT' });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('back-office sign-in', () => {
  it('sends a visitor of a deep link to /backend/login?next= and back there after signing in', async () => {
    await page.goto('/backend/orders/history?state=waiting');
    await page.waitForURL('**/backend/login?**');
    expect(pathOf(page)).toBe(`/backend/login?next=${encodeURIComponent('/backend/orders/history?state=waiting')}`);
    await signInThroughForm(page, 'admin', 'demo-admin');
    await page.waitForURL('**/backend/orders/history?state=waiting');
    await page.getByRole('navigation', { name: m.mainNavigation }).waitFor();
  });

  it('lands an admin on the start page while the checklist has open points, an employee on the board', async () => {
    // The demo runs on http://localhost: 'Öffentliche Adresse mit https' is open.
    await page.goto('/backend/login');
    await signInThroughForm(page, 'admin', 'demo-admin');
    await page.getByRole('heading', { level: 1, name: readinessMessages.heading }).waitFor();
    expect(pathOf(page)).toBe('/backend');
    expect(await page.getByTestId('readiness').locator('[data-ok="false"]').count()).toBeGreaterThan(0);
    const nav = page.getByRole('navigation', { name: m.mainNavigation });
    expect(await nav.getByRole('link', { name: readinessMessages.nav, exact: true }).getAttribute('aria-current')).toBe(
      'page',
    );
    await page.getByRole('button', { name: m.logout }).click();
    await page.waitForURL('**/backend/login');

    await signInThroughForm(page, 'filiale', 'demo-filiale');
    await page.waitForURL('**/backend/orders');
    await page.getByRole('heading', { level: 1, name: m.boardHeading }).waitFor();
  });

  it('answers a 401 of any later call with the login and comes back to the page afterwards', async () => {
    await page.goto(loginToBoard);
    await signInThroughForm(page, 'admin', 'demo-admin');
    await page.waitForURL('**/backend/orders');
    await page.locator('[data-testid="board-columns"][aria-busy="false"]').waitFor();
    // The history's list call answers 401 (as after a session timeout on the server).
    const history = /\/api\/orders\?/;
    await page.route(history, (route) =>
      route.fulfill({
        status: 401,
        json: { errors: [{ message: messages.auth.loginRequired, code: 'unauthorized' }] },
      }),
    );
    await page.getByRole('link', { name: m.nav.history, exact: true }).click();
    await page.waitForURL('**/backend/login?next=**');
    expect(pathOf(page)).toBe(`/backend/login?next=${encodeURIComponent('/backend/orders/history')}`);
    await page.unroute(history);
    await signInThroughForm(page, 'admin', 'demo-admin');
    await page.waitForURL('**/backend/orders/history');
  });

  it('sends a page whose session ended to the login on the next load', async () => {
    await page.goto(loginToBoard);
    await signInThroughForm(page, 'admin', 'demo-admin');
    await page.waitForURL('**/backend/orders');
    await context.clearCookies();
    await page.reload();
    await page.waitForURL('**/backend/login?next=**');
    expect(pathOf(page)).toBe(`/backend/login?next=${encodeURIComponent('/backend/orders')}`);
  });

  it('shows the German message of a wrong password and of a field left empty, and stays on the login', async () => {
    await page.goto('/backend/login');
    await signInThroughForm(page, 'admin', 'falsch');
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(messages.auth.invalidCredentials);
    expect(pathOf(page)).toBe('/backend/login');

    await page.getByLabel(m.username).fill('');
    await page.getByRole('button', { name: m.submitLogin }).click();
    await page.getByText(messages.validation.blank).first().waitFor();
    expect(await page.getByLabel(m.username).getAttribute('aria-invalid')).toBe('true');
  });

  it('shows the German message of an invalid login link', async () => {
    await page.goto('/backend/login/link/not-a-valid-token');
    const alert = page.getByTestId('login-error');
    await alert.waitFor();
    expect(await alert.textContent()).toBe(messages.auth.invalidLoginLink);
  });

  it('signs in with a login link an admin created and lands on the board', async () => {
    const admin = await StaffHttp.login(baseUrl);
    const token = await admin.createLoginLink(2);
    await page.goto(`/backend/login/link/${token}`);
    await page.waitForURL('**/backend/orders');
    await page.getByText(m.signedInAs({ name: 'Lukas Gruber' })).waitFor();
  });

  it('logs out with Abmelden', async () => {
    await page.goto('/backend/login');
    await signInThroughForm(page, 'admin', 'demo-admin');
    await page.getByRole('button', { name: m.logout }).click();
    await page.waitForURL('**/backend/login');
    await page.goto('/backend/orders');
    await page.waitForURL('**/backend/login?next=**');
  });

  it('has no serious or critical axe violations on the login', async () => {
    await page.goto('/backend/login');
    await page.getByRole('heading', { level: 1, name: m.loginTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});

describe('back-office layout and roles', () => {
  it('gives the admin every area, a skip link and a German not-found page for unknown paths', async () => {
    await page.goto('/backend/login?next=/backend/gibt-es-nicht');
    await signInThroughForm(page, 'admin', 'demo-admin');
    await page.waitForURL('**/backend/gibt-es-nicht');
    await page.getByRole('heading', { level: 1, name: m.notFoundTitle }).waitFor();
    const nav = page.getByRole('navigation', { name: m.mainNavigation });
    // every area of the admin's navigation (its entries are listed in shell/navigation.test.ts), in its groups: a
    // heading per group naming the list of the group's links
    expect(await nav.getByRole('link').allTextContents()).toEqual(
      navigationFor(['ROLE_ADMIN']).map((item) => item.label),
    );
    const groups = navigationGroupsFor(['ROLE_ADMIN']);
    expect(await nav.getByRole('heading', { level: 2 }).allTextContents()).toEqual(groups.map((group) => group.label));
    for (const group of groups) {
      expect(await nav.getByRole('list', { name: group.label }).getByRole('link').allTextContents()).toEqual(
        group.items.map((item) => item.label),
      );
    }
    // a side bar at 1280 px: beside the page, not rows of links above it (the page starts below the header and the
    // live bar of the order alerts)
    await page.screenshot({ path: '/tmp/nav-admin-1280.png' });
    const navBox = await nav.boundingBox();
    const mainBox = await page.getByRole('main').boundingBox();
    expect(navBox && mainBox && navBox.x + navBox.width <= mainBox.x).toBe(true);
    expect(mainBox?.y).toBeLessThan(150);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(m.skipToContent);
    // after a navigation the focus is on the new page's heading
    await page.getByRole('link', { name: m.notFoundBack }).click();
    await page.waitForURL('**/backend/orders');
    await page.waitForFunction((name) => document.activeElement?.textContent === name, m.boardHeading);
    // the shop's admin tools bar links to the dashboard: it opens the statistics
    await page.goto('/backend/dashboard');
    await page.waitForURL('**/backend/statistics');
  });

  it('folds the grouped navigation behind Menü on a phone and closes it after a followed link', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(loginToBoard);
    await signInThroughForm(page, 'admin', 'demo-admin');
    await page.waitForURL('**/backend/orders');
    await page.getByRole('heading', { level: 1, name: m.boardHeading }).waitFor();
    const nav = page.getByRole('navigation', { name: m.mainNavigation });
    const menu = page.getByRole('button', { name: m.openMenu });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    // the page starts right below the header (and the live bar), no list of links before it
    await page.screenshot({ path: '/tmp/nav-admin-390-closed.png' });
    expect((await page.getByRole('heading', { level: 1, name: m.boardHeading }).boundingBox())?.y).toBeLessThan(300);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await nav.getByRole('list', { name: m.navGroups.people }).waitFor();
    expect(await nav.getByRole('link', { name: m.nav.orders, exact: true }).getAttribute('aria-current')).toBe('page');
    await page.screenshot({ path: '/tmp/nav-admin-390-open.png', fullPage: true });
    expect(await seriousViolations(page)).toEqual([]);
    await nav.getByRole('link', { name: m.nav.users, exact: true }).click();
    await page.waitForURL('**/backend/users');
    await page.getByRole('button', { name: m.openMenu, expanded: false }).waitFor();
    await nav.waitFor({ state: 'hidden' });
  });

  it("shows an employee only its branch's orders, no Benutzer, and refuses another branch's order", async () => {
    const admin = await StaffHttp.login(baseUrl);
    const placed = await placeTakeawayOrder(baseUrl, linz, takeawaySlot(linz, 30));
    const linzOrderId = await admin.orderIdOf(placed.uid);

    await page.goto('/backend/login');
    await signInThroughForm(page, 'filiale', 'demo-filiale');
    await page.waitForURL('**/backend/orders');
    const nav = page.getByRole('navigation', { name: m.mainNavigation });
    await nav.waitFor();
    const links = await nav.getByRole('link').allTextContents();
    expect(links).not.toContain(m.nav.users);
    expect(links).not.toContain(orderLimitsMessages.configNav);
    expect(links).not.toContain(readinessMessages.nav);
    expect(links).not.toContain(setupMessages.legal.nav);
    expect(links).toContain(m.nav.orders);
    // groups without an entry for the employee are left out
    const employeeGroups = navigationGroupsFor(['ROLE_EMPLOYEE']).map((group) => group.label);
    expect(employeeGroups).not.toContain(m.navGroups.content);
    expect(await nav.getByRole('heading', { level: 2 }).allTextContents()).toEqual(employeeGroups);
    await page.getByRole('heading', { level: 1, name: m.boardHeading }).waitFor();
    await page.getByText(m.columnWaiting).waitFor();
    expect(await page.locator(`[data-testid="order-card"][data-order-id="${linzOrderId}"]`).count()).toBe(0);
    // every card on the employee's board is of its own branch
    const own = new Set((await admin.currentOrders()).filter((o) => o.branchId === 1).map((o) => String(o.id)));
    for (const id of await page
      .getByTestId('order-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-order-id')))) {
      expect(own.has(id ?? '')).toBe(true);
    }

    // The orders routes answer 403 for another branch's order (docs/permissions.md); the detail shows the refusal
    // and nothing of the order.
    await page.goto(`/backend/orders/${linzOrderId}`);
    const refusal = page.getByRole('main').getByRole('alert');
    await refusal.waitFor();
    expect([messages.backofficeOrders.notFound, messages.auth.accessDenied]).toContain(await refusal.textContent());
    expect(await page.getByRole('main').textContent()).not.toContain('Maria Huber');
  });
});
