import {
  type Branch,
  backofficeOrdersMessages as bo,
  branchInputSchema,
  backofficeShellMessages as shell,
} from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { signInThroughForm } from './support/backend-staff';
import { launchChromium } from './support/browser';
import { fetchBranch, placeTakeawayOrder, takeawaySlot } from './support/orders';

/**
 * Issue 27 points 1 and 5: the kitchen display /backend/kitchen on a TV (1920×1080) and a tablet (1280×800) side by
 * side — both stay in step over the live feed; 'Fertig' by key and by touch, 'Zurück' within 30 s, the aggregated
 * view, the time-left colours with the browser's clock pinned; and the board's confirm dialog with its quick quotes.
 * Orders are Linz pre-orders (Linz takes them at any hour); the confirmed orders of earlier files are completed first.
 */

const baseUrl = inject('baseUrl');
const k = bo.kitchen;
let browser: Browser;
let context: BrowserContext;
let tv: Page;
let tablet: Page;
let linz: Branch;
let staff: Staff;

interface CurrentOrder {
  id: number;
  uid: string;
  ticketNumber: number;
  state: string;
  appointment: string;
  branch: { id: number };
}

/** The staff API as the back-office calls it (session cookie + CSRF token). */
class Staff {
  private constructor(
    private readonly cookie: string,
    private readonly csrf: string,
  ) {}

  static async login(): Promise<Staff> {
    const response = await fetch(`${baseUrl}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ username: 'admin', password: 'demo-admin' }),
    });
    const cookie = response.headers.getSetCookie().map((header) => header.split(';')[0] ?? '')[0] ?? '';
    const body = (await response.json()) as { data: { csrfToken: string } };
    return new Staff(cookie, body.data.csrfToken);
  }

  async current(): Promise<CurrentOrder[]> {
    const response = await fetch(`${baseUrl}/api/orders/current`, { headers: { Cookie: this.cookie } });
    return ((await response.json()) as { data: CurrentOrder[] }).data;
  }

  async order(id: number): Promise<CurrentOrder> {
    const response = await fetch(`${baseUrl}/api/orders/${id}`, { headers: { Cookie: this.cookie } });
    return ((await response.json()) as { data: CurrentOrder }).data;
  }

  /** PUT /api/branches/{id} with the branch as it is plus `changes` (the form's keys only). */
  async changeBranch(id: number, changes: Record<string, unknown>): Promise<void> {
    const read = await fetch(`${baseUrl}/api/branches/${id}`, { headers: { Cookie: this.cookie } });
    const branch = ((await read.json()) as { data: Record<string, unknown> }).data;
    const body = Object.fromEntries(Object.keys(branchInputSchema.shape).map((key) => [key, branch[key]]));
    const response = await fetch(`${baseUrl}/api/branches/${id}`, {
      method: 'PUT',
      headers: { Cookie: this.cookie, 'X-CSRF-Token': this.csrf, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...body, ...changes }),
    });
    if (!response.ok) throw new Error(`PUT /branches/${id}: HTTP ${response.status} ${await response.text()}`);
  }

  async post(path: string): Promise<void> {
    const response = await fetch(`${baseUrl}/api${path}`, {
      method: 'POST',
      headers: { Cookie: this.cookie, 'X-CSRF-Token': this.csrf },
    });
    if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${await response.text()}`);
  }
}

/** A Linz pre-order (2 Kaisersemmeln, 1 Morgenrot-Bauernbrot), confirmed unless `confirm` is false. */
async function linzOrder(confirm = true): Promise<CurrentOrder> {
  const placed = await placeTakeawayOrder(baseUrl, linz, takeawaySlot(linz, 30));
  const found = (await staff.current()).find((order) => order.uid === placed.uid);
  if (!found) throw new Error('placed order not current');
  await staff.post(`/orders/${found.id}/acknowledge`);
  if (confirm) await staff.post(`/orders/${found.id}/status/confirm`);
  return staff.order(found.id);
}

const ticket = (page: Page, id: number) => page.locator(`[data-testid="kitchen-tickets"] [data-order-id="${id}"]`);
const ticketIds = (page: Page) =>
  page
    .locator('[data-testid="kitchen-tickets"] > li')
    .evaluateAll((items) => items.map((item) => Number((item as HTMLElement).dataset.orderId)));

async function kitchenPage(viewport: { width: number; height: number }, at: number): Promise<Page> {
  const page = await context.newPage();
  await page.setViewportSize(viewport);
  // The display's clock, pinned: the time left is read against it (timers keep running).
  await page.clock.setFixedTime(at);
  await page.goto('/backend/kitchen');
  await page.getByRole('heading', { level: 1, name: k.heading }).waitFor();
  return page;
}

let a: CurrentOrder;
let b: CurrentOrder;
let c: CurrentOrder;
let due: number;

beforeAll(async () => {
  browser = await launchChromium();
  linz = await fetchBranch(baseUrl, 'linz-landstrasse');
  staff = await Staff.login();
  // Only this file's tickets on the display: what earlier files left confirmed or ready is completed.
  for (const order of await staff.current()) {
    if (order.state === 'confirmed' || order.state === 'in-delivery') {
      await staff.post(`/orders/${order.id}/status/completed`);
    }
  }
  a = await linzOrder();
  b = await linzOrder();
  c = await linzOrder();
  due = Date.parse(a.appointment);
  context = await browser.newContext({ baseURL: baseUrl, locale: 'de-AT' });
  // The back-office's branch choice: Linz.
  await context.addInitScript((id) => window.localStorage.setItem('bestell.backend.branch', String(id)), linz.id);
  const login = await context.newPage();
  await login.goto('/backend/login?next=%2Fbackend%2Forders');
  await signInThroughForm(login, 'admin', 'demo-admin');
  await login.getByRole('heading', { level: 1, name: shell.boardHeading }).waitFor();
  await login.close();
  // 5 minutes before the tickets are due: amber.
  tv = await kitchenPage({ width: 1920, height: 1080 }, due - 5 * 60_000);
  tablet = await kitchenPage({ width: 1280, height: 800 }, due - 5 * 60_000);
});

afterAll(async () => {
  await browser?.close();
});

describe('kitchen display /backend/kitchen', () => {
  it('shows the confirmed orders as tickets, due first, in large type, on a TV and a tablet', async () => {
    for (const page of [tv, tablet]) {
      await ticket(page, c.id).waitFor();
      expect(await ticketIds(page)).toEqual([a.id, b.id, c.id]);
      const first = ticket(page, a.id);
      expect(await first.getByRole('heading', { level: 2 }).textContent()).toBe(
        `1${k.ticket({ ticket: a.ticketNumber })}`,
      );
      expect(await first.getAttribute('data-tone')).toBe('soon');
      expect(await first.getByTestId('kitchen-time-left').textContent()).toContain(k.timeLeft({ minutes: 5 }));
      const itemSize = await first
        .getByRole('list', { name: bo.items })
        .locator('li')
        .first()
        .evaluate((item) => Number.parseFloat(getComputedStyle(item).fontSize));
      expect(itemSize).toBeGreaterThanOrEqual(24);
      expect(await first.getByRole('list', { name: bo.items }).textContent()).toContain('Kaisersemmel');
      // Nothing runs off the side (TV and 10" tablet).
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
      expect(await seriousViolations(page)).toEqual([]);
    }
  });

  it("key 1 marks the first ticket 'Fertig' on every screen; 'Zurück' brings it back", async () => {
    await tv.keyboard.press('1');
    await ticket(tablet, a.id).waitFor({ state: 'detached' });
    await ticket(tv, a.id).waitFor({ state: 'detached' });
    expect((await staff.order(a.id)).state).toBe('in-delivery');
    const undo = tv.getByRole('button', { name: k.undoFor({ ticket: a.ticketNumber }) });
    await undo.click();
    await ticket(tablet, a.id).waitFor();
    await ticket(tv, a.id).waitFor();
    expect((await staff.order(a.id)).state).toBe('confirmed');
    expect(await ticketIds(tablet)).toEqual([a.id, b.id, c.id]);
  });

  it("'Fertig' by touch on the tablet; its 'Zurück' is gone after 30 s", async () => {
    await ticket(tablet, b.id)
      .getByRole('button', { name: k.doneFor({ ticket: b.ticketNumber, key: '2' }) })
      .click();
    await ticket(tv, b.id).waitFor({ state: 'detached' });
    expect((await staff.order(b.id)).state).toBe('in-delivery');
    const undo = tablet.getByRole('button', { name: k.undoFor({ ticket: b.ticketNumber }) });
    await undo.waitFor();
    await tablet.clock.setFixedTime(due - 5 * 60_000 + 31_000);
    await undo.waitFor({ state: 'detached' });
    expect((await staff.order(b.id)).state).toBe('in-delivery');
  });

  it('sums the tickets in the aggregated view', async () => {
    await tv.getByRole('button', { name: k.viewTotals }).click();
    const totals = tv.getByTestId('kitchen-totals');
    await totals.waitFor();
    const time = new Intl.DateTimeFormat('de-AT', {
      timeZone: linz.timeZone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(due);
    // Tickets a and c are left: 2 + 2 Kaisersemmeln, 1 + 1 Bauernbrot.
    expect(await totals.locator('li').allTextContents()).toEqual(
      expect.arrayContaining([`4 × Kaisersemmel bis ${time}`, `2 × Morgenrot-Bauernbrot bis ${time}`]),
    );
    await tv.getByRole('button', { name: k.viewTickets }).click();
    await ticket(tv, a.id).waitFor();
  });

  it("auto-accept ('Automatisch bestätigen'): a new order comes onto the kitchen display with no one touching it", async () => {
    await staff.changeBranch(linz.id, { isAutoAcceptEnabled: true, autoAcceptMinutes: 20 });
    try {
      const placed = await placeTakeawayOrder(baseUrl, linz, takeawaySlot(linz, 30));
      const order = (await staff.current()).find((entry) => entry.uid === placed.uid);
      if (!order) throw new Error('placed order not current');
      expect(order.state).toBe('confirmed');
      await ticket(tablet, order.id).waitFor();
      await ticket(tv, order.id).waitFor();
    } finally {
      await staff.changeBranch(linz.id, { isAutoAcceptEnabled: false });
    }
  });

  it('turns red once the due time has passed and green with time to spare', async () => {
    await tv.clock.setFixedTime(due + 2 * 60_000);
    await tv.locator(`[data-order-id="${a.id}"][data-tone="late"]`).waitFor();
    expect(await ticket(tv, a.id).getByTestId('kitchen-time-left').textContent()).toContain(
      k.timeLeft({ minutes: -2 }),
    );
    await tv.clock.setFixedTime(due - 60 * 60_000);
    await tv.locator(`[data-order-id="${a.id}"][data-tone="ok"]`).waitFor();
  });
});

describe("the board's confirm dialog (quick quote)", () => {
  it("offers the branch's usual times; 'in 45 Min.' confirms due in 45 minutes (never earlier than asked for)", async () => {
    const waiting = await linzOrder(false);
    const board = tablet;
    await board.clock.setFixedTime(Date.now());
    await board.goto('/backend/orders');
    // The card's own button (ticket numbers repeat over days and branches).
    await board
      .locator('li', { has: board.locator(`[data-order-id="${waiting.id}"]`) })
      .getByRole('button', { name: shell.confirmFor({ ticket: waiting.ticketNumber }) })
      .click();
    const dialog = board.getByRole('alertdialog');
    // The dialog is loaded on first use: wait for its buttons before reading them.
    await dialog
      .getByRole('button', { name: /^Bestätigen: fertig in/ })
      .first()
      .waitFor();
    expect(await dialog.getByRole('button', { name: /^Bestätigen: fertig in/ }).allTextContents()).toEqual(
      linz.quickQuoteMinutes.map((minutes) => bo.quickQuote({ minutes })),
    );
    expect(await seriousViolations(board)).toEqual([]);
    const sent = board.waitForRequest((request) => request.url().endsWith(`/api/orders/${waiting.id}/status/confirm`));
    const clickedAt = Date.now();
    await dialog.getByRole('button', { name: /^Bestätigen: fertig in 45 Min\./ }).click();
    expect((await sent).postDataJSON()).toEqual({ readyInMinutes: 45 });
    await dialog.waitFor({ state: 'detached' });
    const confirmed = await staff.order(waiting.id);
    expect(confirmed.state).toBe('confirmed');
    const expected = Math.max(Date.parse(waiting.appointment), clickedAt + 45 * 60_000);
    expect(Math.abs(Date.parse(confirmed.appointment) - expected)).toBeLessThan(15_000);
  });
});
