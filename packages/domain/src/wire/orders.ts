import { z } from 'zod';
import { serviceModes } from '../entities/branch.js';
import { notificationTypes, paymentMethods } from '../entities/order.js';
import { orderStates } from '../orders/order-state.js';
import { orderActions } from '../orders/order-transitions.js';

/**
 * Orders as the API answers them (api/src/resources/orders/serialize.ts): the answer schemas of the order routes in
 * the OpenAPI document, the types the clients use (packages/api-client) and what the API tests check real answers
 * against.
 */
const decimal = z.string().meta({ description: 'A decimal amount as text, e.g. "2.90" (never a float).' });
const dateTime = z.string().meta({ format: 'date-time' });
const id = z.number().int();

export const customerOrderStatuses = [
  'waiting-for-confirmation',
  'confirmed',
  'in-delivery',
  'ready-for-pickup',
  'delivered',
  'completed',
  'canceled',
] as const;

export const orderFlagsWire = z.object({
  isConfirmed: z.boolean(),
  isRejected: z.boolean(),
  isCanceled: z.boolean(),
  isCompleted: z.boolean(),
  isDelivery: z.boolean(),
  isDineIn: z.boolean(),
  isInDelivery: z.boolean(),
  isDelivered: z.boolean(),
  isPaid: z.boolean(),
  isRefunded: z.boolean(),
  isFailed: z.boolean(),
});

export const publicOrderItemWire = z
  .object({
    index: z.number().int(),
    product: id,
    name: z.string(),
    amount: decimal,
    unit: z.string(),
    parts: z.array(z.union([z.string(), z.array(z.string()), z.null()])),
    calculationModel: z.string(),
    price: decimal,
    gross: decimal,
    taxRate: decimal,
  })
  .meta({ id: 'OrderItem' });

export const publicDeliveryAddressWire = z.object({
  street: z.string().nullable(),
  floor: z.string().nullable(),
  stairway: z.string().nullable(),
  door: z.string().nullable(),
  zipCode: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
});

export const orderPricingWire = z.object({
  gross: decimal,
  deliveryGross: decimal,
  totalGross: decimal,
  net: decimal,
  tax: decimal,
  taxes: z.record(z.string(), decimal),
});

export const timelineStepWire = z.object({
  status: z.enum(customerOrderStatuses),
  label: z.string(),
  done: z.boolean(),
  current: z.boolean(),
});

/** GET /api/orders/public/{uid}/{hash} (spec §3 Order (status)): nothing about the customer. */
export const publicOrderWire = z
  .object({
    uid: z.string(),
    hash: z.string(),
    ticketNumber: z.number().int(),
    branch: z.object({ id }),
    mode: z.enum(serviceModes),
    submitMode: z.enum(['quotation', 'order', 'preorder']),
    paymentMethod: z.enum(paymentMethods),
    appointmentDate: dateTime
      .nullable()
      .meta({ description: "The time the customer asked for (null: 'as soon as possible')." }),
    appointment: dateTime.meta({ description: 'When the order is due.' }),
    counterAppointment: dateTime.nullable(),
    rejectionMessage: z.string().nullable(),
    tableIdentifier: z.string().nullable(),
    deliveryAddress: publicDeliveryAddressWire.nullable(),
    questionnaireRating: z.number().nullable(),
    ...orderFlagsWire.shape,
    items: z.array(publicOrderItemWire),
    pricing: orderPricingWire,
    currency: z.string(),
    isApproximate: z.boolean(),
    status: z.enum(customerOrderStatuses),
    timeline: z.array(timelineStepWire),
    paymentStatus: z.enum(['waiting-for-payment', 'paid', 'refunded', 'failed']).nullable(),
    canAnswerCounterAppointment: z.boolean(),
    placedAt: dateTime,
  })
  .meta({ id: 'PublicOrder' });

const text = z.string().nullable().default(null);
const flag = z.boolean().default(false);

/**
 * The customer document of a staff order (billing and delivery address; names, phone and e-mail sit on the order).
 * The API answers it through this schema: a stored document that predates a field gets its empty value.
 */
export const staffOrderCustomerWire = z.object({
  isCompany: flag,
  companyName: text,
  company: text,
  street: text,
  floor: text,
  stairway: text,
  door: text,
  zipCode: text,
  city: text,
  country: text,
  vatNumber: text,
  isDeliveryAddressDifferent: flag,
  isDeliveryCompany: flag,
  deliveryCompanyName: text,
  deliveryFirstName: text,
  deliveryLastName: text,
  deliveryStreet: text,
  deliveryFloor: text,
  deliveryStairway: text,
  deliveryDoor: text,
  deliveryZipCode: text,
  deliveryCity: text,
  deliveryCountry: text,
});

/** A delivery area as the order stored it (price and tax of the delivery then). */
export const deliveryAreaWire = z.object({
  area: z.string(),
  price: decimal,
  tax: decimal,
  free: z.boolean(),
  freeFromOrderValue: decimal.nullable(),
  minimumOrderValue: decimal.nullable(),
});

export const printJobStatuses = ['pending', 'printed', 'failed'] as const;

/** A receipt print job of an order: whether a desk picked it up. */
export const staffPrintJobWire = z.object({
  id,
  deviceId: id.nullable(),
  deviceName: z.string().nullable(),
  status: z.enum(printJobStatuses),
  createdAt: dateTime,
});

/** The staff view of an order (lists, detail, status changes, SSE `order`): the public view plus customer and state. */
export const staffOrderWire = z
  .object({
    id,
    ...publicOrderWire.shape,
    businessDate: z.string().meta({ description: 'The business day (YYYY-MM-DD) the order counts on.' }),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    customer: staffOrderCustomerWire,
    comment: z.string().nullable(),
    notificationType: z.enum(notificationTypes),
    deliveryArea: deliveryAreaWire.nullable(),
    donatee: z.object({ id }).nullable(),
    state: z.enum(orderStates),
    allowedActions: z.array(z.enum(orderActions)),
    acknowledgedAt: dateTime.nullable().meta({ description: 'Null until staff opened or handled the order.' }),
    printJobs: z.array(staffPrintJobWire),
    refundedAmount: decimal.meta({
      description: 'The sum of the refunds the payment provider confirmed (isRefunded once it reaches the payment).',
    }),
    updatedAt: dateTime,
  })
  .meta({ id: 'StaffOrder' });

/** POST /api/orders (spec §3 Order): uid, hash and, for online payment, the provider's page. */
export const placedOrderWire = z.object({
  uid: z.string(),
  hash: z.string(),
  paymentRedirectUrl: z.string().optional(),
});

export type PublicOrderWire = z.output<typeof publicOrderWire>;
export type StaffOrderWire = z.output<typeof staffOrderWire>;
