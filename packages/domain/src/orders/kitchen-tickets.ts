import type { ChosenPartValue } from '../entities/order.js';
import { backofficeKitchenMessages as m } from '../messages/backoffice-kitchen.js';
import { Dec, type Decimal, toPlainDecimalString, tryParseDecimal } from '../money/index.js';
import { formatTime } from '../text/date-format.js';
import { findUnit } from '../units/unit-definitions.js';
import type { OrderState } from './order-state.js';

/** What the kitchen display reads of an order (a staff order or its live update). */
export interface KitchenOrder {
  id: number;
  state: OrderState;
  /** When the order is due (ISO; the wire's `appointment`). */
  appointment: string;
  placedAt: string;
}

/** Issue 27 point 1: the tickets are the confirmed orders, due first on top (appointment, then placement, then id). */
export function kitchenTickets<T extends KitchenOrder>(orders: readonly T[]): T[] {
  return orders
    .filter((order) => order.state === 'confirmed')
    .sort(
      (a, b) =>
        Date.parse(a.appointment) - Date.parse(b.appointment) ||
        Date.parse(a.placedAt) - Date.parse(b.placedAt) ||
        a.id - b.id,
    );
}

/** Green while there is time, amber under 10 minutes, red once the due time has passed. */
export type TimeLeftTone = 'ok' | 'soon' | 'late';

/** Amber below this many minutes left. */
export const kitchenSoonMinutes = 10;

/** Whole minutes until the due time (negative: late by that many); rounded towards the past, so 0:59 left is 0. */
export function minutesLeft(appointment: string, now: number): number {
  return Math.floor((Date.parse(appointment) - now) / 60_000);
}

export function timeLeftTone(appointment: string, now: number): TimeLeftTone {
  const ms = Date.parse(appointment) - now;
  if (ms < 0) return 'late';
  return ms < kitchenSoonMinutes * 60_000 ? 'soon' : 'ok';
}

/** How long 'Zurück' stays offered after 'Fertig' on the kitchen display. */
export const kitchenUndoMs = 30_000;

/** The key (1–9) of a ticket by its place on the display; none from the tenth on. */
export function ticketKey(index: number): string | null {
  return index >= 0 && index < 9 ? String(index + 1) : null;
}

/** The ticket index a key press picks ('1' → 0 … '9' → 8), or null. */
export function ticketIndexOfKey(key: string): number | null {
  return /^[1-9]$/.test(key) ? Number(key) - 1 : null;
}

interface KitchenItem {
  name: string;
  amount: string;
  unit: string;
  parts: readonly ChosenPartValue[];
}

/** One line of the aggregated view: the same product with the same options and unit over all tickets. */
export interface KitchenTotal {
  name: string;
  unit: string;
  options: string[];
  /** The summed amount as a plain decimal string ("12", "1.5"); never a float. */
  amount: string;
  /** The earliest due time of the orders behind it (ISO). */
  dueBy: string;
  orderIds: number[];
}

/** The chosen values of the configurable steps as text, one entry per step with a value. */
export function kitchenItemOptions(parts: readonly ChosenPartValue[]): string[] {
  const texts: string[] = [];
  for (const value of parts) {
    if (value === null) continue;
    const names = (Array.isArray(value) ? value : [value]).filter((name) => name.trim() !== '');
    if (names.length > 0) texts.push(names.join(', '));
  }
  return texts;
}

/**
 * The aggregated view ('12 × Kaisersemmel bis 10:00'): the items of the tickets summed per product name, unit and
 * chosen options, with the earliest due time; ordered by that time, then name.
 */
export function aggregateKitchenItems<T extends KitchenOrder & { items: readonly KitchenItem[] }>(
  tickets: readonly T[],
): KitchenTotal[] {
  const totals = new Map<string, KitchenTotal & { sum: Decimal }>();
  for (const order of tickets) {
    for (const item of order.items) {
      const options = kitchenItemOptions(item.parts);
      const key = JSON.stringify([item.name, item.unit, options]);
      const amount = tryParseDecimal(item.amount) ?? Dec.ZERO;
      const entry = totals.get(key);
      if (!entry) {
        totals.set(key, {
          name: item.name,
          unit: item.unit,
          options,
          amount: '',
          sum: amount,
          dueBy: order.appointment,
          orderIds: [order.id],
        });
        continue;
      }
      entry.sum = Dec.add(entry.sum, amount);
      if (Date.parse(order.appointment) < Date.parse(entry.dueBy)) entry.dueBy = order.appointment;
      if (!entry.orderIds.includes(order.id)) entry.orderIds.push(order.id);
    }
  }
  return [...totals.values()]
    .map(({ sum, ...total }) => ({ ...total, amount: toPlainDecimalString(sum) }))
    .sort((a, b) => Date.parse(a.dueBy) - Date.parse(b.dueBy) || a.name.localeCompare(b.name, 'de'));
}

/** The line of the aggregated view: '12 × Kaisersemmel bis 10:00', '0,25 kg Schinken (geschnitten) bis 09:30'. */
export function kitchenTotalText(total: KitchenTotal, timeZone: string): string {
  const unit = findUnit(total.unit);
  const name = total.options.length > 0 ? `${total.name} (${total.options.join('; ')})` : total.name;
  return m.totalLine({
    amount: total.amount.replace('.', ','),
    unit: unit?.type === 'amount' ? null : (unit?.shortName ?? total.unit),
    name,
    time: formatTime(Date.parse(total.dueBy), timeZone),
  });
}
