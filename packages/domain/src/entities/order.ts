import type { DecimalString, Id, IsoDateTime } from './common.js';

export const countries = ['AT', 'CH', 'DE', 'LI'] as const;
export type Country = (typeof countries)[number];

export const paymentMethods = ['cash', 'atm-card', 'voucher', 'online', 'online-alternative'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const notificationTypes = ['email', 'sms'] as const;
export type NotificationType = (typeof notificationTypes)[number];

/** A chosen value of one configurable step: an option name, several option names, a text, or upload ids. */
export type ChosenPartValue = string | string[] | null;

export interface CartItem {
  product: Id;
  amount: DecimalString;
  unit: string;
  /** Display price last seen by the client; never trusted by the server. */
  price?: DecimalString;
  parts: ChosenPartValue[];
}

export interface OrderForm {
  isCompany: boolean;
  companyName: string | null;
  firstName: string;
  lastName: string;
  street: string | null;
  floor: string | null;
  stairway: string | null;
  door: string | null;
  zipCode: string | null;
  city: string | null;
  country: Country | null;
  vatNumber: string | null;
  phone: string | null;
  email: string | null;
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
  deliveryCountry: Country | null;
  deliveryArea: string | null;
  comment: string | null;
  appointmentDate: IsoDateTime | null;
  paymentMethod: PaymentMethod;
  legalInstructions: boolean;
  privacyPolicy: boolean;
  table: string | null;
  donatee: Id | null;
  notificationType: NotificationType;
}

export interface OrderFlags {
  isConfirmed: boolean;
  isRejected: boolean;
  isCanceled: boolean;
  isCompleted: boolean;
  isDelivery: boolean;
  isDineIn: boolean;
  isInDelivery: boolean;
  isDelivered: boolean;
  isPaid: boolean;
  isRefunded: boolean;
  isFailed: boolean;
}

export interface Questionnaire {
  rating: number;
  foodRating: number;
  serviceRating: number;
  processRating: number;
  comment: string | null;
}

export interface OrderPricing {
  gross: DecimalString;
  deliveryGross: DecimalString;
  totalGross: DecimalString;
  net: DecimalString;
  tax: DecimalString;
  taxes: Record<string, DecimalString>;
}
