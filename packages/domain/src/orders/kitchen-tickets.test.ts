import { describe, expect, it } from 'vitest';
import {
  aggregateKitchenItems,
  kitchenTickets,
  kitchenTotalText,
  minutesLeft,
  ticketIndexOfKey,
  ticketKey,
  timeLeftTone,
} from './kitchen-tickets.js';
import { orderConfirmSchema } from './quick-quote.js';
import { quotedDueAt } from './quoted-due-at.js';

const at = (time: string) => `2026-11-28T${time}:00.000Z`;
const order = (id: number, state: 'waiting' | 'confirmed' | 'in-delivery', appointment: string, placedAt: string) => ({
  id,
  state,
  appointment: at(appointment),
  placedAt: at(placedAt),
});

describe('kitchenTickets', () => {
  it('keeps only confirmed orders, due first, then by placement, then id', () => {
    const tickets = kitchenTickets([
      order(1, 'confirmed', '09:30', '08:00'),
      order(2, 'waiting', '08:00', '07:00'),
      order(3, 'confirmed', '09:00', '08:10'),
      order(4, 'in-delivery', '08:00', '07:00'),
      order(5, 'confirmed', '09:00', '08:05'),
      order(6, 'confirmed', '09:00', '08:05'),
    ]);
    expect(tickets.map((ticket) => ticket.id)).toEqual([5, 6, 3, 1]);
  });
});

describe('time left', () => {
  const now = Date.parse(at('09:00'));
  it.each([
    ['09:30', 'ok', 30],
    ['09:10', 'ok', 10],
    ['09:09', 'soon', 9],
    ['09:00', 'soon', 0],
    ['08:59', 'late', -1],
  ] as const)('due %s at 09:00 is %s with %i minutes left', (due, tone, minutes) => {
    expect(timeLeftTone(at(due), now)).toBe(tone);
    expect(minutesLeft(at(due), now)).toBe(minutes);
  });
});

describe('ticket keys 1–9', () => {
  it('the first nine tickets have keys, the tenth none', () => {
    expect([0, 8, 9].map(ticketKey)).toEqual(['1', '9', null]);
    expect(['1', '9', '0', 'a', '10'].map(ticketIndexOfKey)).toEqual([0, 8, null, null, null]);
  });
});

describe('aggregateKitchenItems', () => {
  const item = (name: string, amount: string, unit = 'piece', parts: (string | string[] | null)[] = []) => ({
    name,
    amount,
    unit,
    parts,
  });
  it('sums the same product, unit and options exactly, with the earliest due time', () => {
    const totals = aggregateKitchenItems([
      {
        ...order(1, 'confirmed', '10:00', '08:00'),
        items: [item('Kaisersemmel', '5'), item('Schinken', '0.15', 'kg')],
      },
      { ...order(2, 'confirmed', '09:30', '08:01'), items: [item('Kaisersemmel', '7'), item('Schinken', '0.1', 'kg')] },
      { ...order(3, 'confirmed', '09:45', '08:02'), items: [item('Kaisersemmel', '2', 'piece', [['Mohn'], null])] },
    ]);
    expect(totals).toEqual([
      { name: 'Kaisersemmel', unit: 'piece', options: [], amount: '12', dueBy: at('09:30'), orderIds: [1, 2] },
      { name: 'Schinken', unit: 'kg', options: [], amount: '0.25', dueBy: at('09:30'), orderIds: [1, 2] },
      { name: 'Kaisersemmel', unit: 'piece', options: ['Mohn'], amount: '2', dueBy: at('09:45'), orderIds: [3] },
    ]);
  });
});

describe('kitchenTotalText', () => {
  const total = { options: [], dueBy: '2026-11-28T09:00:00.000Z', orderIds: [1] };
  it('pieces as "12 × name", weights with their unit, options in brackets, the time in the branch zone', () => {
    expect(kitchenTotalText({ ...total, name: 'Kaisersemmel', unit: 'piece', amount: '12' }, 'Europe/Vienna')).toBe(
      '12 × Kaisersemmel bis 10:00',
    );
    expect(
      kitchenTotalText(
        { ...total, name: 'Schinken', unit: 'kg', amount: '0.25', options: ['geschnitten'] },
        'Europe/Vienna',
      ),
    ).toBe('0,25 kg Schinken (geschnitten) bis 10:00');
  });
});

describe('quick quote', () => {
  const now = new Date(at('09:00'));
  it('is now + minutes, never earlier than the time asked for', () => {
    expect(quotedDueAt(new Date(at('09:05')), now, 20).toISOString()).toBe(at('09:20'));
    expect(quotedDueAt(new Date(at('12:00')), now, 20).toISOString()).toBe(at('12:00'));
  });
  it('the confirm body takes whole minutes from 1 to 1440 and nothing else', () => {
    expect(orderConfirmSchema.parse({})).toEqual({});
    expect(orderConfirmSchema.parse({ readyInMinutes: 15 })).toEqual({ readyInMinutes: 15 });
    for (const bad of [{ readyInMinutes: 0 }, { readyInMinutes: 1.5 }, { readyInMinutes: 1441 }, { price: 1 }]) {
      expect(orderConfirmSchema.safeParse(bad).success).toBe(false);
    }
    expect(orderConfirmSchema.safeParse({ readyInMinutes: 0 }).error?.issues[0]?.message).toBe(
      'Dieser Wert sollte zwischen 1 und 1440 liegen.',
    );
  });
});
