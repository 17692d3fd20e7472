import { describe, expect, it } from 'vitest';
import { activeMenu } from './active-menu.js';
import { availability, combineAvailability } from './availability.js';
import { makeCategory, makeProduct } from './fixtures.js';
import { menuCatalog } from './menu-catalog.js';
import { isWithinSchedule } from './schedule.js';

const now = Date.parse('2026-03-29T10:00:00+02:00');
const morning = { from: '2026-03-29T06:00:00+02:00', to: '2026-03-29T11:00:00+02:00' };
const evening = { from: '2026-03-29T18:00:00+02:00', to: '2026-03-29T22:00:00+02:00' };

describe('isWithinSchedule', () => {
  it.each([
    ['no schedule', [], true],
    ['inside a window', [morning], true],
    ['outside every window', [evening], false],
    ['in one of several', [evening, morning], true],
    ['open start', [{ to: '2026-03-29T11:00:00+02:00' }], true],
    ['open end', [{ from: '2026-03-30T00:00:00+02:00', to: null }], false],
    ['end is exclusive', [{ to: '2026-03-29T10:00:00+02:00' }], false],
    ['start is inclusive', [{ from: '2026-03-29T08:00:00Z' }], true],
    ['unreadable dates never match', [{ from: 'soon' }], false],
  ])('%s → %s', (_label, schedule, expected) => {
    expect(isWithinSchedule(schedule, now)).toBe(expected);
    expect(isWithinSchedule(schedule, new Date(now))).toBe(expected);
  });

  it('treats a missing schedule as always', () => {
    expect(isWithinSchedule(null, now)).toBe(true);
    expect(isWithinSchedule(undefined, now)).toBe(true);
  });
});

describe('availability (§5: enabled and within schedule, or visible when unavailable → disabled)', () => {
  it.each([
    ['enabled, no schedule', {}, 'available'],
    ['enabled, in schedule', { schedule: [morning] }, 'available'],
    ['enabled, out of schedule', { schedule: [evening] }, 'hidden'],
    ['out of schedule, visible when unavailable', { schedule: [evening], isVisibleWhenUnavailable: true }, 'disabled'],
    ['disabled', { isEnabled: false }, 'hidden'],
    ['disabled, visible when unavailable', { isEnabled: false, isVisibleWhenUnavailable: true }, 'disabled'],
    ['not public', { isPublic: false, isVisibleWhenUnavailable: true }, 'hidden'],
  ])('category %s → %s', (_label, overrides, expected) => {
    expect(availability(makeCategory(overrides), now)).toBe(expected);
  });

  it('works the same for products', () => {
    expect(availability(makeProduct({ schedule: [evening] }), now)).toBe('hidden');
    expect(availability(makeProduct({ schedule: [evening], isVisibleWhenUnavailable: true }), now)).toBe('disabled');
    expect(availability(makeProduct(), now)).toBe('available');
  });

  it('combines to the more restrictive state', () => {
    expect(combineAvailability('available', 'disabled')).toBe('disabled');
    expect(combineAvailability('hidden', 'available')).toBe('hidden');
    expect(combineAvailability('available', 'available')).toBe('available');
  });
});

describe('activeMenu (§4: latest availableFrom already in the past that includes the branch)', () => {
  const menus = [
    { id: 1, availableFrom: '2026-01-01T00:00:00+01:00', branches: [{ id: 1 }, { id: 2 }] },
    { id: 2, availableFrom: '2026-03-01T00:00:00+01:00', branches: [{ id: 1 }] },
    { id: 3, availableFrom: '2026-04-01T00:00:00+02:00', branches: [{ id: 1 }, { id: 2 }] },
    { id: 4, availableFrom: '2026-03-15T00:00:00+01:00', branches: [{ id: 3 }] },
  ];

  it.each([
    [1, 2],
    [2, 1],
    [3, 4],
  ])('branch %i → menu %i', (branchId, menuId) => {
    expect(activeMenu(menus, branchId, now)?.id).toBe(menuId);
  });

  it('takes a menu starting exactly now, and none when nothing has started', () => {
    expect(activeMenu(menus, 1, Date.parse('2026-04-01T00:00:00+02:00'))?.id).toBe(3);
    expect(activeMenu(menus, 1, Date.parse('2025-12-31T00:00:00+01:00'))).toBeUndefined();
    expect(activeMenu(menus, 9, now)).toBeUndefined();
  });
});

describe('menuCatalog', () => {
  const categories = [
    makeCategory({ id: 10, name: 'Brot' }),
    makeCategory({ id: 11, name: 'Abend', schedule: [evening], isVisibleWhenUnavailable: true }),
    makeCategory({ id: 12, name: 'Versteckt', isEnabled: false }),
  ];
  const products = [
    makeProduct({ id: 1 }),
    makeProduct({ id: 2, isEnabled: false }),
    makeProduct({ id: 3, isEnabled: false, isVisibleWhenUnavailable: true }),
    makeProduct({ id: 4 }),
  ];
  const menu = {
    catalog: [
      { id: 11, products: [{ id: 4 }] },
      { id: 10, products: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 99 }] },
      { id: 12, products: [{ id: 1 }] },
      { id: 98, products: [{ id: 1 }] },
    ],
  };

  it('keeps menu order, drops hidden and missing entries, and disables products of disabled categories', () => {
    const result = menuCatalog(menu, categories, products, now);
    expect(
      result.map((c) => [c.category.id, c.availability, c.products.map((p) => [p.product.id, p.availability])]),
    ).toEqual([
      [11, 'disabled', [[4, 'disabled']]],
      [
        10,
        'available',
        [
          [1, 'available'],
          [3, 'disabled'],
        ],
      ],
    ]);
  });
});
