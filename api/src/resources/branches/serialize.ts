import type { Branch, DeliveryArea } from '@bestell/domain';
import type { Selectable } from 'kysely';
import type { BranchRow, DeliveryAreasTable } from '../../db/schema.js';
import { formatDecimalOrNull, formatMoney, formatMoneyOrNull } from '../../kernel/decimal.js';

export function toDeliveryArea(row: Selectable<DeliveryAreasTable>): DeliveryArea {
  return {
    area: row.area,
    price: formatMoney(row.price),
    tax: formatMoney(row.tax),
    free: row.isFree,
    freeFromOrderValue: formatMoneyOrNull(row.freeFromOrderValue),
    minimumOrderValue: formatMoneyOrNull(row.minimumOrderValue),
  };
}

/** "06:30:00" -> "06:30". */
function toTimeOfDay(value: string | null): string | null {
  return value === null ? null : value.slice(0, 5);
}

export function toBranch(row: BranchRow, tagIds: number[], deliveryAreas: DeliveryArea[]): Branch {
  return {
    id: row.id,
    identifier: row.identifier,
    identificationNumber: row.identificationNumber,
    name: row.name,
    description: row.description,
    street: row.street,
    zipCode: row.zipCode,
    city: row.city,
    country: row.country,
    phone: row.phone,
    email: row.email,
    longitude: formatDecimalOrNull(row.longitude),
    latitude: formatDecimalOrNull(row.latitude),
    keywords: row.keywords,
    tags: tagIds.map((id) => ({ id })),
    images: row.images,
    logo: row.logo,
    isPublic: row.isPublic,
    isEnabled: row.isEnabled,
    timeZone: row.timeZone,
    openingHours: row.openingHours,
    deliveryHours: row.deliveryHours,
    isDeliveryHoursEnabled: row.isDeliveryHoursEnabled,
    orderableFrom: toTimeOfDay(row.orderableFrom),
    closedMessage: row.closedMessage,
    deliveryAreas,
    isTakeawayEnabled: row.isTakeawayEnabled,
    isDeliveryEnabled: row.isDeliveryEnabled,
    isDineInEnabled: row.isDineInEnabled,
    isTableSelectionEnabled: row.isTableSelectionEnabled,
    isPreorderEnabled: row.isPreorderEnabled,
    isQuotationRequired: row.isQuotationRequired,
    isAppointmentRequired: row.isAppointmentRequired,
    isTakeawayEmailRequired: row.isTakeawayEmailRequired,
    isTakeawayPhoneRequired: row.isTakeawayPhoneRequired,
    isTakeawayAddressRequired: row.isTakeawayAddressRequired,
    isDeliveryEmailRequired: row.isDeliveryEmailRequired,
    isDeliveryPhoneRequired: row.isDeliveryPhoneRequired,
    isDeliveryAddressRequired: row.isDeliveryAddressRequired,
    isDineInEmailRequired: row.isDineInEmailRequired,
    isDineInPhoneRequired: row.isDineInPhoneRequired,
    isDineInAddressRequired: row.isDineInAddressRequired,
    isCashEnabled: row.isCashEnabled,
    isATMCardEnabled: row.isAtmCardEnabled,
    isVoucherEnabled: row.isVoucherEnabled,
    isOnlinePaymentEnabled: row.isOnlinePaymentEnabled,
    isOnlineAlternativePaymentEnabled: row.isOnlineAlternativePaymentEnabled,
    isAutoAcceptEnabled: row.isAutoAcceptEnabled,
    autoAcceptMinutes: row.autoAcceptMinutes,
    quickQuoteMinutes: row.quickQuoteMinutes,
  };
}
