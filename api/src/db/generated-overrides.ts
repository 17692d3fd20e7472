import type { ProductPart } from '@bestell/domain';
import type { ColumnType } from 'kysely';

/**
 * Column types that the database cannot tell kysely-codegen: the documents stored in jsonb columns and the values a
 * text column admits. `.kysely-codegenrc.json` names them per column ("table.column": "Type"); api/src/db/generated.ts
 * imports them from here. The domain's own types (ImageRef, Schedule, …) are imported there from @bestell/domain.
 */

/** jsonb: read as the document, written as a JSON string (use `json()`), because pg turns JS arrays into SQL arrays. */
export type JsonDocument<T> = ColumnType<T, string, string>;
/** jsonb with a column default: may be left out on insert. */
export type JsonDocumentWithDefault<T> = ColumnType<T, string | undefined, string>;
/** Filled by the database (identity, column default) and never written by the API: bigint ids, xid8 read as strings. */
export type DatabaseOnly<T> = ColumnType<T, never, never>;

/** Stored shape of products.config. */
export interface ProductConfigDocument {
  parts: ProductPart[];
}

/** Stored shape of products.content (the category lives in products.category_id). */
export interface ProductContentDocument {
  scope?: 'all' | 'partners' | 'branches';
  resellingPrice?: string | null;
  allergens?: string | null;
  duration?: number | null;
}

export interface NavigationItemDocument {
  type: 'home' | 'site' | 'branch' | 'link';
  target: string | null;
  label: string;
  suffix?: string | null;
  isEnabled: boolean;
  children: NavigationItemDocument[];
}

/** Stored shape of orders.customer: the order form's address and company fields (spec §3 Order form). */
export interface OrderCustomerDocument {
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

export type ProductType = 'configurable' | 'bundle' | 'other';
export type CalculationModel = 'fixed' | 'approximate' | 'minimum';
export type LeadTimeType = 'minutes' | 'hours' | 'days' | 'weeks';
export type DeviceType = 'printer' | 'desk' | 'display' | 'other';
/** create, update, delete (the CRUD toolkit) or another lower-case word a non-CRUD change names (migration 0025). */
export type LogAction = string;
export type OrderMode = 'takeaway' | 'delivery' | 'dineIn';
export type SubmitMode = 'order' | 'preorder' | 'quotation';
export type OrderEventType = 'order.created' | 'order.changed' | 'order.paid' | 'order.acknowledged';
export type PrintJobStatus = 'pending' | 'printed' | 'failed';
export type PrintJobReason = 'manual' | 'auto' | 'reprint' | 'test';
export type PrintDocument = 'customer' | 'kitchen' | 'test' | 'labels';
export type PrinterState = 'online' | 'offline' | 'paper-out' | 'unknown';
export type DeviceCommandKind = 'notification' | 'logs';
export type DeviceCommandStatus = 'pending' | 'done' | 'failed';
export type PaymentStatus = 'pending' | 'paid' | 'failed';
/** requested: the provider is being asked; pending: it took the refund, not yet done (migration 0033). */
export type RefundStatus = 'requested' | 'pending' | 'refunded' | 'failed';
export type NotificationChannel = 'email' | 'sms';
export type NotificationStatus = 'sending' | 'sent' | 'logged' | 'failed';
