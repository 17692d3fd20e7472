import { describe, expect, expectTypeOf, it } from 'vitest';
import type { Id } from '../entities/common.js';
import type { CartItem, OrderForm } from '../entities/order.js';
import { validationMessages as m } from '../messages/validation.js';
import { zodErrorToApiErrors } from './api-errors.js';
import type { CheckoutBranchRules } from './checkout.js';
import {
  type OrderPlacement,
  orderItemSchema,
  orderPlacementHeadSchema,
  orderPlacementSchema,
  serviceModeFromFlags,
} from './order-placement.js';

const branch: CheckoutBranchRules = {
  isAppointmentRequired: false,
  isTableSelectionEnabled: true,
  isTakeawayEmailRequired: true,
  isTakeawayPhoneRequired: false,
  isTakeawayAddressRequired: false,
  isDeliveryEmailRequired: true,
  isDeliveryPhoneRequired: true,
  isDeliveryAddressRequired: true,
  isDineInEmailRequired: false,
  isDineInPhoneRequired: false,
  isDineInAddressRequired: false,
};

const item = { product: 7, amount: '1.5', unit: 'kg', parts: ['Mohn', ['a', 'b'], null] };
const body = {
  firstName: 'Anna',
  lastName: 'Huber',
  email: 'anna@example.at',
  paymentMethod: 'cash',
  notificationType: 'email',
  legalInstructions: true,
  privacyPolicy: true,
  isDelivery: false,
  isDineIn: false,
  branch: 3,
  items: [item],
};
const takeaway = orderPlacementSchema({ mode: 'takeaway', branch });

function errorsOf(result: { success: true } | { success: false; error: Parameters<typeof zodErrorToApiErrors>[0] }) {
  return result.success ? [] : zodErrorToApiErrors(result.error).map(({ field, message }) => ({ field, message }));
}

describe('order placement head (§7 order creation)', () => {
  it('reads branch and flags and ignores the rest', () => {
    expect(orderPlacementHeadSchema.parse({ ...body, isDelivery: true })).toEqual({
      branch: 3,
      isDelivery: true,
      isDineIn: false,
    });
    expect(orderPlacementHeadSchema.parse({ branch: 3 })).toEqual({ branch: 3, isDelivery: false, isDineIn: false });
  });

  it.each([
    ['both flags', { branch: 3, isDelivery: true, isDineIn: true }, 'isDineIn', m.deliveryAndDineIn],
    ['no branch', {}, 'branch', m.blank],
    ['branch as string', { branch: '3' }, 'branch', m.invalidValue],
    ['branch zero', { branch: 0 }, 'branch', m.invalidValue],
    ['flag as string', { branch: 3, isDelivery: 'yes' }, 'isDelivery', m.invalidValue],
  ])('%s → its message', (_case, input, field, message) => {
    expect(errorsOf(orderPlacementHeadSchema.safeParse(input))).toEqual([{ field, message }]);
  });

  it.each([
    [{ isDelivery: false, isDineIn: false }, 'takeaway'],
    [{ isDelivery: true, isDineIn: false }, 'delivery'],
    [{ isDelivery: false, isDineIn: true }, 'dineIn'],
  ] as const)('%j is %s (§3 Cart: neither = takeaway)', (flags, mode) => {
    expect(serviceModeFromFlags(flags)).toBe(mode);
  });
});

describe('order placement body (§3 Order form, §5, DESIGN strict bodies)', () => {
  it('accepts a takeaway order and fills defaults', () => {
    const order = takeaway.parse(body);
    expect(order.items).toEqual([item]);
    expect(order.isCompany).toBe(false);
    expect(order.street).toBeNull();
    expect(order.donatee).toBeNull();
    expect(order.branch).toBe(3);
  });

  it('drops a price sent on an item: the server never trusts it', () => {
    const order = takeaway.parse({ ...body, items: [{ ...item, price: '0.01' }] });
    expect(order.items[0]).toEqual(item);
    expect(order.items[0]).not.toHaveProperty('price');
  });

  it.each([
    ['a price field on the body', { price: '1.00' }, 'price'],
    ['a total field', { totalGross: '1.00' }, 'totalGross'],
    ['an unknown field', { hacker: true }, 'hacker'],
  ])('rejects %s', (_case, extra, field) => {
    expect(errorsOf(takeaway.safeParse({ ...body, ...extra }))).toEqual([{ field, message: m.unexpectedField }]);
  });

  it.each([
    ['unknown item field', { gross: '1' }, 'items.0.gross', m.unexpectedField],
    ['amount as number', { amount: 2 }, 'items.0.amount', m.invalidAmount],
    ['amount with comma', { amount: '1,5' }, 'items.0.amount', m.invalidAmount],
    ['amount negative', { amount: '-1' }, 'items.0.amount', m.invalidAmount],
    ['amount four decimals', { amount: '1.2345' }, 'items.0.amount', m.invalidAmount],
    ['amount zero', { amount: '0.000' }, 'items.0.amount', m.greaterThan({ limit: 0 })],
    ['amount missing', { amount: undefined }, 'items.0.amount', m.blank],
    ['product missing', { product: undefined }, 'items.0.product', m.blank],
    ['product not an id', { product: 1.5 }, 'items.0.product', m.invalidValue],
    ['unit empty', { unit: '' }, 'items.0.unit', m.blank],
    ['part value a number', { parts: [3] }, 'items.0.parts.0', m.invalidValue],
    ['parts not a list', { parts: 'x' }, 'items.0.parts', m.invalidValue],
  ])('item: %s → its message', (_case, change, field, message) => {
    expect(errorsOf(takeaway.safeParse({ ...body, items: [{ ...item, ...change }] }))).toEqual([{ field, message }]);
  });

  it.each([
    ['no items', { items: [] }, 'items', m.emptyCart],
    ['items missing', { items: undefined }, 'items', m.emptyCart],
    ['too many items', { items: Array.from({ length: 201 }, () => item) }, 'items', m.tooMany({ limit: 200 })],
    ['item not an object', { items: ['x'] }, 'items.0', m.invalidValue],
    ['required e-mail missing', { email: '' }, 'email', m.blank],
    ['first name missing', { firstName: undefined }, 'firstName', m.blank],
    ['terms not accepted', { legalInstructions: false }, 'legalInstructions', m.termsNotAccepted],
    ['flags of another mode', { isDelivery: true }, 'isDelivery', m.invalidValue],
  ])('%s → its message', (_case, change, field, message) => {
    expect(errorsOf(takeaway.safeParse({ ...body, ...change }))).toEqual([{ field, message }]);
  });

  it('applies the rules of the mode it was built for', () => {
    const delivery = orderPlacementSchema({ mode: 'delivery', branch });
    expect(errorsOf(delivery.safeParse({ ...body, isDelivery: true }))).toEqual([
      { field: 'phone', message: m.blank },
      { field: 'street', message: m.blank },
      { field: 'zipCode', message: m.blank },
      { field: 'city', message: m.blank },
      { field: 'country', message: m.blank },
    ]);
    const dineIn = orderPlacementSchema({ mode: 'dineIn', branch });
    expect(errorsOf(dineIn.safeParse({ ...body, isDineIn: true, email: null }))).toEqual([
      { field: 'table', message: m.tableRequired },
    ]);
  });

  it('rejects a body that is not an object', () => {
    expect(errorsOf(takeaway.safeParse('x'))).toEqual([{ field: undefined, message: m.invalidValue }]);
  });

  it('outputs an OrderForm plus the placement fields (type level)', () => {
    expectTypeOf<OrderPlacement>().toExtend<OrderForm>();
    expectTypeOf<OrderPlacement['branch']>().toEqualTypeOf<Id>();
    expectTypeOf<OrderPlacement['items'][number]>().toExtend<Omit<CartItem, 'price'>>();
    expect(orderItemSchema.parse(item)).toEqual(item);
  });
});
