import { type Branch, formatLocalDate, formatLocalTime, messages, type PublicConfig } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';
import {
  fetchBranch,
  fetchPublicOrder,
  type PlacedOrder,
  placeTakeawayOrder,
  StaffSession,
  takeawaySlot,
} from './support/orders';

const baseUrl = inject('baseUrl');
const m = messages.statusPage;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let linz: Branch;
let staff: StaffSession;

const statusUrl = (order: PlacedOrder) => `/status/${order.uid}/${order.hash}`;

/** An order placed through the real API, pre-ordered for the next open slot at Linz (works at any hour). */
async function newOrder(): Promise<PlacedOrder> {
  return placeTakeawayOrder(baseUrl, linz, takeawaySlot(linz, 30));
}

function timelineStep(status: string) {
  return page.getByTestId('status-timeline').locator(`li[data-status="${status}"]`);
}

async function currentStep(): Promise<string | null> {
  return page.getByTestId('status-timeline').locator('li[aria-current="step"]').getAttribute('data-status');
}

/** Answers /api/config with the demo config changed by `patch` (plugin switches the demo data leaves off). */
async function withConfig(patch: Partial<PublicConfig>): Promise<void> {
  await page.route('**/api/config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: PublicConfig };
    await route.fulfill({ response, json: { data: { ...body.data, ...patch } } });
  });
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
  context = await newShopContext(browser, { baseURL: baseUrl, locale: 'de-AT' });
  page = await context.newPage();
});

afterEach(async () => {
  await context?.close();
});

describe('order status page /status/{uid}/{hash}', () => {
  it('shows heading, ticket, the waiting timeline, the info block and the branch contact with a phone link', async () => {
    const order = await newOrder();
    const view = await fetchPublicOrder(baseUrl, order);

    await page.goto(statusUrl(order));
    await page.getByRole('heading', { level: 1, name: messages.orders.thankYou }).waitFor();
    expect(await page.getByTestId('ticket-number').textContent()).toBe(String(view.ticketNumber));
    await page.getByText(messages.orders.ticket, { exact: true }).waitFor();
    expect(await currentStep()).toBe('waiting-for-confirmation');
    expect(await page.getByTestId('status-timeline').locator('li [data-label]').allTextContents()).toEqual([
      messages.orders.waitingForConfirmation,
      messages.orders.confirmed,
      messages.orders.readyForPickup,
      messages.orders.completed,
    ]);
    await page.getByText(m.autoRefresh).waitFor();

    const appointment = Date.parse(view.appointmentDate ?? '');
    expect(await page.getByTestId('status-appointment').textContent()).toBe(
      m.appointmentAt({
        date: formatLocalDate(appointment, linz.timeZone),
        time: formatLocalTime(appointment, linz.timeZone),
      }),
    );
    const info = page.getByRole('region', { name: m.infoTitle });
    expect(await info.textContent()).toContain('2 Stk. Kaisersemmel');
    expect(await info.textContent()).toContain(messages.pricing.paymentCash);
    expect(await page.getByTestId('status-total').textContent()).toBe('7,20\u00a0€');

    const contact = page.getByRole('region', { name: m.contactTitle });
    expect(await contact.textContent()).toContain(linz.name);
    const phone = contact.getByRole('link', { name: m.callBranch({ phone: linz.phone ?? '' }) });
    expect(await phone.getAttribute('href')).toBe('tel:+43732778899');
    await page.waitForFunction(() => document.title.startsWith('Bestellstatus - '));
  });

  it("says 'Bestellnummer' instead of 'Ticket' when tickets are disabled", async () => {
    const order = await newOrder();
    await withConfig({ disableTickets: true });
    await page.goto(statusUrl(order));
    await page.getByText(messages.orders.orderNumber, { exact: true }).waitFor();
    expect(await page.getByText(messages.orders.ticket, { exact: true }).count()).toBe(0);
  });

  it('shows the 404 page for an unknown uid and for a wrong hash', async () => {
    const order = await newOrder();
    await page.goto(`/status/00000000-0000-0000-0000-000000000000/${order.hash}`);
    await page.getByRole('heading', { level: 1, name: messages.layout.notFoundTitle }).waitFor();
    await page.goto(`/status/${order.uid}/${order.hash.slice(0, -2)}xx`);
    await page.getByRole('heading', { level: 1, name: messages.layout.notFoundTitle }).waitFor();
    await page.getByText(messages.layout.notFoundText, { exact: true }).waitFor();
  });

  it('follows a staff status change by polling, without a reload, and stops polling when completed', async () => {
    const order = await newOrder();
    // The page's timers run on a clock the test moves on: the 10 s polls come when the test says, not after waiting.
    await context.clock.install();
    const requests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/orders/public/')) requests.push(request.url());
    });
    await page.goto(statusUrl(order));
    await timelineStep('waiting-for-confirmation').and(page.locator('[aria-current="step"]')).waitFor();

    await staff.status(order.uid, 'confirm');
    // Not before the poll is due…
    await page.clock.runFor(5_000);
    expect(await currentStep()).toBe('waiting-for-confirmation');
    // …then the page polls (every 10 s, spec §9): the change shows up without any navigation.
    await page.clock.runFor(5_000);
    await page.locator('li[data-status="confirmed"][aria-current="step"]').waitFor();
    expect(await timelineStep('waiting-for-confirmation').getAttribute('data-done')).toBe('true');

    await staff.status(order.uid, 'completed');
    await page.clock.runFor(10_000);
    await page.locator('li[data-status="completed"][aria-current="step"]').waitFor();
    await page.getByText(m.autoRefresh).waitFor({ state: 'detached' });
    // The demo config has the order-reviews plugin off: no questionnaire.
    expect(await page.getByRole('heading', { name: m.questionnaireTitle }).count()).toBe(0);

    // Final: no more requests for the order, however long the page stays open.
    const afterFinal = requests.length;
    await page.clock.runFor(60_000);
    await page.waitForTimeout(500);
    expect(requests.slice(afterFinal)).toEqual([]);
  });

  it('counter-appointment accepted by the customer: the order is confirmed for the proposed time', async () => {
    const order = await newOrder();
    const proposal = takeawaySlot(linz, 120);
    await staff.proposeCounterAppointment(order.uid, proposal);

    await page.goto(statusUrl(order));
    const prompt = page.getByRole('region', { name: m.counterTitle });
    await prompt.waitFor();
    const shown = m.appointmentAt({
      date: formatLocalDate(Date.parse(proposal), linz.timeZone),
      time: formatLocalTime(Date.parse(proposal), linz.timeZone),
    });
    expect(await prompt.textContent()).toContain(m.counterText({ appointment: shown }));
    expect(await seriousViolations(page)).toEqual([]);

    await prompt.getByRole('button', { name: m.counterConfirm }).click();
    await prompt.waitFor({ state: 'detached' });
    await page.locator('li[data-status="confirmed"][aria-current="step"]').waitFor();
    expect(await page.getByTestId('status-appointment').textContent()).toBe(shown);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(messages.orders.thankYou);

    const view = await fetchPublicOrder(baseUrl, order);
    expect(view.isConfirmed).toBe(true);
    expect(Date.parse(view.appointmentDate ?? '')).toBe(Date.parse(proposal));
  });

  it('counter-appointment rejected by the customer: the order is canceled', async () => {
    const order = await newOrder();
    await staff.proposeCounterAppointment(order.uid, takeawaySlot(linz, 120));

    await page.goto(statusUrl(order));
    const prompt = page.getByRole('region', { name: m.counterTitle });
    await prompt.getByRole('button', { name: m.counterReject }).click();
    await page.getByRole('heading', { level: 1, name: messages.orders.canceled }).waitFor();
    await prompt.waitFor({ state: 'detached' });
    expect(await currentStep()).toBe('canceled');
    expect(await page.getByText(m.autoRefresh).count()).toBe(0);

    const view = await fetchPublicOrder(baseUrl, order);
    expect(view).toMatchObject({ isCanceled: true, status: 'canceled' });
  });

  it('shows the server message when the counter-appointment can no longer be answered', async () => {
    const order = await newOrder();
    await staff.proposeCounterAppointment(order.uid, takeawaySlot(linz, 120));
    await page.goto(statusUrl(order));
    const prompt = page.getByRole('region', { name: m.counterTitle });
    await prompt.waitFor();
    // Staff confirm the order meanwhile; the customer's answer comes too late.
    await staff.status(order.uid, 'confirm');
    await prompt.getByRole('button', { name: m.counterConfirm }).click();
    await page.getByRole('alert').filter({ hasText: messages.orders.statusChangeFailed }).waitFor();
  });

  it('questionnaire: four ratings, then the optional comment; sent once', async () => {
    const order = await newOrder();
    await staff.status(order.uid, 'confirm');
    await staff.status(order.uid, 'completed');
    await withConfig({ enablePluginOrderReviews: true });

    await page.goto(statusUrl(order));
    const form = page.getByRole('region', { name: m.questionnaireTitle });
    await form.waitFor();
    const comment = form.getByLabel(m.questionnaireComment);
    const ratings: [string, number][] = [
      [m.ratingOverall, 5],
      [m.ratingFood, 4],
      [m.ratingService, 5],
    ];
    for (const [legend, stars] of ratings) {
      await form
        .getByRole('group', { name: legend })
        .getByRole('radio', { name: m.stars({ count: stars }) })
        .check();
    }
    // Three of four: neither the comment nor the send button yet (spec §5).
    expect(await comment.count()).toBe(0);
    expect(await form.getByRole('button', { name: m.questionnaireSend }).count()).toBe(0);
    // The last one by keyboard: focus the first star, move with the arrow keys.
    await form
      .getByRole('group', { name: m.ratingProcess })
      .getByRole('radio', { name: m.stars({ count: 1 }) })
      .focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await comment.fill('Sehr freundlich, gerne wieder.');
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: m.questionnaireSend }).click();

    await page.getByRole('status').filter({ hasText: m.questionnaireThanks }).waitFor();
    await form.waitFor({ state: 'detached' });
    const view = await fetchPublicOrder(baseUrl, order);
    expect(view.questionnaireRating).toBe(5);

    // Once: a reload shows no questionnaire, and the API refuses a second one with its message.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: messages.orders.thankYou }).waitFor();
    await page.getByRole('region', { name: m.infoTitle }).waitFor();
    expect(await page.getByRole('region', { name: m.questionnaireTitle }).count()).toBe(0);
    const again = await fetch(`${baseUrl}/api/orders/public/${order.uid}/${order.hash}/questionnaire`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rating: 1, foodRating: 1, serviceRating: 1, processRating: 1, comment: null }),
    });
    expect(again.status).toBe(409);
    expect(((await again.json()) as { errors: { message: string }[] }).errors[0]?.message).toBe(
      messages.placement.questionnaireAlreadySent,
    );
  });

  it('questionnaire can be dismissed and stays hidden for that order', async () => {
    const order = await newOrder();
    await staff.status(order.uid, 'confirm');
    await staff.status(order.uid, 'completed');
    await withConfig({ enablePluginOrderReviews: true });

    await page.goto(statusUrl(order));
    const form = page.getByRole('region', { name: m.questionnaireTitle });
    await form.getByRole('button', { name: m.questionnaireDismiss }).click();
    await form.waitFor({ state: 'detached' });
    await page.reload();
    await page.getByRole('region', { name: m.infoTitle }).waitFor();
    expect(await page.getByRole('region', { name: m.questionnaireTitle }).count()).toBe(0);
    expect((await fetchPublicOrder(baseUrl, order)).questionnaireRating).toBeNull();
  });

  it('has no serious or critical accessibility violations on the status page', async () => {
    const order = await newOrder();
    await page.goto(statusUrl(order));
    await page.getByRole('region', { name: m.contactTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
