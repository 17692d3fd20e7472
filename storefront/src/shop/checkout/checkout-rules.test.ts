import { ApiError } from '@bestell/api-client';
import { messages } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { makeTestBranch, makeTestProduct } from '../../test/fixtures';
import { createAttemptKeys } from './attempt-key';
import { checkoutErrors } from './checkout-validation';
import { type CheckoutValues, emptyCheckoutValues, toPlacementBody } from './checkout-values';
import { defaultPaymentMethod, paymentOptions } from './payment-options';
import { serverErrorsOf } from './server-errors';
import { submitLabel } from './submit-label';

// Monday 10 August 2026, 10:00 in Vienna; the test branch is open every day 06:00–20:00.
const now = Date.parse('2026-08-10T10:00:00+02:00');
const openDaily = [{ type: 'daily' as const, date: null, isClosed: false, from: '06:00', to: '20:00' }];

function filled(overrides: Partial<CheckoutValues> = {}): CheckoutValues {
  return {
    ...emptyCheckoutValues(makeTestBranch(), 'cash'),
    firstName: 'Anna',
    lastName: 'Berger',
    phone: '+436641234567',
    email: 'anna@example.at',
    legalInstructions: true,
    privacyPolicy: true,
    ...overrides,
  };
}

describe('checkoutErrors (domain schema and appointment rules)', () => {
  const branch = makeTestBranch({ openingHours: openDaily, isTakeawayPhoneRequired: true });

  it('accepts a complete takeaway form', () => {
    expect(checkoutErrors(filled(), { branch, mode: 'takeaway', now, products: [] })).toEqual({});
  });

  it('refuses a bad phone number with the exact message of §5', () => {
    const errors = checkoutErrors(filled({ phone: '+431234567890123456' }), {
      branch,
      mode: 'takeaway',
      now,
      products: [],
    });
    expect(errors.phone).toBe('Bitte geben Sie eine gültige Nummer im Format +436641234567 an.');
  });

  it('asks for an appointment when the branch requires one', () => {
    const strict = makeTestBranch({ openingHours: openDaily, isAppointmentRequired: true });
    const errors = checkoutErrors(filled(), { branch: strict, mode: 'takeaway', now, products: [] });
    expect(errors.appointmentDate).toBe('Bitte wählen Sie einen Termin aus.');
  });

  it('refuses an appointment outside the opening hours with the closed message', () => {
    const errors = checkoutErrors(filled({ appointmentDate: '2026-08-11T21:00:00+02:00' }), {
      branch,
      mode: 'takeaway',
      now,
      products: [],
    });
    expect(errors.appointmentDate).toBe(messages.hours.appointmentClosed);
  });

  it('needs a table for dine-in where tables are selected, and the address where delivery requires it', () => {
    const cafe = makeTestBranch({ openingHours: openDaily, isDineInEnabled: true, isTableSelectionEnabled: true });
    expect(checkoutErrors(filled(), { branch: cafe, mode: 'dineIn', now, products: [] }).table).toBe(
      messages.validation.tableRequired,
    );
    const delivering = makeTestBranch({ openingHours: openDaily, isDeliveryAddressRequired: true });
    const errors = checkoutErrors(filled({ street: 'Hauptstraße' }), {
      branch: delivering,
      mode: 'delivery',
      now,
      products: [],
    });
    expect(errors.street).toBe(messages.validation.streetWithNumber);
    expect(errors.zipCode).toBe(messages.validation.blank);
  });

  it('requires the two acceptances', () => {
    const errors = checkoutErrors(filled({ legalInstructions: false, privacyPolicy: false }), {
      branch,
      mode: 'takeaway',
      now,
      products: [],
    });
    expect(errors.legalInstructions).toBe(messages.validation.termsNotAccepted);
    expect(errors.privacyPolicy).toBe(messages.validation.checkoutPrivacyNotAccepted);
  });
});

describe('toPlacementBody', () => {
  const branch = makeTestBranch({ id: 7, deliveryAreas: [] });
  const items = [
    { product: { id: 3, name: 'Semmel', description: null, price: '1.00' }, amount: '2', unit: 'Stk.', parts: [] },
  ];

  it('adds the mode flags, branch and items and leaves out what the mode does not use', () => {
    const values = filled({
      table: '4',
      deliveryArea: '1060 Wien',
      isDeliveryAddressDifferent: true,
      deliveryStreet: 'Gasse 1',
      companyName: 'Firma',
    });
    const body = toPlacementBody(values, { branch, mode: 'takeaway', items });
    expect(body).toMatchObject({ branch: 7, isDelivery: false, isDineIn: false, table: '', deliveryArea: '' });
    expect(body.isDeliveryAddressDifferent).toBe(false);
    expect(body.deliveryStreet).toBe('');
    expect(body.companyName).toBe('');
    expect(body.items).toEqual([{ product: 3, amount: '2', unit: 'Stk.', parts: [] }]);
  });

  it('keeps the table for dine-in and the area and delivery address for delivery', () => {
    const values = filled({
      table: '4',
      deliveryArea: '1060 Wien',
      isDeliveryAddressDifferent: true,
      deliveryStreet: 'Gasse 1',
    });
    expect(toPlacementBody(values, { branch, mode: 'dineIn', items })).toMatchObject({ isDineIn: true, table: '4' });
    expect(toPlacementBody(values, { branch, mode: 'delivery', items })).toMatchObject({
      isDelivery: true,
      deliveryArea: '1060 Wien',
      deliveryStreet: 'Gasse 1',
      table: '',
    });
  });
});

describe('createAttemptKeys', () => {
  it('keeps the key while the body is unchanged and makes a new one for another body or after a success', () => {
    let counter = 0;
    const keys = createAttemptKeys(() => `key-${++counter}`);
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    expect(keys.keyFor({ a: 1 })).toBe('key-1');
    expect(keys.keyFor({ a: 2 })).toBe('key-2');
    keys.reset();
    expect(keys.keyFor({ a: 2 })).toBe('key-3');
  });
});

describe('submitLabel', () => {
  it('names the button by situation (spec §2 Checkout buttons)', () => {
    expect(submitLabel('order', false)).toBe('Bestellung abschicken');
    expect(submitLabel('preorder', false)).toBe('Vorbestellung abschicken');
    expect(submitLabel('quotation', false)).toBe('Angebotsanfrage abschicken');
    expect(submitLabel('order', true)).toBe('Verarbeiten...');
    expect(submitLabel('unavailable', false)).toBeNull();
  });
});

describe('serverErrorsOf', () => {
  it('lists every message and marks the fields the entries name', () => {
    const error = new ApiError(
      422,
      [
        { field: 'phone', message: 'Telefon falsch', code: 'validation' },
        { field: 'items.0.product', message: 'Produkt weg', code: 'validation' },
        { field: 'phone', message: 'Telefon falsch', code: 'validation' },
      ],
      'x',
    );
    expect(serverErrorsOf(error)).toEqual({
      messages: ['Telefon falsch', 'Produkt weg'],
      fields: { phone: 'Telefon falsch' },
    });
  });

  it('says that an unknown error happened when there is no body', () => {
    expect(serverErrorsOf(new ApiError(0, [], 'network'))).toEqual({
      messages: ['Ein unbekannter Fehler ist aufgetreten.'],
      fields: {},
    });
  });
});

describe('payment options', () => {
  it('offers what the branch enables and prefers cash, else the second online method', () => {
    const all = makeTestBranch({ isATMCardEnabled: true, isOnlineAlternativePaymentEnabled: true });
    expect(paymentOptions(all).map((option) => option.label)).toEqual([
      'Barzahlung',
      'EC Karte / Debitkarte',
      'Online bezahlen',
    ]);
    expect(defaultPaymentMethod(all)).toBe('cash');
    const online = makeTestBranch({
      isCashEnabled: false,
      isOnlinePaymentEnabled: true,
      isOnlineAlternativePaymentEnabled: true,
    });
    expect(defaultPaymentMethod(online)).toBe('online-alternative');
  });
});

describe('lead times in the rules', () => {
  it('refuses an appointment before the cart products are ready', () => {
    const branch = makeTestBranch({ openingHours: openDaily });
    const cake = makeTestProduct({ isLeadTimeEnabled: true, leadTimeType: 'days', leadTimeValue: 2 });
    const errors = checkoutErrors(filled({ appointmentDate: '2026-08-11T10:00:00+02:00' }), {
      branch,
      mode: 'takeaway',
      now,
      products: [cake],
    });
    expect(errors.appointmentDate).toBe(messages.hours.appointmentTooEarly);
  });
});
