import { describe, expect, it } from 'vitest';
import { validateAppointment } from './appointment.js';
import {
  activeOnlinePause,
  busyMinutesAt,
  earliestWithOnlinePause,
  type OnlinePause,
  onlinePauseEnd,
  pausedClosedTexts,
  pausedUntil,
  pauseNotice,
  submitModeDuringPause,
} from './online-pause.js';
import { onlinePauseInputSchema } from './online-pause-input.js';
import { nextOrderSlot } from './order-slot.js';

const zone = 'Europe/Vienna';
const minute = 60_000;
const everyDay = {
  openingHours: [{ type: 'daily' as const, isClosed: false, from: '06:00', to: '20:00' }],
  deliveryHours: [],
  isDeliveryHoursEnabled: false,
  timeZone: zone,
  isAppointmentRequired: false,
};

describe('pause and busy windows (issue 27.3)', () => {
  const now = Date.parse('2026-11-27T10:02:00Z'); // 11:02 in Vienna

  it('ends after 15/30/60 minutes or at the next local midnight', () => {
    expect(onlinePauseEnd(15, now, zone)).toBe(now + 15 * minute);
    expect(onlinePauseEnd(60, now, zone)).toBe(now + 60 * minute);
    expect(new Date(onlinePauseEnd('endOfDay', now, zone)).toISOString()).toBe('2026-11-27T23:00:00.000Z');
  });

  it('end of day on the DST days is the local midnight (23 and 25 hour days)', () => {
    const spring = Date.parse('2026-03-29T08:00:00Z'); // 10:00 CEST, day of 23 hours
    expect(new Date(onlinePauseEnd('endOfDay', spring, zone)).toISOString()).toBe('2026-03-29T22:00:00.000Z');
    const autumn = Date.parse('2026-10-25T00:30:00Z'); // 02:30 CEST, before the switch; the day has 25 hours
    expect(new Date(onlinePauseEnd('endOfDay', autumn, zone)).toISOString()).toBe('2026-10-25T23:00:00.000Z');
    const pause: OnlinePause = {
      kind: 'pause',
      until: new Date(onlinePauseEnd('endOfDay', autumn, zone)).toISOString(),
      extraMinutes: 0,
    };
    expect(pauseNotice(pause, autumn, zone)).toBe('Online-Bestellungen sind bis 24:00 pausiert.');
  });

  it('is in force until `until` and lifts itself afterwards', () => {
    const pause: OnlinePause = { kind: 'pause', until: new Date(now + 30 * minute).toISOString(), extraMinutes: 0 };
    expect(pausedUntil(pause, now)).toBe(now + 30 * minute);
    expect(pauseNotice(pause, now, zone)).toBe('Online-Bestellungen sind bis 11:32 pausiert.');
    expect(activeOnlinePause(pause, now + 30 * minute)).toBeNull();
    expect(pausedUntil(pause, now + 30 * minute)).toBeNull();
    expect(pauseNotice(pause, now + 31 * minute, zone)).toBeNull();
  });

  it('shows the closed text, the pause line and the pre-order line when the branch takes pre-orders', () => {
    const pause: OnlinePause = { kind: 'pause', until: new Date(now + 15 * minute).toISOString(), extraMinutes: 0 };
    expect(pausedClosedTexts({ isPreorderEnabled: true, timeZone: zone }, pause, now)).toEqual([
      'Derzeit haben wir leider geschlossen.',
      'Online-Bestellungen sind bis 11:17 pausiert.',
      'Sie können aber gerne für einen späteren Zeitpunkt vorbestellen.',
    ]);
    expect(pausedClosedTexts({ isPreorderEnabled: false, timeZone: zone }, pause, now)).toHaveLength(2);
    expect(pausedClosedTexts({ isPreorderEnabled: true, timeZone: zone }, pause, now + 15 * minute)).toEqual([]);
  });

  it('busy mode moves the earliest time and the next slot later, only while in force', () => {
    const busy: OnlinePause = { kind: 'busy', until: new Date(now + 60 * minute).toISOString(), extraMinutes: 30 };
    expect(busyMinutesAt(busy, now)).toBe(30);
    expect(earliestWithOnlinePause(now, busy, now)).toBe(now + 30 * minute);
    expect(earliestWithOnlinePause(now, busy, now + 60 * minute)).toBe(now);
    expect(nextOrderSlot({ branch: everyDay, now, isDelivery: false })).toBe(Date.parse('2026-11-27T10:05:00Z'));
    expect(nextOrderSlot({ branch: everyDay, now, isDelivery: false, onlinePause: busy })).toBe(
      Date.parse('2026-11-27T10:35:00Z'),
    );
    const appointment = Date.parse('2026-11-27T10:20:00Z');
    expect(validateAppointment({ branch: everyDay, appointment, now, isDelivery: false }).ok).toBe(true);
    expect(
      validateAppointment({ branch: everyDay, appointment, now, isDelivery: false, onlinePause: busy }),
    ).toMatchObject({
      ok: false,
      problem: 'too-early',
    });
  });

  it('a pause moves the next slot to its end', () => {
    const pause: OnlinePause = { kind: 'pause', until: new Date(now + 60 * minute).toISOString(), extraMinutes: 0 };
    expect(nextOrderSlot({ branch: everyDay, now, isDelivery: false, onlinePause: pause })).toBe(
      now + 60 * minute + 3 * minute,
    );
  });

  it('turns the checkout into a pre-order (or nothing) while paused; quotations stay', () => {
    const pause: OnlinePause = { kind: 'pause', until: new Date(now + 15 * minute).toISOString(), extraMinutes: 0 };
    expect(submitModeDuringPause('order', { isPreorderEnabled: true }, pause, now)).toBe('preorder');
    expect(submitModeDuringPause('order', { isPreorderEnabled: false }, pause, now)).toBe('unavailable');
    expect(submitModeDuringPause('quotation', { isPreorderEnabled: false }, pause, now)).toBe('quotation');
    expect(submitModeDuringPause('order', { isPreorderEnabled: false }, pause, now + 15 * minute)).toBe('order');
  });

  it('accepts only the offered choices', () => {
    expect(onlinePauseInputSchema.parse({ kind: 'busy', extraMinutes: 15 })).toEqual({
      kind: 'busy',
      extraMinutes: 15,
      duration: 'endOfDay',
    });
    expect(onlinePauseInputSchema.safeParse({ kind: 'pause', duration: 20 }).success).toBe(false);
    expect(onlinePauseInputSchema.safeParse({ kind: 'busy', extraMinutes: 20 }).success).toBe(false);
    expect(onlinePauseInputSchema.safeParse({ kind: 'pause', duration: 15, extra: 1 }).success).toBe(false);
  });
});
