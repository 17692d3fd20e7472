import { describe, expect, it } from 'vitest';
import { checkoutSubmitMode } from './submit-mode.js';
import { at, entry, testBranch } from './test-fixtures.js';

describe('checkoutSubmitMode (spec §2 Checkout buttons)', () => {
  const hours = {
    openingHours: [entry('daily', '08:00', '12:00')],
    deliveryHours: [entry('daily', '17:00', '21:00')],
    isDeliveryHoursEnabled: true,
  };
  it.each([
    [
      'quotation branch, even when closed',
      { ...hours, isQuotationRequired: true },
      '2026-06-01T23:00:00+02:00',
      false,
      'quotation',
    ],
    ['open takeaway', hours, '2026-06-01T10:00:00+02:00', false, 'order'],
    ['closing soon still orders', hours, '2026-06-01T11:30:00+02:00', false, 'order'],
    [
      'takeaway outside opening hours, pre-order enabled',
      { ...hours, isPreorderEnabled: true },
      '2026-06-01T18:00:00+02:00',
      false,
      'preorder',
    ],
    ['delivery inside delivery hours', hours, '2026-06-01T18:00:00+02:00', true, 'order'],
    [
      'delivery during opening hours only',
      { ...hours, isPreorderEnabled: true },
      '2026-06-01T10:00:00+02:00',
      true,
      'preorder',
    ],
    ['closed, no pre-orders', hours, '2026-06-01T23:00:00+02:00', false, 'unavailable'],
  ])('%s → %s', (_name, overrides, now, isDelivery, mode) => {
    expect(checkoutSubmitMode(testBranch(overrides), at(now), isDelivery)).toBe(mode);
  });
});
