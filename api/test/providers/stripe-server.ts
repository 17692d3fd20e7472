import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/** One request the local Stripe server received. */
export interface StripeRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  form: URLSearchParams;
}

export interface FakeCheckoutSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  amount_total: number;
  currency: string;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  url: string;
  line_items: { name: string; unit_amount: number; quantity: number; currency: string }[];
}

/** A Refund object as Stripe answers it (https://docs.stripe.com/api/refunds/object), the fields the shop reads. */
export interface FakeRefund {
  id: string;
  object: 'refund';
  amount: number;
  currency: string;
  payment_intent: string;
  status: 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';
  failure_reason: string | null;
  reason: string | null;
  metadata: Record<string, string>;
  created: number;
}

/** What the next calls answer: normally, a 500, or no answer at all (the client's timeout). */
/** 'answer-lost': a refund is made, then the answer is a 500 (the shop cannot know it went through). */
export type StripeServerMode = 'ok' | 'error500' | 'hang' | 'answer-lost';

/**
 * A local HTTP server that speaks the parts of the Stripe API the shop uses (form-encoded bodies as the SDK sends
 * them, Bearer secret key, Idempotency-Key): POST /v1/checkout/sessions, GET /v1/checkout/sessions/{id}, POST /v1/refunds
 * and GET /v1/refunds/{id}. Tests
 * "pay" a session (what the customer does on Stripe's page) and get the signed `checkout.session.completed` webhook
 * (signature made with the SDK's `webhooks.generateTestHeaderString`).
 */
export class StripeTestServer {
  readonly requests: StripeRequest[] = [];
  readonly sessions = new Map<string, FakeCheckoutSession>();
  mode: StripeServerMode = 'ok';
  readonly refunds = new Map<string, FakeRefund>();
  /** The status a new refund gets: 'succeeded' at once (cards, usually) or 'pending' (settled later by `settleRefund`). */
  refundStatus: FakeRefund['status'] = 'succeeded';
  private readonly idempotentRefunds = new Map<string, string>();
  /** Where the hosted page's "pay" button sends the signed `checkout.session.completed` (none: no webhook). */
  webhookUrl: string | null = null;
  private readonly idempotent = new Map<string, string>();
  private readonly hanging = new Set<http.ServerResponse>();
  private server: http.Server | null = null;
  url = '';

  constructor(
    readonly secretKey: string,
    readonly webhookSecret: string,
  ) {}

  async start(): Promise<this> {
    const server = http.createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => {
        res.statusCode = 500;
        res.end(String(error));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The customer pays on Stripe's page: the session is complete and paid. */
  pay(sessionId: string): FakeCheckoutSession {
    const session = this.sessions.get(sessionId);
    if (!session) throw new Error(`no session ${sessionId}`);
    session.status = 'complete';
    session.payment_status = 'paid';
    session.payment_intent = `pi_${randomBytes(12).toString('hex')}`;
    return session;
  }

  /** A signed webhook call as Stripe sends it: the JSON body and its Stripe-Signature header. */
  webhook(
    session: FakeCheckoutSession,
    options: { type?: string; eventId?: string; secret?: string } = {},
  ): { body: string; signature: string; eventId: string } {
    const eventId = options.eventId ?? `evt_${randomBytes(12).toString('hex')}`;
    const { line_items: _lines, ...object } = session;
    const body = JSON.stringify({
      id: eventId,
      object: 'event',
      api_version: '2025-01-27.acacia',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      type: options.type ?? 'checkout.session.completed',
      data: { object },
    });
    const signature = new Stripe(this.secretKey).webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? this.webhookSecret,
    });
    return { body, signature, eventId };
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<boolean> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', this.url);
    const request: StripeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      authorization: req.headers.authorization,
      idempotencyKey: typeof req.headers['idempotency-key'] === 'string' ? req.headers['idempotency-key'] : undefined,
      form: new URLSearchParams(Buffer.concat(chunks).toString('utf8')),
    };
    this.requests.push(request);
    const hosted = /^\/c\/pay\/(cs_test_[0-9a-f]+)(\/pay)?$/.exec(request.path);
    if (hosted) return this.hostedPage(request, res, hosted[1] ?? '', hosted[2] !== undefined);
    if (this.mode === 'hang') {
      this.hanging.add(res);
      return false;
    }
    if (this.mode === 'error500') return this.error(res, 500, 'api_error', 'Something went wrong on Stripe’s end.');
    if (request.authorization !== `Bearer ${this.secretKey}`) {
      return this.error(res, 401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') return this.create(request, res);
    if (request.method === 'POST' && request.path === '/v1/refunds') return this.createRefund(request, res);
    const refundMatch = /^\/v1\/refunds\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && refundMatch) {
      const refund = this.refunds.get(decodeURIComponent(refundMatch[1] ?? ''));
      if (!refund) return this.error(res, 404, 'invalid_request_error', 'No such refund');
      return this.json(res, 200, refund);
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && match) {
      const session = this.sessions.get(decodeURIComponent(match[1] ?? ''));
      if (!session) return this.error(res, 404, 'invalid_request_error', 'No such checkout.session');
      const { line_items: _lines, ...object } = session;
      return this.json(res, 200, object);
    }
    return this.error(
      res,
      404,
      'invalid_request_error',
      `Unrecognized request URL (${request.method}: ${request.path})`,
    );
  }

  private create(request: StripeRequest, res: http.ServerResponse): boolean {
    const previous = request.idempotencyKey ? this.idempotent.get(request.idempotencyKey) : undefined;
    const known = previous ? this.sessions.get(previous) : undefined;
    if (known) {
      const { line_items: _lines, ...object } = known;
      return this.json(res, 200, object);
    }
    const form = request.form;
    const lines: FakeCheckoutSession['line_items'] = [];
    for (let i = 0; form.has(`line_items[${i}][quantity]`); i++) {
      const field = (name: string) => form.get(`line_items[${i}]${name}`) ?? '';
      lines.push({
        name: field('[price_data][product_data][name]'),
        unit_amount: Number(field('[price_data][unit_amount]')),
        quantity: Number(field('[quantity]')),
        currency: field('[price_data][currency]'),
      });
    }
    if (form.get('mode') !== 'payment' || lines.length === 0 || !form.get('success_url')) {
      return this.error(res, 400, 'invalid_request_error', 'Missing required param: mode, line_items or success_url.');
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const id = `cs_test_${randomBytes(16).toString('hex')}`;
    const session: FakeCheckoutSession = {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      amount_total: lines.reduce((sum, line) => sum + line.unit_amount * line.quantity, 0),
      currency: lines[0]?.currency ?? 'eur',
      client_reference_id: form.get('client_reference_id'),
      metadata,
      success_url: (form.get('success_url') ?? '').replace('{CHECKOUT_SESSION_ID}', id),
      cancel_url: form.get('cancel_url') ?? '',
      payment_intent: null,
      url: `${this.url}/c/pay/${id}`,
      line_items: lines,
    };
    this.sessions.set(id, session);
    if (request.idempotencyKey) this.idempotent.set(request.idempotencyKey, id);
    const { line_items: _lines, ...object } = session;
    return this.json(res, 200, object);
  }

  /**
   * The hosted Checkout page at the session's `url` (browser tests): the order total, a "Pay" button (pays the
   * session, sends the signed webhook to `webhookUrl` when set, then goes to the success URL) and "Cancel" (the
   * cancel URL), as Stripe's page offers.
   */
  private async hostedPage(
    request: StripeRequest,
    res: http.ServerResponse,
    id: string,
    paying: boolean,
  ): Promise<boolean> {
    const session = this.sessions.get(id);
    if (!session) return this.error(res, 404, 'invalid_request_error', 'No such checkout.session');
    if (paying && request.method === 'POST') {
      this.pay(id);
      if (this.webhookUrl) {
        const call = this.webhook(session);
        await fetch(this.webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'Stripe-Signature': call.signature },
          body: call.body,
        });
      }
      res.statusCode = 303;
      res.setHeader('Location', session.success_url);
      res.end();
      return true;
    }
    const total = (session.amount_total / 100).toFixed(2);
    res.statusCode = 200;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.end(`<!doctype html><html lang="en"><head><title>Stripe Checkout (local)</title></head><body><main>
<h1>Test payment</h1><p id="total">${session.currency.toUpperCase()} ${total}</p>
<form method="post" action="/c/pay/${id}/pay"><button type="submit">Pay</button></form>
<a href="${session.cancel_url.replace(/"/g, '&quot;')}">Cancel</a></main></body></html>`);
    return true;
  }

  /** A pending refund becomes done (or fails), as Stripe's processing does later. */
  settleRefund(id: string, status: FakeRefund['status'], failureReason: string | null = null): FakeRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`no refund ${id}`);
    refund.status = status;
    refund.failure_reason = failureReason;
    return refund;
  }

  /** The refunds made on a PaymentIntent (what the Dashboard lists). */
  refundsOf(paymentIntent: string): FakeRefund[] {
    return [...this.refunds.values()].filter((refund) => refund.payment_intent === paymentIntent);
  }

  /**
   * POST /v1/refunds as documented (https://docs.stripe.com/api/refunds/create): `payment_intent` of a paid session,
   * `amount` in cents (default: all that is left), `metadata[…]`; the same Idempotency-Key answers the same refund;
   * more than is left is refused like Stripe does (400 `amount_too_large`), as is an unknown or unpaid PaymentIntent.
   */
  private createRefund(request: StripeRequest, res: http.ServerResponse): boolean {
    const previous = request.idempotencyKey ? this.idempotentRefunds.get(request.idempotencyKey) : undefined;
    const known = previous ? this.refunds.get(previous) : undefined;
    if (known) return this.json(res, 200, known);
    const form = request.form;
    const intent = form.get('payment_intent') ?? '';
    const session = [...this.sessions.values()].find((candidate) => candidate.payment_intent === intent);
    if (!intent || !session || session.payment_status !== 'paid') {
      return this.error(res, 400, 'invalid_request_error', `No such payment_intent: '${intent}'`);
    }
    const refunded = this.refundsOf(intent)
      .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
      .reduce((sum, refund) => sum + refund.amount, 0);
    const left = session.amount_total - refunded;
    const amount = form.has('amount') ? Number(form.get('amount')) : left;
    if (!Number.isInteger(amount) || amount <= 0) {
      return this.error(res, 400, 'invalid_request_error', 'Invalid positive integer');
    }
    if (amount > left) {
      return this.error(
        res,
        400,
        'invalid_request_error',
        `Refund amount (€${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge (€${(left / 100).toFixed(2)})`,
      );
    }
    const metadata: Record<string, string> = {};
    for (const [key, value] of form) {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      if (name) metadata[name] = value;
    }
    const refund: FakeRefund = {
      id: `re_${randomBytes(12).toString('hex')}`,
      object: 'refund',
      amount,
      currency: session.currency,
      payment_intent: intent,
      status: this.refundStatus,
      failure_reason: null,
      reason: form.get('reason'),
      metadata,
      created: Math.floor(Date.now() / 1000),
    };
    this.refunds.set(refund.id, refund);
    if (request.idempotencyKey) this.idempotentRefunds.set(request.idempotencyKey, refund.id);
    if (this.mode === 'answer-lost') return this.error(res, 500, 'api_error', 'Something went wrong on Stripe’s end.');
    return this.json(res, 200, refund);
  }

  /** Sends the answer; true (answered). */
  private json(res: http.ServerResponse, status: number, body: unknown): boolean {
    res.statusCode = status;
    res.setHeader('Content-Type', 'application/json');
    res.setHeader('Request-Id', `req_${randomBytes(8).toString('hex')}`);
    res.end(JSON.stringify(body));
    return true;
  }

  private error(res: http.ServerResponse, status: number, type: string, message: string): boolean {
    return this.json(res, status, { error: { type, message } });
  }
}
