/**
 * The storefront pages whose first view the API renders (issue 6 §11: /, /store/{identifier}, /shop and its
 * category pages). Checkout, order status, CMS and back-office pages are rendered in the browser: they depend on the
 * visitor (cart, order, session) or are not on the speed budget.
 */
const serverRendered = [/^\/$/, /^\/store\/[^/]+$/, /^\/shop$/, /^\/shop\/\d+\/(?!checkout$)[^/]+$/];

export function isServerRenderedPath(pathname: string): boolean {
  return serverRendered.some((pattern) => pattern.test(pathname));
}
