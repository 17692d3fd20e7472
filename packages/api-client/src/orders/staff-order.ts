import type { DeliveryArea, Id, IsoDateTime, NotificationType, OrderAction, OrderState } from '@bestell/domain';
import type { PublicOrder, PublicOrderItem } from './public-order.js';

/** The customer document of a staff order (billing and delivery address; names, phone and e-mail sit on the order). */
export interface StaffOrderCustomer {
  isCompany: boolean;
  companyName: string | null;
  company: string | null;
  street: string | null;
  floor: string | null;
  stairway: string | null;
  door: string | null;
  zipCode: string | null;
  city: string | null;
  country: string | null;
  vatNumber: string | null;
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string | null;
  deliveryFirstName: string | null;
  deliveryLastName: string | null;
  deliveryStreet: string | null;
  deliveryFloor: string | null;
  deliveryStairway: string | null;
  deliveryDoor: string | null;
  deliveryZipCode: string | null;
  deliveryCity: string | null;
  deliveryCountry: string | null;
}

export const printJobStatuses = ['pending', 'printed', 'failed'] as const;
export type PrintJobStatus = (typeof printJobStatuses)[number];

/** A receipt print job of an order (contract 4): whether a desk picked it up. */
export interface StaffPrintJob {
  id: number;
  deviceId: number | null;
  deviceName: string | null;
  status: PrintJobStatus;
  createdAt: IsoDateTime;
}

export type StaffOrderItem = PublicOrderItem;

/**
 * The staff view of an order (GET /api/orders/current, /orders/{id}, /orders, SSE payload `order`): the public
 * view plus id, customer data, state and the actions the state machine allows now (api toStaffOrder).
 */
export interface StaffOrder extends PublicOrder {
  id: Id;
  businessDate: string;
  firstName: string;
  lastName: string;
  email: string | null;
  phone: string | null;
  customer: StaffOrderCustomer;
  comment: string | null;
  notificationType: NotificationType;
  deliveryArea: DeliveryArea | null;
  donatee: { id: Id } | null;
  state: OrderState;
  allowedActions: OrderAction[];
  updatedAt: IsoDateTime;
  /** Contract 3: null until a member of staff opened or handled the order. */
  acknowledgedAt: IsoDateTime | null;
  /** Contract 4. */
  printJobs: StaffPrintJob[];
}
