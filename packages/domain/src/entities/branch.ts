import type { DecimalString, Id, ImageRef, IsoDate, TimeOfDay } from './common.js';

export const openingHoursTypes = [
  'once',
  'daily',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type OpeningHoursType = (typeof openingHoursTypes)[number];

/** Spec §3 Opening hours entry. `date` only for type 'once'. */
export interface OpeningHoursEntry {
  type: OpeningHoursType;
  date?: IsoDate | null;
  isClosed: boolean;
  from: TimeOfDay;
  to: TimeOfDay;
}

export interface DeliveryArea {
  area: string;
  price: DecimalString;
  tax: DecimalString;
  free: boolean;
  freeFromOrderValue: DecimalString | null;
  minimumOrderValue: DecimalString | null;
}

export const serviceModes = ['takeaway', 'delivery', 'dineIn'] as const;
export type ServiceMode = (typeof serviceModes)[number];

export interface BranchTagRef {
  id: Id;
}

/** Spec §3 Branch, as the API sends it. */
export interface Branch {
  id: Id;
  identifier: string;
  identificationNumber: string | null;
  name: string;
  description: string | null;
  street: string;
  zipCode: string;
  city: string;
  country: string;
  phone: string | null;
  email: string | null;
  longitude: DecimalString | null;
  latitude: DecimalString | null;
  keywords: string | null;
  tags: BranchTagRef[];
  images: ImageRef[];
  logo: ImageRef | null;
  isPublic: boolean;
  isEnabled: boolean;
  timeZone: string;
  openingHours: OpeningHoursEntry[];
  deliveryHours: OpeningHoursEntry[];
  isDeliveryHoursEnabled: boolean;
  orderableFrom: TimeOfDay | null;
  closedMessage: string | null;
  deliveryAreas: DeliveryArea[];
  isTakeawayEnabled: boolean;
  isDeliveryEnabled: boolean;
  isDineInEnabled: boolean;
  isTableSelectionEnabled: boolean;
  isPreorderEnabled: boolean;
  isQuotationRequired: boolean;
  isAppointmentRequired: boolean;
  isTakeawayEmailRequired: boolean;
  isTakeawayPhoneRequired: boolean;
  isTakeawayAddressRequired: boolean;
  isDeliveryEmailRequired: boolean;
  isDeliveryPhoneRequired: boolean;
  isDeliveryAddressRequired: boolean;
  isDineInEmailRequired: boolean;
  isDineInPhoneRequired: boolean;
  isDineInAddressRequired: boolean;
  isCashEnabled: boolean;
  isATMCardEnabled: boolean;
  isVoucherEnabled: boolean;
  isOnlinePaymentEnabled: boolean;
  isOnlineAlternativePaymentEnabled: boolean;
  /** Issue 27: new orders are confirmed at once, due no earlier than placement + `autoAcceptMinutes`. */
  isAutoAcceptEnabled: boolean;
  autoAcceptMinutes: number;
  /** Issue 27: the board's one-tap times in the confirm dialog ('in 15 Min.'). */
  quickQuoteMinutes: number[];
}
