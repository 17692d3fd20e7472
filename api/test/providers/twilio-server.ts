import { randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One SMS the local Twilio server accepted (or refused). */
export interface TwilioRequest {
  method: string;
  path: string;
  /** The Basic credentials were the account's (sid:token). */
  authorised: boolean;
  to: string | null;
  from: string | null;
  body: string | null;
}

/**
 * What the next calls answer: normally (201 with the message resource), a 500, no answer at all (the client's
 * timeout), or Twilio's 400 for an invalid 'To' number (code 21211).
 */
export type TwilioServerMode = 'ok' | 'error500' | 'hang' | 'invalidNumber';

/**
 * A local HTTP server that speaks the part of the Twilio REST API the shop uses: POST
 * /2010-04-01/Accounts/{AccountSid}/Messages.json (form-encoded To, From, Body; HTTP Basic sid:token), answering
 * like the documented JSON (message resource with `sid` SM…, `status` queued; errors as {code, message, more_info,
 * status}). `failNext(mode, n)` makes the next n calls fail, after which it answers normally again.
 */
export class TwilioTestServer {
  readonly requests: TwilioRequest[] = [];
  /** The accepted messages, in order. */
  readonly delivered: TwilioRequest[] = [];
  mode: TwilioServerMode = 'ok';
  private failuresLeft = Number.POSITIVE_INFINITY;
  private readonly hanging = new Set<http.ServerResponse>();
  private server: http.Server | null = null;
  url = '';

  constructor(
    readonly accountSid = `AC${randomBytes(16).toString('hex')}`,
    readonly authToken = randomBytes(16).toString('hex'),
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

  /** The next `times` calls answer in `mode` (default: until told otherwise); then 'ok' again. */
  failNext(mode: TwilioServerMode, times = Number.POSITIVE_INFINITY): void {
    this.mode = mode;
    this.failuresLeft = times;
  }

  reset(): void {
    this.mode = 'ok';
    this.failuresLeft = Number.POSITIVE_INFINITY;
    this.requests.length = 0;
    this.delivered.length = 0;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const expected = `Basic ${Buffer.from(`${this.accountSid}:${this.authToken}`).toString('base64')}`;
    const request: TwilioRequest = {
      method: req.method ?? '',
      path,
      authorised: req.headers.authorization === expected,
      to: form.get('To'),
      from: form.get('From'),
      body: form.get('Body'),
    };
    this.requests.push(request);
    const json = (status: number, body: unknown) => {
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(body));
    };
    const error = (status: number, code: number, message: string) =>
      json(status, { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status });

    if (!request.authorised) return error(401, 20003, 'Authenticate');
    if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${this.accountSid}/Messages.json`) {
      return error(404, 20404, `The requested resource ${path} was not found`);
    }
    const mode = this.mode;
    if (mode !== 'ok') {
      this.failuresLeft -= 1;
      if (this.failuresLeft <= 0) this.mode = 'ok';
    }
    if (mode === 'hang') {
      this.hanging.add(res);
      res.on('close', () => this.hanging.delete(res));
      return;
    }
    if (mode === 'error500') return error(500, 20500, 'Internal Server Error');
    if (mode === 'invalidNumber' || !request.to?.match(/^\+[1-9]\d{6,14}$/)) {
      return error(400, 21211, `The 'To' number ${request.to ?? ''} is not a valid phone number.`);
    }
    if (!request.from || !request.body) return error(400, 21604, "A 'From' phone number and a 'Body' are required.");
    this.delivered.push(request);
    const now = new Date().toUTCString();
    json(201, {
      account_sid: this.accountSid,
      api_version: '2010-04-01',
      body: request.body,
      date_created: now,
      date_sent: null,
      date_updated: now,
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from: request.from,
      messaging_service_sid: null,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'EUR',
      sid: `SM${randomBytes(16).toString('hex')}`,
      status: 'queued',
      subresource_uris: {},
      to: request.to,
      uri: `/2010-04-01/Accounts/${this.accountSid}/Messages/SM.json`,
    });
  }
}
