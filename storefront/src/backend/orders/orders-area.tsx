/** Placeholder of the area; its screens replace it. */
export function OrdersArea() {
  return null;
}
