import type { AnswerData } from '../generated/types.js';

export { printJobStatuses } from '@bestell/domain';

/**
 * The staff view of an order (GET /api/orders/current, /orders/{id}, /orders, SSE payload `order`): the public
 * view plus id, customer data, state and the actions the state machine allows now. Generated from the API document
 * (its answer schema is packages/domain's staffOrderWire, the one the API tests check real answers against).
 */
export type StaffOrder = AnswerData<'getOrdersById'>;
/** The customer document of a staff order (billing and delivery address; names, phone and e-mail sit on the order). */
export type StaffOrderCustomer = StaffOrder['customer'];
/** A receipt print job of an order (contract 4): whether a desk picked it up. */
export type StaffPrintJob = StaffOrder['printJobs'][number];
export type PrintJobStatus = StaffPrintJob['status'];
export type StaffOrderItem = StaffOrder['items'][number];
