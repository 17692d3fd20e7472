import { createHmac, timingSafeEqual } from 'node:crypto';

export const paymentOutcomes = ['paid', 'failed'] as const;
export type PaymentOutcome = (typeof paymentOutcomes)[number];

/** HMAC-SHA256 over payment id, outcome and nonce (base64url). */
export function signCallback(secret: Buffer, paymentId: string, outcome: PaymentOutcome, nonce: string): string {
  return createHmac('sha256', secret).update(`${paymentId}\n${outcome}\n${nonce}`).digest('base64url');
}

/** Constant-time comparison of the sent signature with the expected one (length mismatch is simply false). */
export function isValidSignature(
  secret: Buffer,
  paymentId: string,
  outcome: PaymentOutcome,
  nonce: string,
  signature: string,
): boolean {
  const expected = Buffer.from(signCallback(secret, paymentId, outcome, nonce));
  const sent = Buffer.from(signature);
  return sent.length === expected.length && timingSafeEqual(sent, expected);
}
