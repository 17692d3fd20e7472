import { type Branch, messages } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';
import { fetchBranch, type PlacedOrder, placeTakeawayOrder, StaffSession, takeawaySlot } from './support/orders';

// Back-office order detail and history (issue 12 points 3 and 4) against the real API with the demo data.
const baseUrl = inject('baseUrl');
const m = messages.backofficeOrders;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let linz: Branch;
let staff: StaffSession;

async function newOrder(): Promise<PlacedOrder & { id: number }> {
  const order = await placeTakeawayOrder(baseUrl, linz, takeawaySlot(linz, 30));
  return { ...order, id: await staff.orderId(order.uid) };
}

/** An order of a customer with the given last name (the history search finds it by that name). */
async function orderOf(lastName: string): Promise<void> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Test',
      lastName,
      email: 'history@example.at',
      phone: '+436641234567',
      paymentMethod: 'cash',
      notificationType: 'email',
      legalInstructions: true,
      privacyPolicy: true,
      branch: linz.id,
      isDelivery: false,
      isDineIn: false,
      appointmentDate: takeawaySlot(linz, 30),
      items: [{ product: 8, amount: '1', unit: 'Stk.', parts: [] }],
    }),
  });
  if (!response.ok) throw new Error(`POST /api/orders: ${response.status} ${await response.text()}`);
}

/** Signs the browser context in as the demo admin (the session cookie is the browser's). */
async function signIn(): Promise<void> {
  const response = await context.request.post('/api/login', { data: { username: 'admin', password: 'demo-admin' } });
  expect(response.status()).toBe(200);
}

async function openDetail(id: number): Promise<void> {
  await page.goto(`/backend/orders/${id}`);
  await page.getByTestId('order-detail').waitFor();
}

const stateOf = () => page.getByTestId('order-detail').getAttribute('data-state');
const button = (name: string) => page.getByTestId('order-status-actions').getByRole('button', { name, exact: true });

async function until(check: () => Promise<boolean>, what: string, timeout = 10_000): Promise<void> {
  const end = Date.now() + timeout;
  while (Date.now() < end) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out: ${what}`);
}

beforeAll(async () => {
  browser = await launchChromium();
  linz = await fetchBranch(baseUrl, 'linz-landstrasse');
  staff = await StaffSession.login(baseUrl);
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
  page = await context.newPage();
  await signIn();
});

afterEach(async () => {
  await context?.close();
});

describe('order detail /backend/orders/:id', () => {
  it('shows the order, acknowledges it on opening and confirms it: the status page shows it confirmed', async () => {
    const order = await newOrder();
    await openDetail(order.id);
    const detail = page.getByTestId('order-detail');
    expect(await detail.textContent()).toContain('Maria Huber');
    expect(await page.getByRole('link', { name: '+436641234567' }).getAttribute('href')).toBe('tel:+436641234567');
    expect(await page.getByTestId('order-item').count()).toBe(2);
    // only what the state machine allows while waiting
    for (const name of [m.actionConfirm, m.actionReject, m.actionCancel]) await button(name).waitFor();
    for (const name of [m.actionReadyForPickup, m.actionCompleted]) expect(await button(name).count()).toBe(0);

    await until(async () => {
      const view = await (await context.request.get(`/api/orders/${order.id}`)).json();
      return view.data.acknowledgedAt !== null;
    }, 'the order is acknowledged');

    await button(m.actionConfirm).click();
    await until(async () => (await stateOf()) === 'confirmed', 'confirmed on the detail');
    for (const name of [m.actionReadyForPickup, m.actionCompleted, m.actionCancel]) await button(name).waitFor();
    expect(await button(m.actionConfirm).count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`/status/${order.uid}/${order.hash}`);
    await page.getByTestId('status-timeline').locator('li[aria-current="step"][data-status="confirmed"]').waitFor();
  });

  it('rejects with a message to the customer', async () => {
    const order = await newOrder();
    await openDetail(order.id);
    await button(m.actionReject).click();
    const dialog = page.getByRole('alertdialog', { name: m.rejectTitle });
    await dialog.getByLabel(m.rejectionMessage).fill('Leider ist der Ofen ausgefallen.');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: m.actionReject }).click();
    await until(async () => (await stateOf()) === 'rejected', 'rejected on the detail');
    expect(await page.getByTestId('order-status-actions').count()).toBe(0);

    await page.goto(`/status/${order.uid}/${order.hash}`);
    await page.getByText('Leider ist der Ofen ausgefallen.').waitFor();
  });

  it('edits an item: the API recomputes the totals and the detail shows them', async () => {
    const order = await newOrder();
    await openDetail(order.id);
    const total = page.getByTestId('order-total');
    const before = await total.textContent();
    const first = page.getByTestId('order-item').first();
    await first.getByRole('button', { name: new RegExp(m.actionEditItem) }).click();
    const dialog = page.getByRole('alertdialog');
    const amount = dialog.getByLabel(m.amount);
    await amount.fill('0');
    await dialog.getByRole('button', { name: m.save }).click();
    // bad input: a German field error, nothing saved
    await dialog.getByText(messages.validation.greaterThan({ limit: 0 })).waitFor();
    expect(await total.textContent()).toBe(before);
    await amount.fill('5');
    await dialog.getByRole('button', { name: m.save }).click();
    await dialog.waitFor({ state: 'detached' });
    await until(async () => (await first.getByTestId('order-item-amount').textContent()) === '5', 'amount 5 shown');
    expect(await total.textContent()).not.toBe(before);
    const view = await (await context.request.get(`/api/orders/${order.id}`)).json();
    expect(await total.textContent()).toContain(view.data.pricing.totalGross.replace('.', ','));
  });

  it('shows the German message when the API refuses an action', async () => {
    const order = await newOrder();
    // no live feed: the page keeps showing the order as it loaded it
    await page.route('**/api/orders/events**', (route) => route.abort());
    await openDetail(order.id);
    await staff.status(order.uid, 'cancel');
    await button(m.actionConfirm).click();
    await page.getByTestId('order-action-error').getByText(messages.orders.statusChangeFailed).waitFor();
    // the refused order reloads and offers nothing any more
    await until(async () => (await stateOf()) === 'canceled', 'canceled after reload');
  });
});

describe('order detail: live, counter-appointment and print', () => {
  it('updates when another device changes the order', async () => {
    const order = await newOrder();
    await openDetail(order.id);
    await button(m.actionConfirm).waitFor();
    await staff.status(order.uid, 'confirm');
    await until(async () => (await stateOf()) === 'confirmed', 'confirmed through the live feed', 5_000);
    await button(m.actionReadyForPickup).waitFor();
  });

  it('proposes a counter-appointment with the date and time pickers', async () => {
    const order = await newOrder();
    await openDetail(order.id);
    await page.getByRole('button', { name: m.actionCounterAppointment }).click();
    const dialog = page.getByRole('alertdialog', { name: m.counterTitle });
    await dialog.getByRole('button', { name: m.send }).click();
    // nothing picked: German field errors, nothing sent
    expect(await dialog.getByText(messages.validation.blank).count()).toBe(2);
    const slot = new Date(takeawaySlot(linz, 90));
    const local = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('de-AT', { timeZone: linz.timeZone, ...options }).format(slot);
    const day = dialog.getByRole('group', { name: m.counterDate }).first();
    await day.getByRole('spinbutton').first().click();
    await page.keyboard.type(`${local({ day: '2-digit' })}${local({ month: '2-digit' })}${local({ year: 'numeric' })}`);
    const time = dialog.getByRole('group', { name: m.counterTime }).first();
    await time.getByRole('spinbutton').first().click();
    await page.keyboard.type(`${local({ hour: '2-digit', hourCycle: 'h23' })}${local({ minute: '2-digit' })}`);
    await dialog.getByRole('button', { name: m.send }).click();
    await page.getByTestId('order-counter-appointment').waitFor();
    const view = await (await context.request.get(`/api/orders/${order.id}`)).json();
    expect(Date.parse(view.data.counterAppointment)).toBe(slot.getTime());
  });

  it('prints or says why not, in German: no printer in the branch, then a paired desk that prints and reports', async () => {
    const order = await newOrder();
    await openDetail(order.id);
    await page.getByRole('button', { name: m.actionPrint }).click();
    await until(
      async () => (await page.getByTestId('order-action-error').textContent()) === messages.errors.printFailed,
      'the §8 message',
    );
    expect(await page.getByTestId('order-print-jobs').count()).toBe(0);

    // A desk of the branch (paired, as the desk app pairs): the print request becomes its job, shown as waiting.
    const desk = await staff.pairedDesk(linz.id, 'Theke Druck-Test');
    try {
      await page.getByRole('button', { name: m.actionPrint }).click();
      await page.getByText(m.printQueued).waitFor();
      const job = page.getByTestId('order-print-jobs').getByRole('listitem');
      await until(async () => (await job.getAttribute('data-status')) === 'pending', 'the queued job');
      expect(await job.textContent()).toContain('Theke Druck-Test');
      expect(await job.textContent()).toContain(m.printJobStatus.pending);

      // The desk fetches it (the order's receipt), prints it and says so: the detail shows it printed.
      const jobs = await desk.pendingJobs();
      const queued = jobs.filter((entry) => entry.order?.id === order.id);
      expect(queued).toHaveLength(1);
      const jobId = queued[0]?.id ?? 0;
      await desk.report(jobId, 'sent');
      await desk.report(jobId, 'printed');
      await openDetail(order.id);
      await until(async () => (await job.getAttribute('data-status')) === 'printed', 'the printed job');
      expect(await job.textContent()).toContain(m.printJobStatus.printed);
    } finally {
      await staff.deleteDevice(desk.id);
    }
  });
});

describe('order history /backend/orders/history', () => {
  it('finds orders by ticket and by name, pages and sorts on the server, and exports a CSV for Excel', async () => {
    const name = `Verlauf${Date.now().toString(36)}`;
    for (let index = 0; index < 27; index += 1) await orderOf(name);
    const ticketOrder = await newOrder();
    const ticket = (await (await context.request.get(`/api/orders/${ticketOrder.id}`)).json()).data.ticketNumber;

    await page.goto('/backend/orders/history');
    await page.getByRole('heading', { level: 1, name: m.historyTitle }).waitFor();
    const links = page.getByTestId('history-order-link');

    await page.getByLabel(m.search).fill(String(ticket));
    await until(async () => page.url().includes(`q=${ticket}`), 'ticket search in the URL');
    await until(async () => (await links.allTextContents()).includes(`#${ticket}`), 'the ticket row');

    await page.getByLabel(m.search).fill(name);
    await until(
      async () => (await links.count()) === 27 && page.url().includes(`q=${name}`),
      'all 27 on one page of 50',
    );
    await page.getByLabel(messages.backofficeTable.pageSize).selectOption('25');
    await until(async () => (await links.count()) === 25 && page.url().includes('limit=25'), 'first page of 25');
    expect(await page.getByText('1–25 von 27').count()).toBe(1);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: messages.backofficeTable.nextPage }).click();
    await until(async () => (await links.count()) === 2, 'second page of 2');
    expect(page.url()).toContain('page=2');

    // sort by ticket, then the other way round: the server's order, in the URL
    const ticketHeader = page.getByRole('columnheader', { name: m.ticketLabel }).getByRole('button');
    const ticketsShown = async () => (await links.allTextContents()).map((text) => Number(text.slice(1)));
    const sortedBy = async (desc: boolean) => {
      const numbers = await ticketsShown();
      return (
        numbers.length === 25 &&
        numbers.every(
          (value, index) =>
            index === 0 || (desc ? value <= (numbers[index - 1] ?? 0) : value >= (numbers[index - 1] ?? 0)),
        )
      );
    };
    await ticketHeader.click();
    await until(async () => /sort=-?ticketNumber/.test(page.url()), 'ticket sort in the URL');
    const firstDesc = page.url().includes('sort=-ticketNumber');
    expect(page.url()).toContain('page=1');
    await until(() => sortedBy(firstDesc), 'rows sorted by ticket');
    await ticketHeader.click();
    await until(
      async () => page.url().includes(firstDesc ? 'sort=ticketNumber' : 'sort=-ticketNumber'),
      'other way round',
    );
    await until(() => sortedBy(!firstDesc), 'rows sorted the other way');
    expect(await page.getByRole('columnheader', { name: m.ticketLabel }).getAttribute('aria-sort')).toBe(
      firstDesc ? 'ascending' : 'descending',
    );

    await links.first().click();
    await page.getByTestId('order-detail').waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: m.historyTitle }).waitFor();

    const href = await page.getByTestId('history-export').getAttribute('href');
    expect(href).toContain(`q=${name}`);
    const csv = await context.request.get(href ?? '');
    expect(csv.status()).toBe(200);
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain(';');
    expect(lines).toHaveLength(28);
  });
});
