import { z } from 'zod';

/**
 * The two calls of the Mollie Payments API the shop uses (https://docs.mollie.com/reference/create-payment and
 * get-payment), over fetch. Not @mollie/api-client: its 4.x client pins an https.Agent with its own CA bundle, so a
 * MOLLIE_API_BASE such as http://127.0.0.1:… (tests, a mock) cannot be reached, and 3.x depends on axios 0.27.
 */
export interface MollieClientOptions {
  apiKey: string;
  /** e.g. https://api.mollie.com (no trailing slash); the calls add /v2/…. */
  apiBase: string;
  timeoutMs: number;
}

export const molliePaymentStatuses = [
  'open',
  'canceled',
  'pending',
  'authorized',
  'expired',
  'failed',
  'paid',
] as const;

const amountSchema = z.object({ value: z.string(), currency: z.string() });

const paymentSchema = z.object({
  resource: z.literal('payment'),
  id: z.string().min(1),
  status: z.enum(molliePaymentStatuses),
  amount: amountSchema,
  metadata: z.unknown().optional(),
  _links: z.object({ checkout: z.object({ href: z.string().url() }).optional() }).passthrough(),
});

export type MolliePayment = z.infer<typeof paymentSchema>;

export interface CreateMolliePayment {
  amount: { value: string; currency: string };
  description: string;
  redirectUrl: string;
  webhookUrl: string;
  metadata: Record<string, string>;
}

/** Mollie could not be reached, timed out, answered 5xx or something that is not a payment: try again later. */
export class MollieUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'MollieUnavailableError';
  }
}

/** Mollie answered 4xx (e.g. an unknown payment id or a rejected key). */
export class MollieRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'MollieRequestError';
  }
}

/** One request to Mollie's API with the key, the HAL Accept header and the timeout; network failures throw as fetch does. */
export function sendMollieRequest(options: MollieClientOptions, path: string, init: RequestInit): Promise<Response> {
  return fetch(`${options.apiBase}${path}`, {
    ...init,
    headers: {
      Authorization: `Bearer ${options.apiKey}`,
      Accept: 'application/hal+json',
      ...(init.headers as Record<string, string> | undefined),
    },
    signal: AbortSignal.timeout(options.timeoutMs),
  });
}

async function call(options: MollieClientOptions, path: string, init: RequestInit): Promise<MolliePayment> {
  let response: Response;
  try {
    response = await sendMollieRequest(options, path, init);
  } catch (error) {
    throw new MollieUnavailableError(`Mollie ${init.method ?? 'GET'} ${path} failed`, { cause: error });
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch (error) {
    throw new MollieUnavailableError(`Mollie ${path}: no JSON body (status ${response.status})`, { cause: error });
  }
  if (response.status >= 500) throw new MollieUnavailableError(`Mollie ${path} answered ${response.status}`);
  if (!response.ok) {
    const detail = z.object({ detail: z.string() }).safeParse(body);
    throw new MollieRequestError(response.status, detail.success ? detail.data.detail : `status ${response.status}`);
  }
  const parsed = paymentSchema.safeParse(body);
  if (!parsed.success) throw new MollieUnavailableError(`Mollie ${path}: not a payment`, { cause: parsed.error });
  return parsed.data;
}

/** POST /v2/payments; the idempotency key makes a repeated start return the same payment. */
export function createMolliePayment(
  options: MollieClientOptions,
  input: CreateMolliePayment,
  idempotencyKey: string,
): Promise<MolliePayment> {
  return call(options, '/v2/payments', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
    body: JSON.stringify(input),
  });
}

/** GET /v2/payments/{id}: the only source of a payment's status (the webhook carries just the id). */
export function getMolliePayment(options: MollieClientOptions, id: string): Promise<MolliePayment> {
  return call(options, `/v2/payments/${encodeURIComponent(id)}`, { method: 'GET' });
}

/** Mollie's amount value: the exact decimal as a string with two decimals ("12.50"), never via a float. */
export function mollieAmountValue(cents: bigint): string {
  if (cents < 0n) throw new RangeError('A payment amount cannot be negative');
  return `${cents / 100n}.${(cents % 100n).toString().padStart(2, '0')}`;
}
