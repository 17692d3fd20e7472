import { messages } from '@bestell/domain';
import { escapeHtml } from '../../infrastructure/notifications/render.js';

const { paymentPage } = messages;

/** 'Die Zahlung ist derzeit nicht möglich …' with a retry and the way back to the checkout (another method). */
export function renderStripeUnavailablePage(input: { retryPath: string; checkoutPath: string }): string {
  return `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(paymentPage.providerUnavailableTitle)}</title>
<style>body{font-family:Arial,Helvetica,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem;color:#222}
.actions{display:flex;gap:1rem;flex-wrap:wrap}a{font-size:1.1rem;padding:.7rem 1.4rem;border-radius:.3rem}
a.primary{background:#1b5e9b;color:#fff;text-decoration:none}a.secondary{color:#1b5e9b}</style></head>
<body><main>
<h1>${escapeHtml(paymentPage.providerUnavailableTitle)}</h1>
<p role="alert">${escapeHtml(paymentPage.providerUnavailable)}</p>
<div class="actions">
<a class="primary" href="${escapeHtml(input.checkoutPath)}">${escapeHtml(paymentPage.chooseOtherMethod)}</a>
<a class="secondary" href="${escapeHtml(input.retryPath)}">${escapeHtml(paymentPage.retryPayment)}</a>
</div>
</main></body></html>
`;
}
