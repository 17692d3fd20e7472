import type { OrderPlacementBody } from '@bestell/api-client';
import type { Branch, Country, Id, NotificationType, PaymentMethod, ServiceMode } from '@bestell/domain';
import type { StoredCartItem } from '../cart/cart-types';

/**
 * The checkout form as the inputs hold it (spec §3 Order form): texts are '' when empty, choices '' when none.
 * The domain schema turns '' into null; `toPlacementBody` adds isDelivery, isDineIn, items and branch.
 */
export interface CheckoutValues {
  isCompany: boolean;
  companyName: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  street: string;
  floor: string;
  stairway: string;
  door: string;
  zipCode: string;
  city: string;
  country: Country | '';
  vatNumber: string;
  isDeliveryAddressDifferent: boolean;
  isDeliveryCompany: boolean;
  deliveryCompanyName: string;
  deliveryFirstName: string;
  deliveryLastName: string;
  deliveryStreet: string;
  deliveryFloor: string;
  deliveryStairway: string;
  deliveryDoor: string;
  deliveryZipCode: string;
  deliveryCity: string;
  deliveryCountry: Country | '';
  deliveryArea: string;
  comment: string;
  /** ISO date-time of the chosen appointment; null for 'So schnell wie möglich'. */
  appointmentDate: string | null;
  table: string;
  paymentMethod: PaymentMethod | '';
  donatee: Id | null;
  notificationType: NotificationType;
  legalInstructions: boolean;
  privacyPolicy: boolean;
}

export type CheckoutField = keyof CheckoutValues;

/** The branch's country when it is one of the form's countries, else Austria (spec §3: default CH or AT). */
function defaultCountry(branch: Pick<Branch, 'country'>): Country {
  const country = branch.country;
  return country === 'AT' || country === 'CH' || country === 'DE' || country === 'LI' ? country : 'AT';
}

export function emptyCheckoutValues(
  branch: Pick<Branch, 'country' | 'deliveryAreas'>,
  paymentMethod: PaymentMethod | '',
): CheckoutValues {
  return {
    isCompany: false,
    companyName: '',
    firstName: '',
    lastName: '',
    phone: '',
    email: '',
    street: '',
    floor: '',
    stairway: '',
    door: '',
    zipCode: '',
    city: '',
    country: defaultCountry(branch),
    vatNumber: '',
    isDeliveryAddressDifferent: false,
    isDeliveryCompany: false,
    deliveryCompanyName: '',
    deliveryFirstName: '',
    deliveryLastName: '',
    deliveryStreet: '',
    deliveryFloor: '',
    deliveryStairway: '',
    deliveryDoor: '',
    deliveryZipCode: '',
    deliveryCity: '',
    deliveryCountry: defaultCountry(branch),
    // Spec §4: the first delivery area is preselected if none is set.
    deliveryArea: branch.deliveryAreas[0]?.area ?? '',
    comment: '',
    appointmentDate: null,
    table: '',
    paymentMethod,
    donatee: null,
    notificationType: 'email',
    legalInstructions: false,
    privacyPolicy: false,
  };
}

/** The names of the form's fields: server errors naming one of them mark that input (spec §8). */
export const checkoutFields = Object.keys(
  emptyCheckoutValues({ country: 'AT', deliveryAreas: [] }, ''),
) as CheckoutField[];

export function isCheckoutField(name: string): name is CheckoutField {
  return (checkoutFields as string[]).includes(name);
}

/**
 * The body of POST /api/orders: the order form plus isDelivery, isDineIn, items and branch (spec §3). Fields that do
 * not belong to the mode are sent empty (a table only for dine-in, a delivery area and address only for delivery).
 */
export function toPlacementBody(
  values: CheckoutValues,
  context: { branch: Pick<Branch, 'id'>; mode: ServiceMode; items: readonly StoredCartItem[] },
): OrderPlacementBody {
  const { mode } = context;
  const delivery = mode === 'delivery';
  const differentAddress = delivery && values.isDeliveryAddressDifferent;
  const deliveryText = (value: string) => (differentAddress ? value : '');
  return {
    ...values,
    companyName: values.isCompany ? values.companyName : '',
    vatNumber: values.isCompany ? values.vatNumber : '',
    isDeliveryAddressDifferent: differentAddress,
    isDeliveryCompany: differentAddress && values.isDeliveryCompany,
    deliveryCompanyName: differentAddress && values.isDeliveryCompany ? values.deliveryCompanyName : '',
    deliveryFirstName: deliveryText(values.deliveryFirstName),
    deliveryLastName: deliveryText(values.deliveryLastName),
    deliveryStreet: deliveryText(values.deliveryStreet),
    deliveryFloor: deliveryText(values.deliveryFloor),
    deliveryStairway: deliveryText(values.deliveryStairway),
    deliveryDoor: deliveryText(values.deliveryDoor),
    deliveryZipCode: deliveryText(values.deliveryZipCode),
    deliveryCity: deliveryText(values.deliveryCity),
    deliveryCountry: differentAddress ? values.deliveryCountry : '',
    deliveryArea: delivery ? values.deliveryArea : '',
    table: mode === 'dineIn' ? values.table : '',
    paymentMethod: values.paymentMethod as PaymentMethod,
    isDelivery: delivery,
    isDineIn: mode === 'dineIn',
    branch: context.branch.id,
    items: context.items.map((item) => ({
      product: item.product.id,
      amount: item.amount,
      unit: item.unit,
      parts: item.parts,
    })),
  };
}
