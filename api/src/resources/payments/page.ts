import { formatCurrency, messages, ticketNumberLabel } from '@bestell/domain';
import { escapeHtml } from '../../infrastructure/notifications/render.js';
import { type PaymentOutcome, paymentOutcomes, signCallback } from '../../infrastructure/payments/signature.js';

export interface PaymentPageInput {
  paymentId: string;
  nonce: string;
  status: 'pending' | 'paid' | 'failed';
  amount: string;
  currency: string;
  shopName: string;
  disableTickets: boolean;
  ticketNumber: number;
  statusPath: string;
}

const { paymentPage } = messages;

function outcomeForm(input: PaymentPageInput, secret: Buffer, outcome: PaymentOutcome): string {
  const action = `/api/payments/test/${encodeURIComponent(input.paymentId)}/callback`;
  const signature = signCallback(secret, input.paymentId, outcome, input.nonce);
  const label = outcome === 'paid' ? paymentPage.pay : paymentPage.fail;
  return `<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="outcome" value="${outcome}">
<input type="hidden" name="nonce" value="${escapeHtml(input.nonce)}">
<input type="hidden" name="signature" value="${escapeHtml(signature)}">
<button type="submit" class="${outcome}">${escapeHtml(label)}</button>
</form>`;
}

/** The German test payment page: order, amount and the two signed buttons 'Bezahlen' and 'Fehlschlagen'. */
export function renderPaymentPage(input: PaymentPageInput, secret: Buffer): string {
  const orderLine = paymentPage.orderLine({
    shopName: input.shopName,
    ticketLabel: ticketNumberLabel(input.disableTickets),
    ticketNumber: input.ticketNumber,
  });
  const body =
    input.status === 'pending'
      ? `<div class="actions">${paymentOutcomes.map((outcome) => outcomeForm(input, secret, outcome)).join('\n')}</div>`
      : `<p>${escapeHtml(paymentPage.alreadyCompleted)}</p><p><a href="${escapeHtml(input.statusPath)}">${escapeHtml(paymentPage.toStatus)}</a></p>`;
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(paymentPage.title)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}
.actions{display:flex;gap:1rem}button{font-size:1.1rem;padding:.7rem 1.4rem;border:0;border-radius:.3rem;cursor:pointer}
button.paid{background:#1b7f3b;color:#fff}button.failed{background:#b3261e;color:#fff}</style></head>
<body><main>
<h1>${escapeHtml(paymentPage.title)}</h1>
<p>${escapeHtml(paymentPage.intro)}</p>
<p>${escapeHtml(orderLine)}</p>
<p>${escapeHtml(paymentPage.amountLabel)}: <strong>${escapeHtml(formatCurrency(input.amount, input.currency))}</strong></p>
${body}
</main></body></html>
`;
}
