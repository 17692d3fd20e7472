/**
 * Where an order was placed (issue 26): the storefront (default), a CMS shop page, a widget on another website, the
 * desk at the counter, or the back-office. Sent by the client in the `X-Order-Origin` header of the placement.
 */
export const orderOrigins = ['storefront', 'shop-page', 'widget', 'desk', 'back-office'] as const;
export type OrderOrigin = (typeof orderOrigins)[number];
export const defaultOrderOrigin: OrderOrigin = 'storefront';

export function isOrderOrigin(value: unknown): value is OrderOrigin {
  return typeof value === 'string' && (orderOrigins as readonly string[]).includes(value);
}
