import type { StatisticsRow, StatisticsTotal } from './bucket.js';

const dayMs = 86_400_000;

/** Every calendar day from `from` to `to` (YYYY-MM-DD, both included). */
export function everyDay(from: string, to: string): string[] {
  const days: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += dayMs) days.push(new Date(t).toISOString().slice(0, 10));
  return days;
}

/** The 168 keys of the weekday × hour grid: `D-HH`, D the ISO weekday (1 = Monday … 7 = Sunday), HH 00–23. */
export function everyWeekdayHour(): string[] {
  const keys: string[] = [];
  for (let day = 1; day <= 7; day += 1) {
    for (let hour = 0; hour < 24; hour += 1) keys.push(`${day}-${String(hour).padStart(2, '0')}`);
  }
  return keys;
}

/** Cents of a decimal string with 2 decimals ("-12.30" → -1230n). */
export function centsOf(amount: string): bigint {
  const negative = amount.startsWith('-');
  const [whole = '0', fraction = ''] = amount.replace('-', '').split('.');
  const cents = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
  return negative ? -cents : cents;
}

/** Cents as a decimal string with 2 decimals. */
export function amountOf(cents: bigint): string {
  const negative = cents < 0n;
  const absolute = negative ? -cents : cents;
  const text = `${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
  return negative ? `-${text}` : text;
}

/** The total of the rows: values added, amounts added in integer cents. */
export function sumRows(rows: StatisticsRow[], withAmount: boolean): StatisticsTotal {
  const value = rows.reduce((sum, row) => sum + row.value, 0);
  if (!withAmount) return { value };
  return { value, amount: amountOf(rows.reduce((sum, row) => sum + centsOf(row.amount ?? '0'), 0n)) };
}
