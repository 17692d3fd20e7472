import { describe, expect, it } from 'vitest';
import type { ServiceMode } from '../entities/branch.js';
import { validationMessages as m } from '../messages/validation.js';
import { zodErrorToApiErrors } from './api-errors.js';
import {
  type CheckoutBranchRules,
  checkoutSchema,
  checkoutStepSchemas,
  hasStreetAndNumber,
  isTableRequired,
  requiredContactFields,
} from './checkout.js';

const relaxed: CheckoutBranchRules = {
  isAppointmentRequired: false,
  isTableSelectionEnabled: false,
  isTakeawayEmailRequired: false,
  isTakeawayPhoneRequired: false,
  isTakeawayAddressRequired: false,
  isDeliveryEmailRequired: false,
  isDeliveryPhoneRequired: false,
  isDeliveryAddressRequired: false,
  isDineInEmailRequired: false,
  isDineInPhoneRequired: false,
  isDineInAddressRequired: false,
};

const strictDelivery: CheckoutBranchRules = {
  ...relaxed,
  isAppointmentRequired: true,
  isDeliveryEmailRequired: true,
  isDeliveryPhoneRequired: true,
  isDeliveryAddressRequired: true,
};

const stepOne = {
  firstName: 'Anna',
  lastName: 'Huber',
  phone: '+436641234567',
  email: 'anna@example.at',
  street: 'Hauptstraße 1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
  appointmentDate: '2026-03-29T09:30:00+02:00',
};
const stepThree = { paymentMethod: 'cash', notificationType: 'email', legalInstructions: true, privacyPolicy: true };

function errorsOf(result: { success: true } | { success: false; error: Parameters<typeof zodErrorToApiErrors>[0] }) {
  return result.success ? [] : zodErrorToApiErrors(result.error).map(({ field, message }) => ({ field, message }));
}

describe('requiredContactFields reads the flags of the mode (§3 Branch)', () => {
  it.each([
    ['takeaway', 'isTakeawayEmailRequired', { email: true, phone: false, address: false }],
    ['takeaway', 'isTakeawayPhoneRequired', { email: false, phone: true, address: false }],
    ['takeaway', 'isTakeawayAddressRequired', { email: false, phone: false, address: true }],
    ['delivery', 'isDeliveryEmailRequired', { email: true, phone: false, address: false }],
    ['delivery', 'isDeliveryPhoneRequired', { email: false, phone: true, address: false }],
    ['delivery', 'isDeliveryAddressRequired', { email: false, phone: false, address: true }],
    ['dineIn', 'isDineInEmailRequired', { email: true, phone: false, address: false }],
    ['dineIn', 'isDineInPhoneRequired', { email: false, phone: true, address: false }],
    ['dineIn', 'isDineInAddressRequired', { email: false, phone: false, address: true }],
    ['takeaway', 'isDeliveryPhoneRequired', { email: false, phone: false, address: false }],
  ] as const)('%s with %s', (mode, flagName, expected) => {
    expect(requiredContactFields({ mode, branch: { ...relaxed, [flagName]: true } })).toEqual(expected);
  });
});

describe('checkout step one (§5 Checkout step one)', () => {
  it('accepts a complete delivery form and trims and nulls the optional fields', () => {
    const result = checkoutStepSchemas({ mode: 'delivery', branch: strictDelivery }).stepOne.parse({
      ...stepOne,
      firstName: ' Anna ',
      floor: '',
      companyName: null,
    });
    expect(result.firstName).toBe('Anna');
    expect(result.floor).toBeNull();
    expect(result.companyName).toBeNull();
    expect(result.isCompany).toBe(false);
    expect(result.table).toBeNull();
  });

  it('needs only first and last name when the branch requires nothing', () => {
    const schema = checkoutStepSchemas({ mode: 'takeaway', branch: relaxed }).stepOne;
    expect(schema.safeParse({ firstName: 'Anna', lastName: 'Huber' }).success).toBe(true);
  });

  it.each([
    ['empty first name', { firstName: '' }, 'firstName', m.blank],
    ['blank first name', { firstName: '   ' }, 'firstName', m.blank],
    ['missing last name', { lastName: undefined }, 'lastName', m.blank],
    ['too long last name', { lastName: 'x'.repeat(256) }, 'lastName', m.tooLong({ limit: 255 })],
    ['missing phone', { phone: '' }, 'phone', m.blank],
    ['phone without +', { phone: '6641234567' }, 'phone', m.phoneFormat],
    ['phone too long', { phone: `+43${'1'.repeat(14)}` }, 'phone', m.phoneFormat],
    ['missing email', { email: null }, 'email', m.blank],
    ['invalid email', { email: 'anna@' }, 'email', m.invalidEmail],
    ['email without domain dot', { email: 'anna@example' }, 'email', m.invalidEmail],
    ['street without number', { street: 'Hauptstraße' }, 'street', m.streetWithNumber],
    ['missing street', { street: '' }, 'street', m.blank],
    ['missing city', { city: ' ' }, 'city', m.blank],
    ['missing zip code', { zipCode: undefined }, 'zipCode', m.blank],
    ['missing country', { country: '' }, 'country', m.blank],
    ['unknown country', { country: 'FR' }, 'country', m.invalidChoice],
    ['missing appointment', { appointmentDate: null }, 'appointmentDate', m.appointmentRequired],
    ['empty appointment', { appointmentDate: '' }, 'appointmentDate', m.appointmentRequired],
    ['malformed appointment', { appointmentDate: '29.03.2026 09:30' }, 'appointmentDate', m.invalidDateTime],
  ])('%s → its message', (_case, change, field, message) => {
    const schema = checkoutStepSchemas({ mode: 'delivery', branch: strictDelivery }).stepOne;
    expect(errorsOf(schema.safeParse({ ...stepOne, ...change }))).toEqual([{ field, message }]);
  });

  it('reports every failing field at once', () => {
    const schema = checkoutSchema({ mode: 'delivery', branch: strictDelivery });
    expect(errorsOf(schema.safeParse({})).map((error) => error.field)).toEqual([
      'firstName',
      'lastName',
      'phone',
      'email',
      'street',
      'zipCode',
      'city',
      'country',
      'appointmentDate',
      'paymentMethod',
      'notificationType',
      'legalInstructions',
      'privacyPolicy',
    ]);
  });

  it.each<[string, ServiceMode, CheckoutBranchRules]>([
    ['takeaway does not use the delivery flags', 'takeaway', strictDelivery],
    ['dine-in does not use the delivery flags', 'dineIn', { ...strictDelivery, isAppointmentRequired: false }],
  ])('%s', (_case, mode, branch) => {
    const schema = checkoutStepSchemas({ mode, branch }).stepOne;
    expect(
      errorsOf(schema.safeParse({ firstName: 'Anna', lastName: 'Huber', appointmentDate: '2026-03-29T09:30:00Z' })),
    ).toEqual([]);
  });

  it('still checks an optional phone, e-mail or country when one is given', () => {
    const schema = checkoutStepSchemas({ mode: 'takeaway', branch: relaxed }).stepOne;
    expect(
      errorsOf(schema.safeParse({ firstName: 'A', lastName: 'B', phone: 'abc', email: 'x', country: 'XX' })),
    ).toEqual([
      { field: 'phone', message: m.phoneFormat },
      { field: 'email', message: m.invalidEmail },
      { field: 'country', message: m.invalidChoice },
    ]);
  });

  it.each(['AT', 'CH', 'DE', 'LI'])('accepts country %s', (country) => {
    const schema = checkoutStepSchemas({ mode: 'delivery', branch: strictDelivery }).stepOne;
    expect(schema.safeParse({ ...stepOne, country }).success).toBe(true);
  });

  it('accepts a phone in national form 0 + digits', () => {
    const schema = checkoutStepSchemas({ mode: 'delivery', branch: strictDelivery }).stepOne;
    expect(schema.safeParse({ ...stepOne, phone: '06641234567' }).success).toBe(true);
  });
});

describe('table for dine-in (§2 Checkout, §5)', () => {
  const withTables = { ...relaxed, isTableSelectionEnabled: true };

  it('is required for dine-in when the branch offers table selection', () => {
    expect(isTableRequired({ mode: 'dineIn', branch: withTables })).toBe(true);
    const schema = checkoutStepSchemas({ mode: 'dineIn', branch: withTables }).stepOne;
    expect(errorsOf(schema.safeParse({ firstName: 'A', lastName: 'B' }))).toEqual([
      { field: 'table', message: m.tableRequired },
    ]);
    expect(errorsOf(schema.safeParse({ firstName: 'A', lastName: 'B', table: ' ' }))).toEqual([
      { field: 'table', message: m.tableRequired },
    ]);
    expect(schema.parse({ firstName: 'A', lastName: 'B', table: '12' }).table).toBe('12');
  });

  it.each<[ServiceMode, CheckoutBranchRules]>([
    ['takeaway', withTables],
    ['delivery', withTables],
    ['dineIn', relaxed],
  ])('is not required for %s (table selection %#)', (mode, branch) => {
    expect(isTableRequired({ mode, branch })).toBe(false);
  });
});

describe('step two equals step one; step three (§5)', () => {
  it('uses the same schema for steps one and two', () => {
    const steps = checkoutStepSchemas({ mode: 'delivery', branch: strictDelivery });
    expect(steps.stepTwo).toBe(steps.stepOne);
  });

  it('accepts accepted terms, privacy and a notification type', () => {
    const { stepThree: schema } = checkoutStepSchemas({ mode: 'takeaway', branch: relaxed });
    expect(schema.parse(stepThree)).toEqual({ ...stepThree, donatee: null });
  });

  it.each([
    ['terms not accepted', { legalInstructions: false }, 'legalInstructions', m.termsNotAccepted],
    ['terms missing', { legalInstructions: undefined }, 'legalInstructions', m.termsNotAccepted],
    ['privacy not accepted', { privacyPolicy: false }, 'privacyPolicy', m.checkoutPrivacyNotAccepted],
    ['privacy as string', { privacyPolicy: 'true' }, 'privacyPolicy', m.checkoutPrivacyNotAccepted],
    ['notification type missing', { notificationType: undefined }, 'notificationType', m.blank],
    ['notification type unknown', { notificationType: 'fax' }, 'notificationType', m.invalidChoice],
    ['payment method unknown', { paymentMethod: 'bitcoin' }, 'paymentMethod', m.invalidChoice],
    ['donatee not an id', { donatee: 'x' }, 'donatee', m.invalidValue],
  ])('%s → its message', (_case, change, field, message) => {
    const { stepThree: schema } = checkoutStepSchemas({ mode: 'takeaway', branch: relaxed });
    expect(errorsOf(schema.safeParse({ ...stepThree, ...change }))).toEqual([{ field, message }]);
  });
});

describe('hasStreetAndNumber', () => {
  it.each([
    ['Hauptstraße 1', true],
    ['  Am   Hof 3 ', true],
    ['Hauptstraße', false],
    ['  ', false],
  ])('%j → %s', (street, expected) => {
    expect(hasStreetAndNumber(street)).toBe(expected);
  });
});
