import { type ClosedTextsBranch, messages, wallClockToInstant } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { previewLines, validHours } from './preview-lines';

const zone = 'Europe/Vienna';
const at = (date: string, hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return wallClockToInstant(date, (h ?? 0) * 60 + (m ?? 0), zone);
};

function branch(overrides: Partial<ClosedTextsBranch> = {}): ClosedTextsBranch {
  return {
    openingHours: [{ type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' }],
    deliveryHours: [],
    isDeliveryHoursEnabled: false,
    timeZone: zone,
    isPreorderEnabled: false,
    closedMessage: null,
    isDeliveryEnabled: false,
    ...overrides,
  };
}

describe('previewLines', () => {
  it('says open until closing time while open', () => {
    expect(previewLines(branch(), at('2026-12-02', '10:00'))).toEqual({
      store: [messages.hours.openUntil({ time: '18:00' })],
      delivery: null,
    });
  });

  it('says closed and when it opens again, as the store page does', () => {
    expect(previewLines(branch(), at('2026-12-02', '06:30')).store).toEqual([
      messages.hours.closed,
      messages.hours.reopensAt({ time: '08:00' }),
    ]);
  });

  it('a closed day (once, isClosed) closes the whole day and names the next opening', () => {
    const closedToday = branch({
      openingHours: [
        { type: 'daily', date: null, isClosed: false, from: '08:00', to: '18:00' },
        { type: 'once', date: '2026-12-02', isClosed: true, from: '00:00', to: '23:59' },
      ],
      isPreorderEnabled: true,
    });
    const lines = previewLines(closedToday, at('2026-12-02', '10:00')).store;
    expect(lines[0]).toBe('Derzeit haben wir leider geschlossen.');
    expect(lines[1]).toMatch(/^Wir öffnen wieder am Donnerstag um 08:00 Uhr\.$/);
    expect(lines[2]).toBe(messages.hours.preorderPossible);
  });

  it('reports delivery separately with delivery hours', () => {
    const delivering = branch({
      isDeliveryEnabled: true,
      isDeliveryHoursEnabled: true,
      deliveryHours: [{ type: 'daily', date: null, isClosed: false, from: '11:00', to: '14:00' }],
    });
    expect(previewLines(delivering, at('2026-12-02', '10:00')).delivery).toEqual([
      messages.hours.deliveryClosed,
      messages.hours.deliveryResumesAt({ time: '11:00' }),
    ]);
  });
});

describe('validHours', () => {
  it('leaves half-typed rows out and says so', () => {
    const result = validHours([
      { type: 'monday', date: null, isClosed: false, from: '08:00', to: '12:00' },
      { type: 'once', date: null, isClosed: true, from: '00:00', to: '23:59' },
      { type: 'daily', date: null, isClosed: false, from: null, to: '12:00' },
    ]);
    expect(result.entries).toHaveLength(1);
    expect(result.skipped).toBe(true);
  });
});
