import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the local Mollie server received. */
export interface MollieRequest {
  method: string;
  path: string;
  authorization: string | undefined;
  idempotencyKey: string | undefined;
  body: unknown;
}

export type FakeMollieStatus = 'open' | 'canceled' | 'pending' | 'authorized' | 'expired' | 'failed' | 'paid';

export interface FakeMolliePayment {
  resource: 'payment';
  id: string;
  mode: 'test';
  status: FakeMollieStatus;
  amount: { value: string; currency: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: unknown;
  createdAt: string;
  _links: Record<string, { href: string; type: string }>;
}

export type FakeMollieRefundStatus = 'queued' | 'pending' | 'processing' | 'refunded' | 'failed' | 'canceled';

/** A refund as Mollie answers it (https://docs.mollie.com/reference/get-refund), HAL JSON. */
export interface FakeMollieRefund {
  resource: 'refund';
  id: string;
  mode: 'test';
  status: FakeMollieRefundStatus;
  amount: { value: string; currency: string };
  description: string;
  metadata: unknown;
  paymentId: string;
  createdAt: string;
  _links: Record<string, { href: string; type: string }>;
}

/** What the next calls answer: normally, a 500, or no answer at all (the client's timeout). */
export type MollieServerMode = 'ok' | 'error500' | 'hang';

function problem(res: http.ServerResponse, status: number, title: string, detail: string) {
  res.writeHead(status, { 'Content-Type': 'application/hal+json' });
  res.end(JSON.stringify({ status, title, detail, _links: {} }));
}

/**
 * A local HTTP server that speaks the parts of the Mollie Payments API v2 the shop uses, answering HAL JSON as
 * documented (https://docs.mollie.com/reference/create-payment, get-payment): POST /v2/payments (Bearer API key,
 * Idempotency-Key: the same key answers the same payment), GET /v2/payments/{id}, and the refunds of a payment
 * (POST /v2/payments/{id}/refunds, GET /v2/payments/{id}/refunds/{refundId}). Tests set a payment's status
 * (what the customer does on Mollie's page) and then call our webhook with the id, as Mollie does.
 */
export class MollieTestServer {
  readonly requests: MollieRequest[] = [];
  readonly payments = new Map<string, FakeMolliePayment>();
  mode: MollieServerMode = 'ok';
  readonly refunds = new Map<string, FakeMollieRefund>();
  /** The status a new refund gets: Mollie answers 'pending' (or 'queued') and refunds later; 'refunded' at once. */
  refundStatus: FakeMollieRefundStatus = 'pending';
  private readonly idempotentRefunds = new Map<string, string>();
  private readonly idempotent = new Map<string, string>();
  private readonly hanging = new Set<http.ServerResponse>();
  private server: http.Server | null = null;
  url = '';

  constructor(readonly apiKey: string) {}

  async start(): Promise<this> {
    const server = http.createServer((req, res) => {
      this.handle(req, res).catch((error: unknown) => problem(res, 500, 'Internal Server Error', String(error)));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    this.server = server;
    this.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return this;
  }

  async close(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** What the customer did on Mollie's hosted page. */
  setStatus(id: string, status: FakeMollieStatus): void {
    const payment = this.payments.get(id);
    if (!payment) throw new Error(`no Mollie payment ${id}`);
    payment.status = status;
  }

  /** A payment made directly in the account (not by the shop), e.g. to forge a webhook with a real id. */
  addPayment(input: Pick<FakeMolliePayment, 'status' | 'amount' | 'metadata'>): FakeMolliePayment {
    const payment = this.newPayment({ ...input, description: 'elsewhere', redirectUrl: '', webhookUrl: '' });
    payment.status = input.status;
    return payment;
  }

  private newPayment(
    input: Pick<FakeMolliePayment, 'amount' | 'description' | 'redirectUrl' | 'webhookUrl' | 'metadata'>,
  ): FakeMolliePayment {
    const id = `tr_${randomBytes(8).toString('hex')}`;
    const payment: FakeMolliePayment = {
      resource: 'payment',
      id,
      mode: 'test',
      status: 'open',
      createdAt: new Date().toISOString(),
      ...input,
      _links: {
        self: { href: `${this.url}/v2/payments/${id}`, type: 'application/hal+json' },
        checkout: { href: `${this.url}/checkout/select-method/${id}`, type: 'text/html' },
      },
    };
    this.payments.set(id, payment);
    return payment;
  }

  /** Mollie's processing of a refund later on (pending → refunded, or failed). */
  settleRefund(id: string, status: FakeMollieRefundStatus): FakeMollieRefund {
    const refund = this.refunds.get(id);
    if (!refund) throw new Error(`no Mollie refund ${id}`);
    refund.status = status;
    return refund;
  }

  refundsOf(paymentId: string): FakeMollieRefund[] {
    return [...this.refunds.values()].filter((refund) => refund.paymentId === paymentId);
  }

  /**
   * POST /v2/payments/{id}/refunds (https://docs.mollie.com/reference/create-refund): the amount as a two-decimal
   * string in the payment's currency, a description; the same Idempotency-Key answers the same refund; a payment that
   * is not paid, or more than is left, is 422 as Mollie answers. GET /v2/payments/{id}/refunds/{refundId}.
   */
  private async refundCall(
    method: string,
    match: RegExpExecArray,
    text: string,
    idempotencyKey: string | string[] | undefined,
    json: (status: number, body: unknown) => void,
    res: http.ServerResponse,
  ): Promise<void> {
    const payment = this.payments.get(decodeURIComponent(match[1] ?? ''));
    if (!payment) return problem(res, 404, 'Not Found', 'No payment exists with token');
    if (method === 'GET' && match[2]) {
      const refund = this.refunds.get(decodeURIComponent(match[2]));
      if (!refund || refund.paymentId !== payment.id)
        return problem(res, 404, 'Not Found', 'No refund exists with token');
      return json(200, refund);
    }
    if (method !== 'POST' || match[2]) return problem(res, 404, 'Not Found', 'Unknown endpoint');
    const key = typeof idempotencyKey === 'string' ? idempotencyKey : '';
    const known = key ? this.idempotentRefunds.get(key) : undefined;
    if (known) return json(201, this.refunds.get(known));
    if (payment.status !== 'paid') return problem(res, 422, 'Unprocessable Entity', 'The payment is not refundable');
    const body = JSON.parse(text || '{}') as {
      amount?: { value?: string; currency?: string };
      description?: string;
      metadata?: unknown;
    };
    const value = body.amount?.value ?? '';
    if (!/^\d+\.\d{2}$/.test(value) || body.amount?.currency !== payment.amount.currency) {
      return problem(res, 422, 'Unprocessable Entity', 'The amount is invalid');
    }
    const cents = (text: string) => Math.round(Number(text.replace('.', '')));
    const held = this.refundsOf(payment.id)
      .filter((refund) => refund.status !== 'failed' && refund.status !== 'canceled')
      .reduce((sum, refund) => sum + cents(refund.amount.value), 0);
    if (cents(value) > cents(payment.amount.value) - held) {
      return problem(res, 422, 'Unprocessable Entity', 'The amount is higher than the refundable amount');
    }
    const id = `re_${randomBytes(8).toString('hex')}`;
    const refund: FakeMollieRefund = {
      resource: 'refund',
      id,
      mode: 'test',
      status: this.refundStatus,
      amount: { value, currency: payment.amount.currency },
      description: body.description ?? '',
      metadata: body.metadata ?? null,
      paymentId: payment.id,
      createdAt: new Date().toISOString(),
      _links: { self: { href: `${this.url}/v2/payments/${payment.id}/refunds/${id}`, type: 'application/hal+json' } },
    };
    this.refunds.set(id, refund);
    if (key) this.idempotentRefunds.set(key, id);
    return json(201, refund);
  }

  /**
   * Mollie's hosted checkout at the payment's `_links.checkout` (browser tests): "Pay" or "Cancel" sets the status,
   * calls the shop's webhook with the id (form post, as Mollie does) and sends the customer to the redirectUrl.
   */
  private async hostedPage(
    method: string,
    res: http.ServerResponse,
    id: string,
    outcome: string | undefined,
  ): Promise<void> {
    const payment = this.payments.get(id);
    if (!payment) return problem(res, 404, 'Not Found', 'No payment exists with token');
    if (method === 'POST' && (outcome === 'paid' || outcome === 'canceled')) {
      payment.status = outcome;
      if (payment.webhookUrl) {
        await fetch(payment.webhookUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id }).toString(),
        });
      }
      res.writeHead(303, { Location: payment.redirectUrl });
      res.end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html><html lang="en"><head><title>Mollie Checkout (local)</title></head><body><main>
<h1>Test payment</h1><p id="total">${payment.amount.currency} ${payment.amount.value}</p>
<form method="post" action="/checkout/select-method/${id}/paid"><button type="submit">Pay</button></form>
<form method="post" action="/checkout/select-method/${id}/canceled"><button type="submit">Cancel</button></form>
</main></body></html>`);
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const text = Buffer.concat(chunks).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const idempotencyKey = req.headers['idempotency-key'];
    this.requests.push({
      method: req.method ?? '',
      path,
      authorization: req.headers.authorization,
      idempotencyKey: typeof idempotencyKey === 'string' ? idempotencyKey : undefined,
      body: text ? JSON.parse(text) : null,
    });
    const hosted = /^\/checkout\/select-method\/(tr_[0-9a-f]+)(?:\/(paid|canceled))?$/.exec(path);
    if (hosted) return this.hostedPage(req.method ?? 'GET', res, hosted[1] ?? '', hosted[2]);
    if (this.mode === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (this.mode === 'error500') return problem(res, 500, 'Internal Server Error', 'Something went wrong');
    if (req.headers.authorization !== `Bearer ${this.apiKey}`) {
      return problem(res, 401, 'Unauthorized Request', 'Missing authentication, or failed to authenticate');
    }
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'Content-Type': 'application/hal+json' });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'POST' && path === '/v2/payments') {
      const key = typeof idempotencyKey === 'string' ? idempotencyKey : '';
      const known = key ? this.idempotent.get(key) : undefined;
      if (known) return json(201, this.payments.get(known));
      const body = JSON.parse(text) as Partial<FakeMolliePayment>;
      const value = body.amount?.value ?? '';
      if (!/^\d+\.\d{2}$/.test(value) || !body.amount?.currency || !body.description || !body.redirectUrl) {
        return problem(res, 422, 'Unprocessable Entity', 'The amount, description or redirectUrl is invalid');
      }
      const payment = this.newPayment({
        amount: { value, currency: body.amount.currency },
        description: body.description,
        redirectUrl: body.redirectUrl,
        webhookUrl: body.webhookUrl ?? '',
        metadata: body.metadata ?? null,
      });
      if (key) this.idempotent.set(key, payment.id);
      return json(201, payment);
    }
    const refunds = /^\/v2\/payments\/([^/]+)\/refunds(?:\/([^/]+))?$/.exec(path);
    if (refunds) return this.refundCall(req.method ?? '', refunds, text, idempotencyKey, json, res);
    const match = /^\/v2\/payments\/([^/]+)$/.exec(path);
    if (req.method === 'GET' && match) {
      const payment = this.payments.get(decodeURIComponent(match[1] ?? ''));
      if (!payment) return problem(res, 404, 'Not Found', 'No payment exists with token');
      const { checkout, ...links } = payment._links;
      return json(200, { ...payment, _links: payment.status === 'open' && checkout ? payment._links : links });
    }
    return problem(res, 404, 'Not Found', 'Unknown endpoint');
  }
}
