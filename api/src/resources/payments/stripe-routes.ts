import { Dec, messages, parseDecimal, toCents, toPlainDecimalString } from '@bestell/domain';
import type { Router } from '@koa/router';
import type { Context } from 'koa';
import type Stripe from 'stripe';
import type { AppDeps } from '../../infrastructure/deps.js';
import {
  configuredStripe,
  type StripeSettings,
  stripeProviderName,
  verifiedStripeEvent,
} from '../../infrastructure/payments/stripe-client.js';
import { AppError } from '../../kernel/app-error.js';
import type { OrderServices } from '../orders/order-services.js';
import { autoAcceptPaidOrder } from '../orders/status/auto-accept-paid.js';
import { rememberCheckoutSession } from './checkout-session.js';
import { completeStripePayment, markStripeOrderFailed, recordStripeEvent } from './stripe-complete.js';
import { renderStripeUnavailablePage } from './stripe-unavailable-page.js';

const { paymentPage } = messages;
const webhookLimit = 1024 * 1024;

interface StripePaymentRow {
  id: string;
  status: 'pending' | 'paid' | 'failed';
  amount: string;
  currency: string;
  orderId: number;
  uid: string;
  hash: string;
  ticketNumber: number;
  identifier: string;
  isCanceled: boolean;
  isRejected: boolean;
}

async function findPayment(deps: AppDeps, id: string): Promise<StripePaymentRow> {
  const row = await deps.db
    .selectFrom('payments')
    .innerJoin('orders', 'orders.id', 'payments.orderId')
    .innerJoin('branches', 'branches.id', 'orders.branchId')
    .select([
      'payments.id',
      'payments.status',
      'payments.amount',
      'payments.currency',
      'payments.orderId',
      'orders.uid',
      'orders.hash',
      'orders.ticketNumber',
      'orders.isCanceled',
      'orders.isRejected',
      'branches.identifier',
    ])
    .where('payments.id', '=', id)
    .where('payments.provider', '=', stripeProviderName)
    .executeTakeFirst();
  if (!row) throw AppError.notFound(paymentPage.paymentNotFound);
  return row;
}

const statusPath = (row: StripePaymentRow) => `/status/${encodeURIComponent(row.uid)}/${encodeURIComponent(row.hash)}`;
const checkoutPath = (row: StripePaymentRow) => `/store/${encodeURIComponent(row.identifier)}/checkout`;
const startPath = (row: StripePaymentRow) => `/api/payments/stripe/${encodeURIComponent(row.id)}/start`;

/**
 * The order's lines in cents, one Checkout line each (quantity 1: amounts such as 0.35 kg are not whole numbers).
 * When the lines do not add up to the total (fees, discounts, a donation), one line for the whole order is sent, so
 * Stripe always charges exactly the order's total.
 */
async function lineItems(
  deps: AppDeps,
  row: StripePaymentRow,
): Promise<Stripe.Checkout.SessionCreateParams.LineItem[]> {
  const currency = row.currency.toLowerCase();
  const total = toCents(parseDecimal(row.amount));
  const items = await deps.db
    .selectFrom('orderItems')
    .select(['name', 'amount', 'unit', 'gross'])
    .where('orderId', '=', row.orderId)
    .orderBy('position')
    .execute();
  const lines = items.map((item) => {
    const amount = parseDecimal(item.amount);
    const prefix = amount === Dec.ONE ? '' : `${toPlainDecimalString(amount).replace('.', ',')} ${item.unit} `;
    return { name: `${prefix}${item.name}`, cents: toCents(parseDecimal(item.gross)) };
  });
  const sum = lines.reduce((acc, line) => acc + line.cents, 0n);
  const chosen =
    lines.length > 0 && sum === total && lines.every((line) => line.cents > 0n)
      ? lines
      : [{ name: paymentPage.stripeOrderLine({ ticketNumber: row.ticketNumber }), cents: total }];
  return chosen.map((line) => ({
    quantity: 1,
    price_data: { currency, unit_amount: Number(line.cents), product_data: { name: line.name } },
  }));
}

/** The raw body of the webhook call (the JSON body parser keeps it; other types are read here). */
async function rawBodyOf(ctx: Context): Promise<string | null> {
  const kept: unknown = (ctx.request as { rawBody?: unknown }).rawBody;
  if (typeof kept === 'string') return kept;
  if (ctx.req.readableEnded) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > webhookLimit) return null;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function stripeSettingsOf(deps: AppDeps): StripeSettings {
  const { stripeApiBase, stripeTimeoutMs } = deps.config.payments;
  return {
    ...(stripeApiBase ? { apiBase: stripeApiBase } : {}),
    ...(stripeTimeoutMs ? { timeoutMs: stripeTimeoutMs } : {}),
  };
}

/**
 * Stripe Checkout (PAYMENT_PROVIDER=stripe): GET /payments/stripe/{id}/start creates the Checkout Session and
 * redirects (303) to Stripe, or shows 'Die Zahlung ist derzeit nicht möglich …' when Stripe fails or times out;
 * GET /payments/stripe/{id}/return fetches the session on the return to the shop; POST /payments/stripe/webhook
 * takes the signed `checkout.session.completed`. Whichever comes first marks the order paid, exactly once.
 */
export function addStripePaymentRoutes(
  router: Router,
  deps: AppDeps,
  services: OrderServices,
  settings: StripeSettings = stripeSettingsOf(deps),
): void {
  // Mounted whatever the provider, so the served routes match the OpenAPI document; another provider's shop answers
  // 404 here (it has no Stripe payments, and no webhook of Stripe may touch it).
  const isActive = deps.config.payments.provider === stripeProviderName;
  router.use('/payments/stripe', (_ctx, next) => {
    if (!isActive) throw AppError.notFound();
    return next();
  });
  const base = deps.config.publicUrl;

  router.get('/payments/stripe/:id/start', async (ctx) => {
    const row = await findPayment(deps, ctx.params.id ?? '');
    ctx.set('Cache-Control', 'no-store');
    // Paid already, or cancelled/rejected by staff meanwhile: nothing to pay, the status page tells the customer.
    if (row.status === 'paid' || row.isCanceled || row.isRejected) return ctx.redirect(statusPath(row));
    const stripe = await configuredStripe(deps, settings);
    try {
      if (!stripe) throw new Error('STRIPE_SECRET_KEY is not set');
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          line_items: await lineItems(deps, row),
          client_reference_id: row.uid,
          metadata: { paymentId: row.id, orderUid: row.uid },
          success_url: `${base}/api/payments/stripe/${encodeURIComponent(row.id)}/return?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${base}/api/payments/stripe/${encodeURIComponent(row.id)}/cancel`,
        },
        { idempotencyKey: `checkout-${row.uid}` },
      );
      if (!session.url) throw new Error('Checkout Session without url');
      await rememberCheckoutSession(deps.db, row.id, session.id);
      ctx.status = 303;
      ctx.redirect(session.url);
    } catch (error) {
      deps.logger.warn({ err: error, paymentId: row.id }, 'stripe: checkout session not created');
      await markStripeOrderFailed(deps.db, row.id, deps.now());
      services.events.wake();
      ctx.status = 503;
      ctx.type = 'text/html; charset=utf-8';
      ctx.body = renderStripeUnavailablePage({ retryPath: startPath(row), checkoutPath: checkoutPath(row) });
    }
  });

  router.get('/payments/stripe/:id/return', async (ctx) => {
    const row = await findPayment(deps, ctx.params.id ?? '');
    const sessionId = typeof ctx.query.session_id === 'string' ? ctx.query.session_id : '';
    ctx.set('Cache-Control', 'no-store');
    if (row.status === 'pending' && /^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) {
      try {
        const stripe = await configuredStripe(deps, settings);
        const session = stripe ? await stripe.checkout.sessions.retrieve(sessionId) : null;
        if (session && (await completeStripePayment(deps.db, row.id, session, deps.now())) === 'paid') {
          services.events.wake();
          await autoAcceptPaidOrder(deps, services, row.id);
        }
      } catch (error) {
        // The webhook still marks the order; the status page shows it unpaid until then.
        deps.logger.warn({ err: error, paymentId: row.id }, 'stripe: session not fetched on return');
      }
    }
    ctx.status = 303;
    ctx.redirect(statusPath(row));
  });

  // The customer cancelled on Stripe's page: the order gets a visible state (failed payment) instead of staying
  // silently pending, and the customer sees the checkout error page with the other payment methods. Paid meanwhile
  // (another tab), or cancelled by staff: the status page.
  router.get('/payments/stripe/:id/cancel', async (ctx) => {
    const row = await findPayment(deps, ctx.params.id ?? '');
    ctx.set('Cache-Control', 'no-store');
    ctx.status = 303;
    if (row.status === 'paid' || row.isCanceled || row.isRejected) return ctx.redirect(statusPath(row));
    await markStripeOrderFailed(deps.db, row.id, deps.now());
    services.events.wake();
    ctx.redirect(`${checkoutPath(row)}/error`);
  });

  router.post('/payments/stripe/webhook', async (ctx) => {
    const raw = await rawBodyOf(ctx);
    const event = raw === null ? null : await verifiedStripeEvent(deps, raw, ctx.get('stripe-signature') || undefined);
    if (!event) throw new AppError('bad_request', paymentPage.invalidWebhook, { code: 'invalid_signature' });
    // Replay-safe by event id: every verified event is stored once (stripe_events); a second delivery does nothing.
    const ref = { id: event.id, type: event.type };
    let outcome = 'ignored';
    const session =
      event.type === 'checkout.session.completed' || event.type === 'checkout.session.async_payment_succeeded'
        ? event.data.object
        : null;
    const paymentId = session?.metadata?.paymentId;
    if (session && paymentId) {
      outcome = await completeStripePayment(deps.db, paymentId, session, deps.now(), ref);
      if (outcome === 'paid') {
        services.events.wake();
        await autoAcceptPaidOrder(deps, services, paymentId);
      }
    } else if (!(await recordStripeEvent(deps.db, ref, deps.now()))) {
      outcome = 'duplicate-event';
    }
    deps.logger.info({ eventId: event.id, type: event.type, outcome }, 'stripe: webhook');
    ctx.body = { data: { received: true } };
  });
}
