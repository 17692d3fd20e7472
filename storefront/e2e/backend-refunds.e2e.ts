import { type Branch, formatCurrency, messages, notificationLogMessages, refundsMessages as r } from '@bestell/domain';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './support/axe';
import { launchChromium, newShopContext } from './support/browser';
import { fetchBranch, StaffSession, takeawaySlot } from './support/orders';

/**
 * Refunds in the back-office order detail (issue 25 point 3) with the built-in test provider of the shared server:
 * an online order paid on the test payment page, a partial refund through the 'Erstatten' dialog (a blank reason is
 * refused first), then cancelled: the detail offers the refund of the rest, which makes the order 'Erstattet'.
 * Linz takes pre-orders at any hour; its online payment is switched on for this file only (files run one at a time).
 */

const baseUrl = inject('baseUrl');
let browser: Browser;
let context: BrowserContext;
let page: Page;
let linz: Branch;
let staff: StaffSession;
let csrfToken = '';

interface BranchRecord extends Record<string, unknown> {
  version: number;
  isOnlinePaymentEnabled: boolean;
}

async function setOnlinePayment(enabled: boolean): Promise<void> {
  const got = await context.request.get(`/api/branches/${linz.id}`);
  expect(got.status()).toBe(200);
  const branch = ((await got.json()) as { data: BranchRecord }).data;
  const put = await context.request.put(`/api/branches/${linz.id}`, {
    data: { ...branch, isOnlinePaymentEnabled: enabled },
    headers: { 'X-CSRF-Token': csrfToken },
  });
  expect(put.status(), await put.text()).toBe(200);
}

interface Refunds {
  paidAmount: string | null;
  refundedAmount: string;
  refundableAmount: string;
  refunds: { amount: string; status: string }[];
}

async function refundsOf(id: number): Promise<Refunds> {
  const response = await context.request.get(`/api/orders/${id}/refunds`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { data: Refunds }).data;
}

async function placeOnlineOrder(): Promise<{ uid: string; paymentRedirectUrl: string }> {
  const response = await fetch(`${baseUrl}/api/orders`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
    body: JSON.stringify({
      firstName: 'Maria',
      lastName: 'Huber',
      phone: '+436641234567',
      email: 'maria.huber@example.at',
      paymentMethod: 'online',
      notificationType: 'email',
      legalInstructions: true,
      privacyPolicy: true,
      branch: linz.id,
      isDelivery: false,
      isDineIn: false,
      appointmentDate: takeawaySlot(linz, 60),
      items: [
        { product: 8, amount: '2', unit: 'Stk.', parts: [] },
        { product: 1, amount: '1', unit: 'Stk.', parts: [] },
      ],
    }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`POST /api/orders: HTTP ${response.status} ${text}`);
  return (JSON.parse(text) as { data: { uid: string; paymentRedirectUrl: string } }).data;
}

beforeAll(async () => {
  browser = await launchChromium();
  linz = await fetchBranch(baseUrl, 'linz-landstrasse');
  staff = await StaffSession.login(baseUrl);
  context = await newShopContext(browser, {
    baseURL: baseUrl,
    locale: 'de-AT',
    viewport: { width: 1280, height: 900 },
  });
  const login = await context.request.post('/api/login', { data: { username: 'admin', password: 'demo-admin' } });
  expect(login.status()).toBe(200);
  csrfToken = ((await login.json()) as { data: { csrfToken: string } }).data.csrfToken;
  await setOnlinePayment(true);
  page = await context.newPage();
});

afterAll(async () => {
  if (context) await setOnlinePayment(false);
  await context?.close();
  await browser?.close();
});

describe('refunds in the order detail', () => {
  it('refunds part through the dialog, and after cancelling the rest through the offer: Erstattet', async () => {
    const placed = await placeOnlineOrder();
    // The customer pays on the test payment page.
    await page.goto(placed.paymentRedirectUrl);
    await page.getByRole('button', { name: messages.paymentPage.pay, exact: true }).click();
    await page.waitForURL(/\/status\/[^/]+\/[^/]+$/);
    const id = await staff.orderId(placed.uid);

    const paid = (await refundsOf(id)).paidAmount ?? '';
    expect(paid).toMatch(/^\d+\.\d{2}$/);

    await page.goto(`/backend/orders/${id}`);
    const section = page.getByTestId('refund-section');
    await section.getByTestId('refundable-amount').waitFor();
    expect(await section.getByTestId('refundable-amount').textContent()).toBe(formatCurrency(paid));
    await section.getByRole('button', { name: r.action, exact: true }).click();
    const dialog = page.getByRole('alertdialog', { name: r.dialogTitle });
    await dialog.waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // No reason: refused in the form, nothing sent.
    await dialog.getByRole('textbox', { name: new RegExp(`^${r.amount}`) }).fill('1,30');
    await dialog.getByRole('button', { name: r.submit, exact: true }).click();
    await dialog.getByText(messages.validation.blank).waitFor();
    const before = await refundsOf(id);
    expect(before.refunds).toEqual([]);

    await dialog.getByRole('textbox', { name: new RegExp(`^${r.reason}`) }).fill('Zwei Semmeln fehlten');
    await dialog.getByRole('button', { name: r.submit, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    await section.getByTestId('refunded-amount').waitFor();
    expect(await section.getByTestId('refunded-amount').textContent()).toBe('1,30\u00a0€');
    expect(await section.textContent()).toContain(r.partlyRefunded);
    const list = section.getByTestId('refund-list');
    expect(await list.getByRole('listitem').count()).toBe(1);
    expect(await list.getByRole('listitem').first().getAttribute('data-status')).toBe('refunded');
    // The 'Benachrichtigungen' section lists the customer's confirmation e-mail (checked by axe with the rest).
    await page.getByRole('heading', { name: notificationLogMessages.heading, exact: true }).waitFor();
    const notice = page.getByTestId('order-notifications').locator('li[data-channel="email"]', {
      hasText: 'maria.huber@example.at',
    });
    await notice.first().waitFor();
    expect(await notice.first().textContent()).toContain(notificationLogMessages.channel.email);
    expect(await seriousViolations(page)).toEqual([]);

    // Cancelled while paid: the detail offers the refund of the rest.
    await page
      .getByTestId('order-status-actions')
      .getByRole('button', { name: messages.backofficeOrders.actionCancel, exact: true })
      .click();
    await page
      .getByRole('alertdialog', { name: messages.backofficeOrders.cancelTitle })
      .getByRole('button', { name: messages.backofficeOrders.actionCancel, exact: true })
      .click();
    const offer = page.getByTestId('refund-offer');
    await offer.waitFor();
    expect(await offer.textContent()).toContain(r.offerAfterStop);
    await offer.getByRole('button', { name: r.action, exact: true }).click();
    const restDialog = page.getByRole('alertdialog', { name: r.dialogTitle });
    await restDialog.getByRole('textbox', { name: new RegExp(`^${r.reason}`) }).fill('Bestellung storniert');
    await restDialog.getByRole('button', { name: r.submit, exact: true }).click();
    await offer.waitFor({ state: 'detached' });
    await page.getByText(r.refunded, { exact: true }).first().waitFor();
    expect(await section.getByTestId('refunded-amount').textContent()).toBe(formatCurrency(paid));
    const after = await refundsOf(id);
    expect(after).toMatchObject({ refundedAmount: paid, refundableAmount: '0.00' });
    expect(after.refunds.map((refund) => refund.status)).toEqual(['refunded', 'refunded']);
    expect(after.refunds[0]?.amount).toBe('1.30');
    expect(await section.getByRole('button', { name: r.action }).count()).toBe(0);
  });
});
