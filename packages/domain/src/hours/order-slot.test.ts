import { describe, expect, it } from 'vitest';
import { nextOrderSlot } from './order-slot.js';
import { at, entry, testBranch } from './test-fixtures.js';

describe('nextOrderSlot (spec §5: the order time slot is the next open slot given lead times)', () => {
  const branch = testBranch({
    openingHours: [entry('daily', '08:00', '12:00')],
    deliveryHours: [entry('daily', '17:00', '21:00')],
    isDeliveryHoursEnabled: true,
  });
  const halfDay = { isLeadTimeEnabled: true, leadTimeType: 'hours' as const, leadTimeValue: 3 };

  it.each([
    ['takeaway, open', false, [], '2026-06-01T09:02:00+02:00', '2026-06-01T09:05:00+02:00'],
    ['delivery uses delivery hours', true, [], '2026-06-01T09:02:00+02:00', '2026-06-01T17:05:00+02:00'],
    [
      'takeaway with a 3-hour lead time goes to the next day',
      false,
      [halfDay],
      '2026-06-01T09:02:00+02:00',
      '2026-06-02T08:05:00+02:00',
    ],
    ['delivery with a 3-hour lead time', true, [halfDay], '2026-06-01T16:00:00+02:00', '2026-06-01T19:00:00+02:00'],
  ])('%s', (_name, isDelivery, products, now, expected) => {
    expect(nextOrderSlot({ branch, now: at(now), isDelivery, products })).toBe(at(expected));
  });

  it('is null when the service never opens', () => {
    expect(
      nextOrderSlot({
        branch: testBranch({ openingHours: [] }),
        now: at('2026-06-01T09:00:00+02:00'),
        isDelivery: false,
      }),
    ).toBeNull();
  });
});
