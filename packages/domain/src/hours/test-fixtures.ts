import type { Branch, OpeningHoursEntry, OpeningHoursType } from '../entities/branch.js';

/** Builders for tests of the hours rules (no I/O, no clock). */

export function entry(type: OpeningHoursType, from: string, to: string, extra: Partial<OpeningHoursEntry> = {}) {
  return { type, from, to, isClosed: false, date: null, ...extra } satisfies OpeningHoursEntry;
}

export function once(date: string, from: string, to: string, isClosed = false): OpeningHoursEntry {
  return { type: 'once', date, from, to, isClosed };
}

export type TestBranch = Pick<
  Branch,
  | 'openingHours'
  | 'deliveryHours'
  | 'isDeliveryHoursEnabled'
  | 'isPreorderEnabled'
  | 'closedMessage'
  | 'isDeliveryEnabled'
  | 'isQuotationRequired'
  | 'isAppointmentRequired'
  | 'timeZone'
>;

export function testBranch(overrides: Partial<TestBranch> = {}): TestBranch {
  return {
    openingHours: [entry('daily', '08:00', '18:00')],
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    isPreorderEnabled: false,
    closedMessage: null,
    isDeliveryEnabled: true,
    isQuotationRequired: false,
    isAppointmentRequired: false,
    timeZone: 'Europe/Vienna',
    ...overrides,
  };
}

/** Epoch ms of an ISO instant with offset, e.g. "2026-03-29T10:00:00+02:00". */
export const at = (iso: string): number => Date.parse(iso);
