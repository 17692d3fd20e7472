import { describe, expect, it } from 'vitest';
import {
  type CounterAppointmentOrder,
  canAnswerCounterAppointment,
  confirmCounterAppointment,
  rejectCounterAppointment,
} from './counter-appointment.js';

const order = (overrides: Partial<CounterAppointmentOrder> = {}): CounterAppointmentOrder & { uid: string } => ({
  uid: 'u1',
  appointment: '2026-06-01T10:00:00+02:00',
  counterAppointment: '2026-06-01T11:30:00+02:00',
  isConfirmed: false,
  isRejected: false,
  isCanceled: false,
  ...overrides,
});

const REFUSED = { ok: false, message: 'Bestellstatus konnte nicht geändert werden.' };

describe('counter-appointment (spec §4)', () => {
  it.each([
    ['open counter-proposal', {}, true],
    ['no counter-appointment', { counterAppointment: null }, false],
    ['already confirmed', { isConfirmed: true }, false],
    ['rejected', { isRejected: true }, false],
    ['canceled (decision)', { isCanceled: true }, false],
  ])('%s → may answer: %s', (_name, overrides, expected) => {
    expect(canAnswerCounterAppointment(order(overrides))).toBe(expected);
    if (!expected) {
      expect(confirmCounterAppointment(order(overrides))).toEqual(REFUSED);
      expect(rejectCounterAppointment(order(overrides))).toEqual(REFUSED);
    }
  });

  it('confirming takes over the counter-appointment and confirms', () => {
    expect(confirmCounterAppointment(order())).toEqual({
      ok: true,
      order: order({ appointment: '2026-06-01T11:30:00+02:00', isConfirmed: true }),
    });
  });

  it('rejecting cancels the order and keeps the appointment', () => {
    expect(rejectCounterAppointment(order())).toEqual({ ok: true, order: order({ isCanceled: true }) });
  });
});
