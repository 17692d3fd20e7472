import { Dec, type Decimal, decimal, formatSheetMinutes, backofficeStatisticsMessages as m } from '@bestell/domain';
import { germanDay } from './date-range';
import { averageOrder, changeTenthsOfPercent, csvAmount, formatAmount, formatChange, formatCount } from './figures';
import type { FigureBucket, StatisticsAnswer } from './statistics-data';

/** What the panels read of an answer. */
export type BucketData = Pick<StatisticsAnswer, 'rows' | 'total'>;

/**
 * What the dashboard shows, computed from the API's answers (pure, so it is tested without a browser): the key
 * figures with their change, and per panel the chart's series and the table (display text and CSV text per cell).
 */

export interface PanelTable {
  headers: string[];
  /** Which columns hold numbers (right-aligned). */
  numeric: boolean[];
  rows: { display: string[]; csv: string[] }[];
}

const amountOf = (text: string | undefined): Decimal => (text ? decimal(text) : Dec.ZERO);
const totalValue = (answer: BucketData | undefined): number => answer?.total.value ?? 0;
const totalAmount = (answer: BucketData | undefined): Decimal => amountOf(answer?.total.amount);

export interface KeyFigure {
  id: 'orders' | 'revenue' | 'averageOrder' | 'uniqueVisitors' | 'canceledOrders';
  label: string;
  value: string;
  /** '+12,5 % gegenüber Vorperiode', or the note that there is nothing to compare with. */
  change: string;
  direction: 'up' | 'down' | 'same' | 'none';
}

function figure(id: KeyFigure['id'], label: string, value: string, current: Decimal, previous: Decimal): KeyFigure {
  const tenths = changeTenthsOfPercent(current, previous);
  if (tenths === null) return { id, label, value, change: m.figures.noComparison, direction: 'none' };
  return {
    id,
    label,
    value,
    change: m.figures.change({ change: formatChange(tenths) }),
    direction: tenths > 0n ? 'up' : tenths < 0n ? 'down' : 'same',
  };
}

const counted = (id: KeyFigure['id'], label: string, current: number, previous: number) =>
  figure(id, label, formatCount(current), decimal(current), decimal(previous));

/**
 * Orders placed, revenue (orders that count: not cancelled, rejected or failed), the average of those orders,
 * unique visitors and cancelled orders, each against the previous period of equal length.
 */
export function keyFigures(data: {
  current: Partial<Record<FigureBucket, BucketData>>;
  previous: Partial<Record<FigureBucket, BucketData>>;
}): KeyFigure[] {
  const { current, previous } = data;
  const revenue = totalAmount(current.revenue);
  const previousRevenue = totalAmount(previous.revenue);
  const average = averageOrder(revenue, totalValue(current.revenue));
  const previousAverage = averageOrder(previousRevenue, totalValue(previous.revenue));
  return [
    counted('orders', m.figures.orders, totalValue(current.orders), totalValue(previous.orders)),
    figure('revenue', m.figures.revenue, formatAmount(revenue), revenue, previousRevenue),
    figure('averageOrder', m.figures.averageOrder, formatAmount(average), average, previousAverage),
    counted(
      'uniqueVisitors',
      m.figures.uniqueVisitors,
      totalValue(current['unique-visitors']),
      totalValue(previous['unique-visitors']),
    ),
    counted(
      'canceledOrders',
      m.figures.canceledOrders,
      totalValue(current['canceled-orders']),
      totalValue(previous['canceled-orders']),
    ),
  ];
}

export interface TimelinePoint {
  day: string;
  orders: number;
  revenue: Decimal;
}

/** Orders placed and revenue per day (the API answers every day of the range, oldest first). */
export function timeline(orders: BucketData | undefined, revenue: BucketData | undefined): TimelinePoint[] {
  const revenueByDay = new Map((revenue?.rows ?? []).map((row) => [row.key, amountOf(row.amount)]));
  const ordersByDay = new Map((orders?.rows ?? []).map((row) => [row.key, row.value]));
  const days = (orders ?? revenue)?.rows.map((row) => row.key) ?? [];
  return days.map((day) => ({
    day,
    orders: ordersByDay.get(day) ?? 0,
    revenue: revenueByDay.get(day) ?? Dec.ZERO,
  }));
}

export function timelineTable(points: readonly TimelinePoint[]): PanelTable {
  return {
    headers: [m.columns.day, m.columns.orders, m.columns.revenue],
    numeric: [false, true, true],
    rows: points.map((point) => ({
      display: [germanDay(point.day), formatCount(point.orders), formatAmount(point.revenue)],
      csv: [germanDay(point.day), String(point.orders), csvAmount(point.revenue)],
    })),
  };
}

/** Orders per weekday (0 = Monday) and hour: 7 rows of 24 counts (keys `D-HH`, D the ISO weekday). */
export function orderTimeGrid(answer: BucketData | undefined): number[][] {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const row of answer?.rows ?? []) {
    const match = /^([1-7])-(\d{2})$/.exec(row.key);
    if (!match) continue;
    const line = grid[Number(match[1]) - 1];
    const hour = Number(match[2]);
    if (line && hour < 24) line[hour] = row.value;
  }
  return grid;
}

/** The heat map as a table: a row per weekday, a column per hour. */
export function orderTimeTable(grid: readonly (readonly number[])[]): PanelTable {
  const hours = Array.from({ length: 24 }, (_, hour) => m.hourLabel({ hour }));
  return {
    headers: [m.columns.weekday, ...hours],
    numeric: [false, ...hours.map(() => true)],
    rows: grid.map((line, weekday) => {
      const name = m.weekdays[weekday] ?? '';
      return { display: [name, ...line.map(formatCount)], csv: [name, ...line.map(String)] };
    }),
  };
}

export interface RankedEntry {
  label: string;
  value: number;
  /** A sum of money when the bucket has one (popular items: their gross). */
  amount?: Decimal | undefined;
}

/** A `top` or `shares` answer as labelled counts, largest first; keys without a German name are shown as they are. */
export function ranked(answer: BucketData | undefined, names: Record<string, string> = {}): RankedEntry[] {
  return (answer?.rows ?? []).map((row) => ({
    label: row.label || names[row.key] || row.key,
    value: row.value,
    ...(row.amount === undefined ? {} : { amount: amountOf(row.amount) }),
  }));
}

export function rankedTable(
  entries: readonly RankedEntry[],
  labelHeader: string,
  valueHeader: string,
  withAmount = false,
): PanelTable {
  return {
    headers: withAmount ? [labelHeader, valueHeader, m.columns.revenue] : [labelHeader, valueHeader],
    numeric: withAmount ? [false, true, true] : [false, true],
    rows: entries.map((entry) => {
      const amount = entry.amount ?? Dec.ZERO;
      return withAmount
        ? {
            display: [entry.label, formatCount(entry.value), formatAmount(amount)],
            csv: [entry.label, String(entry.value), csvAmount(amount)],
          }
        : { display: [entry.label, formatCount(entry.value)], csv: [entry.label, String(entry.value)] };
    }),
  };
}

/** Whether a panel has anything to draw: a day with orders or revenue, an order-time cell, a ranked count. */
export const timelineHasData = (points: readonly TimelinePoint[]) =>
  points.some((point) => point.orders > 0 || !Dec.isZero(point.revenue));
export const gridHasData = (grid: readonly (readonly number[])[]) =>
  grid.some((line) => line.some((value) => value > 0));
export const rankedHasData = (entries: readonly RankedEntry[]) => entries.some((entry) => entry.value > 0);

export interface WorkingTimePoint {
  day: string;
  workedMinutes: number;
  plannedMinutes: number;
}

/** Minutes worked and planned per local day (issue 28.5: working-activities and working-schedules buckets). */
export function workingTime(worked: BucketData | undefined, planned: BucketData | undefined): WorkingTimePoint[] {
  const plannedByDay = new Map((planned?.rows ?? []).map((row) => [row.key, row.value]));
  const workedByDay = new Map((worked?.rows ?? []).map((row) => [row.key, row.value]));
  const days = (worked ?? planned)?.rows.map((row) => row.key) ?? [];
  return days.map((day) => ({
    day,
    workedMinutes: workedByDay.get(day) ?? 0,
    plannedMinutes: plannedByDay.get(day) ?? 0,
  }));
}

export const workingTimeHasData = (points: readonly WorkingTimePoint[]): boolean =>
  points.some((point) => point.workedMinutes > 0 || point.plannedMinutes > 0);

/** Hours as H:MM, as on the time sheets, in the table and the CSV. */
export function workingTimeTable(points: readonly WorkingTimePoint[]): PanelTable {
  return {
    headers: [m.columns.day, m.columns.worked, m.columns.planned],
    numeric: [false, true, true],
    rows: points.map((point) => {
      const cells = [formatSheetMinutes(point.workedMinutes), formatSheetMinutes(point.plannedMinutes)];
      return { display: [germanDay(point.day), ...cells], csv: [germanDay(point.day), ...cells] };
    }),
  };
}
