import type { Db } from '../../db/database.js';

/**
 * Keeps the Stripe Checkout Session on its payment row when the start created it: the reconciliation asks Stripe for
 * that session again when the payment is still pending after 10 minutes, and a refund takes the session's
 * PaymentIntent (issue 25 points 3 and 4).
 */
export async function rememberCheckoutSession(db: Db, paymentId: string, sessionId: string): Promise<void> {
  await db.updateTable('payments').set({ checkoutSession: sessionId }).where('id', '=', paymentId).execute();
}
