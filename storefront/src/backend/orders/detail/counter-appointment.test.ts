import { describe, expect, it } from 'vitest';
import { counterAppointmentInstant } from './counter-appointment';

describe('counterAppointmentInstant', () => {
  it('reads the picked date and time in the branch time zone (winter and summer time)', () => {
    expect(counterAppointmentInstant('2026-11-25', '16:30', 'Europe/Vienna')).toBe('2026-11-25T15:30:00.000Z');
    expect(counterAppointmentInstant('2026-07-01', '08:05', 'Europe/Vienna')).toBe('2026-07-01T06:05:00.000Z');
    expect(counterAppointmentInstant('2026-07-01', '08:05', 'Europe/London')).toBe('2026-07-01T07:05:00.000Z');
  });
});
