/**
 * Checkout form rules (spec §2 Checkout, §5 Checkout step one/two/three, §9), built per service mode and branch
 * so that the storefront form and the API use the same schema.
 */
import { z } from 'zod';
import type { Branch, ServiceMode } from '../entities/branch.js';
import { countries, notificationTypes, paymentMethods } from '../entities/order.js';
import { validationMessages as m } from '../messages/validation.js';
import {
  acceptedField,
  choiceField,
  emailField,
  flagField,
  idField,
  longTextMax,
  nonBlankText,
  optionalChoiceField,
  optionalTextField,
  requiredTextField,
  shortTextMax,
} from './fields.js';
import { phoneField } from './phone.js';

/** The branch flags the checkout rules read. */
export type CheckoutBranchRules = Pick<
  Branch,
  | 'isAppointmentRequired'
  | 'isTableSelectionEnabled'
  | 'isTakeawayEmailRequired'
  | 'isTakeawayPhoneRequired'
  | 'isTakeawayAddressRequired'
  | 'isDeliveryEmailRequired'
  | 'isDeliveryPhoneRequired'
  | 'isDeliveryAddressRequired'
  | 'isDineInEmailRequired'
  | 'isDineInPhoneRequired'
  | 'isDineInAddressRequired'
>;

export interface CheckoutContext {
  mode: ServiceMode;
  branch: CheckoutBranchRules;
}

export interface RequiredContactFields {
  email: boolean;
  phone: boolean;
  address: boolean;
}

/** Which contact fields the branch requires for the mode (e.g. isDeliveryPhoneRequired). */
export function requiredContactFields({ mode, branch }: CheckoutContext): RequiredContactFields {
  switch (mode) {
    case 'takeaway':
      return {
        email: branch.isTakeawayEmailRequired,
        phone: branch.isTakeawayPhoneRequired,
        address: branch.isTakeawayAddressRequired,
      };
    case 'delivery':
      return {
        email: branch.isDeliveryEmailRequired,
        phone: branch.isDeliveryPhoneRequired,
        address: branch.isDeliveryAddressRequired,
      };
    case 'dineIn':
      return {
        email: branch.isDineInEmailRequired,
        phone: branch.isDineInPhoneRequired,
        address: branch.isDineInAddressRequired,
      };
  }
}

/** A table is required for dine-in where the branch offers table selection (otherwise there is no table field). */
export function isTableRequired({ mode, branch }: CheckoutContext): boolean {
  return mode === 'dineIn' && branch.isTableSelectionEnabled;
}

/** Street and house number: at least two space-separated parts. */
export function hasStreetAndNumber(street: string): boolean {
  return street.trim().split(/\s+/).length >= 2;
}

function appointmentDate(required: boolean) {
  const dateTime = z.iso.datetime({ offset: true, error: m.invalidDateTime });
  if (required) {
    return nonBlankText(m.appointmentRequired).pipe(dateTime);
  }
  return z
    .string({ error: m.invalidValue })
    .trim()
    .nullish()
    .transform((value) => (value ? value : null))
    .pipe(dateTime.nullable());
}

function table(required: boolean) {
  if (!required) return optionalTextField();
  return nonBlankText(m.tableRequired).pipe(
    z.string().max(shortTextMax, { error: m.tooLong({ limit: shortTextMax }) }),
  );
}

/** Fields of steps one and two: contact, address, delivery address, appointment, table, comment. */
export function checkoutStepOneShape(context: CheckoutContext) {
  const required = requiredContactFields(context);
  return {
    isCompany: flagField(),
    companyName: optionalTextField(),
    company: optionalTextField(),
    firstName: requiredTextField(),
    lastName: requiredTextField(),
    phone: phoneField(required.phone),
    email: emailField(required.email),
    street: required.address
      ? requiredTextField().pipe(z.string().refine(hasStreetAndNumber, { error: m.streetWithNumber }))
      : optionalTextField(),
    floor: optionalTextField(),
    stairway: optionalTextField(),
    door: optionalTextField(),
    zipCode: required.address ? requiredTextField() : optionalTextField(),
    city: required.address ? requiredTextField() : optionalTextField(),
    country: required.address ? choiceField(countries) : optionalChoiceField(countries),
    vatNumber: optionalTextField(),
    isDeliveryAddressDifferent: flagField(),
    isDeliveryCompany: flagField(),
    deliveryCompanyName: optionalTextField(),
    deliveryFirstName: optionalTextField(),
    deliveryLastName: optionalTextField(),
    deliveryStreet: optionalTextField(),
    deliveryFloor: optionalTextField(),
    deliveryStairway: optionalTextField(),
    deliveryDoor: optionalTextField(),
    deliveryZipCode: optionalTextField(),
    deliveryCity: optionalTextField(),
    deliveryCountry: optionalChoiceField(countries),
    deliveryArea: optionalTextField(),
    comment: optionalTextField(longTextMax),
    appointmentDate: appointmentDate(context.branch.isAppointmentRequired),
    table: table(isTableRequired(context)),
  };
}

/** Fields of step three: payment, donation, notification type and the two acceptances. */
export function checkoutStepThreeShape() {
  return {
    paymentMethod: choiceField(paymentMethods),
    donatee: idField()
      .nullish()
      .transform((value) => value ?? null),
    notificationType: choiceField(notificationTypes),
    legalInstructions: acceptedField(m.termsNotAccepted),
    privacyPolicy: acceptedField(m.checkoutPrivacyNotAccepted),
  };
}

/** One schema per checkout step; step two equals step one (spec §5). Objects strip fields of other steps. */
export function checkoutStepSchemas(context: CheckoutContext) {
  const stepOne = z.object(checkoutStepOneShape(context));
  return { stepOne, stepTwo: stepOne, stepThree: z.object(checkoutStepThreeShape()) };
}

/** The whole checkout form (all three steps) for a service mode and a branch. */
export function checkoutSchema(context: CheckoutContext) {
  return z.object({ ...checkoutStepOneShape(context), ...checkoutStepThreeShape() });
}

export type CheckoutFormInput = z.input<ReturnType<typeof checkoutSchema>>;
export type CheckoutForm = z.output<ReturnType<typeof checkoutSchema>>;
