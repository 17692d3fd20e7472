import { messages, parseDecimal, ticketNumberLabel, toCents } from '@bestell/domain';
import type { Router } from '@koa/router';
import { findConfigData } from '../../db/config-data.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import {
  createMolliePayment,
  getMolliePayment,
  type MollieClientOptions,
  MollieRequestError,
  MollieUnavailableError,
  mollieAmountValue,
} from '../../infrastructure/payments/mollie-client.js';
import { isMolliePaymentId } from '../../infrastructure/payments/mollie-provider.js';
import { readSecret } from '../../infrastructure/secrets/index.js';
import { AppError } from '../../kernel/app-error.js';
import type { OrderServices } from '../orders/order-services.js';
import { autoAcceptPaidOrder } from '../orders/status/auto-accept-paid.js';
import { readFormBody } from './form-body.js';
import { markMollieStartFailed, settleMolliePayment } from './mollie-settle.js';
import { renderStripeUnavailablePage } from './stripe-unavailable-page.js';

const { paymentPage } = messages;

interface PaymentRow {
  id: string;
  status: 'pending' | 'paid' | 'failed';
  nonce: string;
  amount: string;
  currency: string;
  uid: string;
  hash: string;
  ticketNumber: number;
  branchIdentifier: string;
}

function findPayment(deps: AppDeps, id: string): Promise<PaymentRow | undefined> {
  return deps.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.orderId')
    .innerJoin('branches', 'branches.id', 'orders.branchId')
    .select([
      'payments.id',
      'payments.status',
      'payments.nonce',
      'payments.amount',
      'payments.currency',
      'orders.uid',
      'orders.hash',
      'orders.ticketNumber',
      'branches.identifier as branchIdentifier',
    ])
    .where('payments.id', '=', id)
    .where('payments.provider', '=', 'mollie')
    .executeTakeFirst() as Promise<PaymentRow | undefined>;
}

const statusPath = (row: PaymentRow) => `/status/${encodeURIComponent(row.uid)}/${encodeURIComponent(row.hash)}`;
const failedPath = (row: PaymentRow) => `/store/${encodeURIComponent(row.branchIdentifier)}/checkout/error`;
const checkoutPath = (row: PaymentRow) => `/store/${encodeURIComponent(row.branchIdentifier)}/checkout`;
const startPath = (row: PaymentRow) => `/api/payments/mollie/${encodeURIComponent(row.id)}/start`;

async function clientOptions(deps: AppDeps): Promise<MollieClientOptions | null> {
  const apiKey = await readSecret(deps, 'mollieApiKey');
  if (!apiKey) return null;
  return {
    apiKey,
    apiBase: deps.config.payments.mollieApiBase ?? 'https://api.mollie.com',
    timeoutMs: deps.config.payments.mollieTimeoutMs ?? 10_000,
  };
}

/**
 * Mollie (PAYMENT_PROVIDER=mollie): GET /payments/mollie/{id}/start creates the Mollie payment and answers 303 to its
 * checkout, or shows 'Die Zahlung ist derzeit nicht möglich …' (503, retry or another method) when Mollie fails, answers
 * 5xx or times out;
 * GET /payments/mollie/{id}/return asks Mollie and goes on to the status page; POST /payments/mollie/webhook takes
 * Mollie's id, fetches that payment and settles our row exactly once.
 */
export function addMolliePaymentRoutes(router: Router, deps: AppDeps, services: OrderServices): void {
  // Mounted whatever the provider, so the served routes match the OpenAPI document; another provider's shop answers
  // 404 here (it has no Mollie payments, and no webhook of Mollie may touch it).
  const isActive = deps.config.payments.provider === 'mollie';
  router.use('/payments/mollie', (_ctx, next) => {
    if (!isActive) throw AppError.notFound();
    return next();
  });

  router.get('/payments/mollie/:id/start', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const row = await findPayment(deps, ctx.params.id ?? '');
    if (!row) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = paymentPage.paymentNotFound;
      return;
    }
    ctx.status = 303;
    if (row.status === 'paid') return ctx.redirect(statusPath(row));
    if (row.status === 'failed') return ctx.redirect(failedPath(row));
    const options = await clientOptions(deps);
    try {
      if (!options) throw new MollieUnavailableError('No Mollie API key (MOLLIE_API_KEY or Einstellungen)');
      const config = await findConfigData(deps.db);
      const returnUrl = `${deps.config.publicUrl}/api/payments/mollie/${encodeURIComponent(row.id)}/return`;
      const payment = await createMolliePayment(
        options,
        {
          amount: { value: mollieAmountValue(toCents(parseDecimal(String(row.amount)))), currency: row.currency },
          description: paymentPage.orderLine({
            shopName: typeof config.shopName === 'string' ? config.shopName : '',
            ticketLabel: ticketNumberLabel(config.disableTickets === true),
            ticketNumber: row.ticketNumber,
          }),
          redirectUrl: returnUrl,
          webhookUrl: `${deps.config.publicUrl}/api/payments/mollie/webhook`,
          metadata: { orderUid: row.uid, paymentId: row.id },
        },
        `bestell-payment-${row.id}`,
      );
      const checkout = payment._links.checkout?.href;
      if (!checkout || !isMolliePaymentId(payment.id)) throw new MollieUnavailableError('Mollie gave no checkout');
      await deps.db
        .updateTable('payments')
        .set({ nonce: payment.id })
        .where('id', '=', row.id)
        .where('status', '=', 'pending')
        .execute();
      ctx.redirect(checkout);
    } catch (error) {
      if (!(error instanceof MollieUnavailableError) && !(error instanceof MollieRequestError)) throw error;
      deps.logger.warn({ err: error, paymentId: row.id }, 'Mollie payment could not be started');
      if (await markMollieStartFailed(deps.db, row.id, deps.now())) services.events.wake();
      ctx.status = 503;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = renderStripeUnavailablePage({ retryPath: startPath(row), checkoutPath: checkoutPath(row) });
    }
  });

  router.get('/payments/mollie/:id/return', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const row = await findPayment(deps, ctx.params.id ?? '');
    if (!row) {
      ctx.status = 404;
      ctx.type = 'text/plain; charset=utf-8';
      ctx.body = paymentPage.paymentNotFound;
      return;
    }
    let status = row.status;
    const options = await clientOptions(deps);
    if (status === 'pending' && options && isMolliePaymentId(row.nonce)) {
      try {
        const outcome = await settleMolliePayment(
          deps.db,
          row.id,
          await getMolliePayment(options, row.nonce),
          deps.now(),
        );
        if (outcome !== 'unchanged') {
          services.events.wake();
          status = outcome;
        }
        if (outcome === 'paid') await autoAcceptPaidOrder(deps, services, row.id);
      } catch (error) {
        // The webhook settles it later; the status page shows the order as not yet paid meanwhile.
        deps.logger.warn({ err: error, paymentId: row.id }, 'Mollie payment status not readable on return');
      }
    }
    ctx.status = 303;
    ctx.redirect(status === 'failed' ? failedPath(row) : statusPath(row));
  });

  router.post('/payments/mollie/webhook', async (ctx) => {
    const form = await readFormBody(ctx, paymentPage.invalidCallback);
    const mollieId = form.get('id') ?? '';
    const row = isMolliePaymentId(mollieId)
      ? await deps.db
          .selectFrom('payments')
          .select(['id', 'status'])
          .where('provider', '=', 'mollie')
          .where('nonce', '=', mollieId)
          .executeTakeFirst()
      : undefined;
    // Unknown ids and settled rows: 200 and nothing else (Mollie's advice: do not reveal which ids exist).
    if (row?.status === 'pending') {
      try {
        const options = await clientOptions(deps);
        if (!options) throw new MollieUnavailableError('No Mollie API key (MOLLIE_API_KEY or Einstellungen)');
        const payment = await getMolliePayment(options, mollieId);
        const outcome = await settleMolliePayment(deps.db, row.id, payment, deps.now());
        if (outcome !== 'unchanged') services.events.wake();
        if (outcome === 'paid') await autoAcceptPaidOrder(deps, services, row.id);
      } catch (error) {
        if (!(error instanceof MollieUnavailableError) && !(error instanceof MollieRequestError)) throw error;
        // Not answered 2xx: Mollie calls the webhook again later.
        deps.logger.warn({ err: error, paymentId: row.id }, 'Mollie payment status not readable on the webhook');
        ctx.status = 503;
        ctx.body = '';
        return;
      }
    }
    ctx.status = 200;
    ctx.body = '';
  });
}
