/**
 * Contract 4 (issue 15 §2): the hosted checkout adopts the server cart of `cart` and, once the order is placed, goes
 * back to `return` (when its origin is an allowed embedding origin) with `uid` and `hash` for the status element.
 */
export function checkoutUrl(apiBase: string, branchIdentifier: string, token: string, returnUrl: string): string {
  const query = `cart=${encodeURIComponent(token)}&return=${encodeURIComponent(returnUrl)}`;
  return `${apiBase}/store/${encodeURIComponent(branchIdentifier)}/checkout?${query}`;
}

/** The host page without the status parameters of a previous order. */
export function hostReturnUrl(href: string): string {
  const url = new URL(href);
  url.searchParams.delete('uid');
  url.searchParams.delete('hash');
  url.hash = '';
  return url.toString();
}
