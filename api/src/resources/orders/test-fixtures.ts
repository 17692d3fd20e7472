/** Test data for the order tests (used by *.test.ts only). Seed: 1 Wien (takeaway + delivery), 2 Graz (dine-in with
 * tables), 3 Linz (takeaway, pre-order). Clock default: Monday 2026-11-23 10:00 in Vienna (all branches open). */
export const openMonday = new Date('2026-11-23T10:00:00+01:00');
/** Monday 20:00 in Vienna: every branch closed; only Linz takes pre-orders. */
export const closedMonday = new Date('2026-11-23T20:00:00+01:00');

export interface Envelope<T> {
  data: T;
}
export interface Failure {
  errors: { message: string; code: string; field?: string }[];
}
export interface Placed {
  uid: string;
  hash: string;
  paymentRedirectUrl?: string;
}

export const customer = {
  firstName: 'Maria',
  lastName: 'Huber',
  phone: '+436641234567',
  email: 'maria.huber@example.at',
  paymentMethod: 'cash',
  notificationType: 'email',
  legalInstructions: true,
  privacyPolicy: true,
};

export const address = { street: 'Neubaugasse 12', zipCode: '1070', city: 'Wien', country: 'AT' };

/** Takeaway at Wien: two Kaisersemmeln (0.65) and one Bauernbrot (5.90). */
export function takeawayBody(overrides: Record<string, unknown> = {}) {
  return {
    ...customer,
    branch: 1,
    isDelivery: false,
    isDineIn: false,
    items: [
      { product: 8, amount: '2', unit: 'Stk.', parts: [] },
      { product: 1, amount: '1', unit: 'Stk.', parts: [] },
    ],
    ...overrides,
  };
}

export function deliveryBody(overrides: Record<string, unknown> = {}) {
  return takeawayBody({ ...address, isDelivery: true, deliveryArea: '1060 Wien-Mariahilf', ...overrides });
}

export function dineInBody(overrides: Record<string, unknown> = {}) {
  return {
    firstName: 'Karl',
    lastName: 'Berger',
    paymentMethod: 'cash',
    notificationType: 'email',
    legalInstructions: true,
    privacyPolicy: true,
    branch: 2,
    isDelivery: false,
    isDineIn: true,
    table: '4',
    items: [{ product: 14, amount: '2', unit: 'Stk.', parts: [] }],
    ...overrides,
  };
}

export function post(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) };
}
