import { messages } from '@bestell/domain';
import type { Router } from '@koa/router';
import { findConfigData } from '../../db/config-data.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { paymentSecretLoader } from '../../infrastructure/payments/secret.js';
import { AppError } from '../../kernel/app-error.js';
import type { OrderServices } from '../orders/order-services.js';
import { autoAcceptPaidOrder } from '../orders/status/auto-accept-paid.js';
import { completeTestPayment } from './complete.js';
import { readFormBody } from './form-body.js';
import { renderPaymentPage } from './page.js';

const { paymentPage } = messages;

/**
 * The built-in test payment provider's pages (PAYMENT_PROVIDER=test only): GET /payments/test/{id} shows the
 * payment page, POST /payments/test/{id}/callback takes the signed outcome and redirects (303) to the status page or
 * to the branch checkout's payment-failed page.
 */
export function addTestPaymentRoutes(router: Router, deps: AppDeps, services: OrderServices): void {
  if (deps.config.payments.provider !== 'test') return;
  const secret = paymentSecretLoader(deps.config);

  router.get('/payments/test/:id', async (ctx) => {
    const id = ctx.params.id ?? '';
    const row = await deps.db
      .selectFrom('payments')
      .innerJoin('orders', 'orders.id', 'payments.orderId')
      .select([
        'payments.id',
        'payments.nonce',
        'payments.status',
        'payments.amount',
        'payments.currency',
        'orders.ticketNumber',
        'orders.uid',
        'orders.hash',
      ])
      .where('payments.id', '=', id)
      .executeTakeFirst();
    if (!row) throw AppError.notFound(paymentPage.paymentNotFound);
    const config = await findConfigData(deps.db);
    ctx.set('Cache-Control', 'no-store');
    ctx.type = 'text/html; charset=utf-8';
    ctx.body = renderPaymentPage(
      {
        paymentId: row.id,
        nonce: row.nonce,
        status: row.status,
        amount: row.amount,
        currency: row.currency,
        shopName: typeof config.shopName === 'string' ? config.shopName : '',
        disableTickets: config.disableTickets === true,
        ticketNumber: row.ticketNumber,
        statusPath: `/status/${encodeURIComponent(row.uid)}/${encodeURIComponent(row.hash)}`,
      },
      await secret(),
    );
  });

  router.post('/payments/test/:id/callback', async (ctx) => {
    const form = await readFormBody(ctx, paymentPage.invalidCallback);
    const result = await completeTestPayment(
      deps.db,
      await secret(),
      ctx.params.id ?? '',
      { outcome: form.get('outcome'), nonce: form.get('nonce'), signature: form.get('signature') },
      deps.now(),
    );
    services.events.wake();
    if (result.outcome === 'paid') await autoAcceptPaidOrder(deps, services, ctx.params.id ?? '');
    ctx.status = 303;
    ctx.redirect(result.redirectTo);
  });
}
