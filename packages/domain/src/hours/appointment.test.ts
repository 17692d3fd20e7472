import { describe, expect, it } from 'vitest';
import { appointmentLabel, validateAppointment } from './appointment.js';
import { at, entry, testBranch } from './test-fixtures.js';

const CLOSED =
  'Zum ausgewählten Zeitpunkt haben wir leider geschlossen. Bitte wählen Sie einen Termin während unserer Öffnungszeiten.';
const REQUIRED = 'Bitte wählen Sie einen Termin aus.';
const TOO_EARLY = 'Der ausgewählte Zeitpunkt ist leider zu früh. Bitte wählen Sie einen späteren Termin.';
const now = at('2026-06-01T09:00:00+02:00');
const withDeliveryHours = {
  openingHours: [entry('daily', '08:00', '12:00')],
  deliveryHours: [entry('daily', '17:00', '21:00')],
  isDeliveryHoursEnabled: true,
};
const twoHours = [{ isLeadTimeEnabled: true, leadTimeType: 'hours' as const, leadTimeValue: 2 }];

describe('validateAppointment (spec §5 Appointment)', () => {
  it.each([
    ['none, not required → ok (as soon as possible)', {}, null, false, [], null],
    ['none, required → missing', { isAppointmentRequired: true }, null, false, [], REQUIRED],
    ['inside opening hours', {}, '2026-06-01T10:00:00+02:00', false, [], null],
    ['at closing time → closed (half-open)', {}, '2026-06-01T18:00:00+02:00', false, [], CLOSED],
    ['outside opening hours', {}, '2026-06-02T07:00:00+02:00', false, [], CLOSED],
    ['in the past', {}, '2026-06-01T08:30:00+02:00', false, [], TOO_EARLY],
    ['before the lead time', {}, '2026-06-01T10:55:00+02:00', false, twoHours, TOO_EARLY],
    ['right at the lead time', {}, '2026-06-01T11:00:00+02:00', false, twoHours, null],
    ['beyond the 180-day horizon', {}, '2026-11-28T10:00:00+01:00', false, [], CLOSED],
    [
      'delivery with delivery hours: inside delivery hours',
      withDeliveryHours,
      '2026-06-01T18:00:00+02:00',
      true,
      [],
      null,
    ],
    [
      'delivery with delivery hours: opening hours do not count',
      withDeliveryHours,
      '2026-06-01T10:00:00+02:00',
      true,
      [],
      CLOSED,
    ],
    [
      'takeaway with delivery hours: delivery hours do not count',
      withDeliveryHours,
      '2026-06-01T18:00:00+02:00',
      false,
      [],
      CLOSED,
    ],
    [
      'delivery, delivery hours disabled: opening hours count',
      { ...withDeliveryHours, isDeliveryHoursEnabled: false },
      '2026-06-01T10:00:00+02:00',
      true,
      [],
      null,
    ],
  ])('%s', (_name, overrides, appointment, isDelivery, products, message) => {
    const result = validateAppointment({
      branch: testBranch(overrides),
      appointment: appointment === null ? null : at(appointment),
      now,
      isDelivery,
      products,
    });
    expect(result.ok ? null : result.message).toBe(message);
  });

  it('treats an unreadable appointment as none', () => {
    const check = { appointment: Number.NaN, now, isDelivery: false };
    expect(validateAppointment({ ...check, branch: testBranch() })).toEqual({ ok: true });
    expect(validateAppointment({ ...check, branch: testBranch({ isAppointmentRequired: true }) })).toMatchObject({
      ok: false,
      problem: 'missing',
    });
    expect(
      appointmentLabel({
        appointment: new Date(Number.NaN),
        now,
        timeZone: 'Europe/Vienna',
        isAppointmentRequired: true,
      }),
    ).toBe('Keine Angabe');
  });

  it('reports the problem kind', () => {
    const result = validateAppointment({
      branch: testBranch(),
      appointment: new Date(now - 1),
      now,
      isDelivery: false,
    });
    expect(result).toEqual({ ok: false, problem: 'too-early', message: TOO_EARLY });
  });
});

describe('appointmentLabel (spec §2 Checkout appointment label)', () => {
  it.each([
    ['today', '2026-06-01T17:00:00+02:00', false, 'Heute, 01.06.2026'],
    ['tomorrow', '2026-06-02T00:00:00+02:00', false, 'Morgen, 02.06.2026'],
    ['later', '2026-06-03T10:00:00+02:00', true, '03.06.2026'],
    ['none, not required', null, false, 'So schnell wie möglich'],
    ['none, required', null, true, 'Keine Angabe'],
  ])('%s → %s', (_name, appointment, isAppointmentRequired, expected) => {
    expect(
      appointmentLabel({
        appointment: appointment === null ? null : at(appointment),
        now: at('2026-06-01T23:30:00+02:00'),
        timeZone: 'Europe/Vienna',
        isAppointmentRequired,
      }),
    ).toBe(expected);
  });

  it('counts days in the branch zone (23:30 local is already the next day in Vienna when it is 21:30 UTC)', () => {
    const label = appointmentLabel({
      appointment: at('2026-06-02T08:00:00Z'),
      now: at('2026-06-01T22:30:00Z'),
      timeZone: 'Europe/Vienna',
      isAppointmentRequired: false,
    });
    expect(label).toBe('Heute, 02.06.2026');
  });
});
