import type { Branch, branchInputSchema, OpeningHoursEntry } from '@bestell/domain';
import type { z } from 'zod';

/** A branch as the staff API sends it: the public shape plus division, position and the saved version. */
export interface StaffBranch extends Branch {
  divisionId: number | null;
  position: number;
  version: number;
}

export type BranchFormValues = z.input<typeof branchInputSchema>;
export type BranchFormOutput = z.output<typeof branchInputSchema>;

function hoursRow(entry: OpeningHoursEntry): OpeningHoursEntry {
  return { type: entry.type, date: entry.date ?? null, isClosed: entry.isClosed, from: entry.from, to: entry.to };
}

/** A new branch: takeaway on, Monday to Saturday 08:00–18:00, cash, the schema's required-field defaults. */
function defaults(): BranchFormValues {
  const weekday = (type: OpeningHoursEntry['type']): OpeningHoursEntry => ({
    type,
    date: null,
    isClosed: false,
    from: '08:00',
    to: '18:00',
  });
  return {
    divisionId: null,
    identifier: '',
    identificationNumber: '',
    name: '',
    description: '',
    street: '',
    zipCode: '',
    city: '',
    country: 'AT',
    phone: '',
    email: '',
    longitude: '',
    latitude: '',
    keywords: '',
    tags: [],
    images: [],
    logo: null,
    isPublic: false,
    isEnabled: true,
    timeZone: 'Europe/Vienna',
    openingHours: (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const).map(weekday),
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    orderableFrom: null,
    closedMessage: '',
    deliveryAreas: [],
    isTakeawayEnabled: true,
    isDeliveryEnabled: false,
    isDineInEnabled: false,
    isTableSelectionEnabled: false,
    isPreorderEnabled: false,
    isQuotationRequired: false,
    isAppointmentRequired: false,
    isTakeawayEmailRequired: true,
    isTakeawayPhoneRequired: true,
    isTakeawayAddressRequired: false,
    isDeliveryEmailRequired: true,
    isDeliveryPhoneRequired: true,
    isDeliveryAddressRequired: true,
    isDineInEmailRequired: false,
    isDineInPhoneRequired: false,
    isDineInAddressRequired: false,
    isCashEnabled: true,
    isATMCardEnabled: false,
    isVoucherEnabled: false,
    isOnlinePaymentEnabled: false,
    isOnlineAlternativePaymentEnabled: false,
    isAutoAcceptEnabled: false,
    autoAcceptMinutes: 20,
    quickQuoteMinutes: [15, 20, 30, 45],
    position: 0,
  };
}

/** The form's values: exactly the keys of the branch schema (the API refuses unknown keys). */
export function toBranchValues(branch: StaffBranch | null): BranchFormValues {
  if (!branch) return defaults();
  return {
    divisionId: branch.divisionId,
    identifier: branch.identifier,
    identificationNumber: branch.identificationNumber ?? '',
    name: branch.name,
    description: branch.description ?? '',
    street: branch.street,
    zipCode: branch.zipCode,
    city: branch.city,
    country: branch.country as BranchFormValues['country'],
    phone: branch.phone ?? '',
    email: branch.email ?? '',
    longitude: branch.longitude ?? '',
    latitude: branch.latitude ?? '',
    keywords: branch.keywords ?? '',
    tags: branch.tags.map((tag) => ({ id: tag.id })),
    images: branch.images.map((image) => ({ ...image })),
    logo: branch.logo ? { ...branch.logo } : null,
    isPublic: branch.isPublic,
    isEnabled: branch.isEnabled,
    timeZone: branch.timeZone,
    openingHours: branch.openingHours.map(hoursRow),
    deliveryHours: branch.deliveryHours.map(hoursRow),
    isDeliveryHoursEnabled: branch.isDeliveryHoursEnabled,
    orderableFrom: branch.orderableFrom,
    closedMessage: branch.closedMessage ?? '',
    deliveryAreas: branch.deliveryAreas.map((area) => ({ ...area })),
    isTakeawayEnabled: branch.isTakeawayEnabled,
    isDeliveryEnabled: branch.isDeliveryEnabled,
    isDineInEnabled: branch.isDineInEnabled,
    isTableSelectionEnabled: branch.isTableSelectionEnabled,
    isPreorderEnabled: branch.isPreorderEnabled,
    isQuotationRequired: branch.isQuotationRequired,
    isAppointmentRequired: branch.isAppointmentRequired,
    isTakeawayEmailRequired: branch.isTakeawayEmailRequired,
    isTakeawayPhoneRequired: branch.isTakeawayPhoneRequired,
    isTakeawayAddressRequired: branch.isTakeawayAddressRequired,
    isDeliveryEmailRequired: branch.isDeliveryEmailRequired,
    isDeliveryPhoneRequired: branch.isDeliveryPhoneRequired,
    isDeliveryAddressRequired: branch.isDeliveryAddressRequired,
    isDineInEmailRequired: branch.isDineInEmailRequired,
    isDineInPhoneRequired: branch.isDineInPhoneRequired,
    isDineInAddressRequired: branch.isDineInAddressRequired,
    isCashEnabled: branch.isCashEnabled,
    isATMCardEnabled: branch.isATMCardEnabled,
    isVoucherEnabled: branch.isVoucherEnabled,
    isOnlinePaymentEnabled: branch.isOnlinePaymentEnabled,
    isOnlineAlternativePaymentEnabled: branch.isOnlineAlternativePaymentEnabled,
    isAutoAcceptEnabled: branch.isAutoAcceptEnabled,
    autoAcceptMinutes: branch.autoAcceptMinutes,
    quickQuoteMinutes: [...branch.quickQuoteMinutes],
    position: branch.position,
  };
}
