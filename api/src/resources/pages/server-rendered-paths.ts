/**
 * The storefront pages whose first view the API renders: /, /store/{identifier}, /shop and its category pages
 * (issue 6 §11), and every other path, which is a legal page, a CMS page or the 404 page (issue 14: answered with its
 * real status). Checkout, order status, back-office, signage player (issue 29) and branch
 * time clock (issue 28, /frontdesk/…) pages are rendered in the browser: they depend on the visitor (cart, order,
 * session, device credential, branch key).
 */
const browserOnly = [
  /^\/backend(\/|$)/,
  /^\/signage(\/|$)/,
  /^\/frontdesk\//,
  /^\/status\//,
  /^\/(store|shop)\/[^/]+\/checkout(\/error)?\/?$/,
  /^\/index\.html$/,
];

export function isServerRenderedPath(pathname: string): boolean {
  return !browserOnly.some((pattern) => pattern.test(pathname));
}
