import { Dec, type Decimal, decimal, backofficeStatisticsMessages as m } from '@bestell/domain';
import { germanDay } from './date-range';
import { averageOrder, changeTenthsOfPercent, csvAmount, formatAmount, formatChange, formatCount } from './figures';
import type { DashboardData, StatisticsAnswer, StatisticsRow } from './statistics-data';

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

const count = (value: number | string): number => {
  const number = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(number) ? number : 0;
};
const amount = (value: number | string): Decimal => decimal(typeof value === 'string' ? value : String(value));

const countTotal = (answer: StatisticsAnswer | undefined): number =>
  answer
    ? answer.total !== undefined && answer.total !== null
      ? count(answer.total)
      : answer.rows.reduce((sum, row) => sum + count(row.value), 0)
    : 0;
const amountTotal = (answer: StatisticsAnswer | undefined): Decimal =>
  answer
    ? answer.total !== undefined && answer.total !== null
      ? amount(answer.total)
      : Dec.sum(answer.rows.map((row) => amount(row.value)))
    : Dec.ZERO;

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

/** Orders, revenue, average order, unique visitors and cancelled orders, each against the previous period. */
export function keyFigures(data: Pick<DashboardData, 'current' | 'previous'>): KeyFigure[] {
  const { current, previous } = data;
  const orders = countTotal(current.orders);
  const previousOrders = countTotal(previous.orders);
  const revenue = amountTotal(current.revenue);
  const previousRevenue = amountTotal(previous.revenue);
  const average = averageOrder(revenue, orders);
  const previousAverage = averageOrder(previousRevenue, previousOrders);
  const visitors = countTotal(current['unique-visitors']);
  const canceled = countTotal(current['canceled-orders']);
  return [
    figure('orders', m.figures.orders, formatCount(orders), decimal(orders), decimal(previousOrders)),
    figure('revenue', m.figures.revenue, formatAmount(revenue), revenue, previousRevenue),
    figure('averageOrder', m.figures.averageOrder, formatAmount(average), average, previousAverage),
    figure(
      'uniqueVisitors',
      m.figures.uniqueVisitors,
      formatCount(visitors),
      decimal(visitors),
      decimal(countTotal(previous['unique-visitors'])),
    ),
    figure(
      'canceledOrders',
      m.figures.canceledOrders,
      formatCount(canceled),
      decimal(canceled),
      decimal(countTotal(previous['canceled-orders'])),
    ),
  ];
}

export interface TimelinePoint {
  day: string;
  orders: number;
  revenue: Decimal;
}

/** Orders and revenue per day (the API answers every day of the range, oldest first). */
export function timeline(orders: StatisticsAnswer | undefined, revenue: StatisticsAnswer | undefined): TimelinePoint[] {
  const revenueByDay = new Map((revenue?.rows ?? []).map((row) => [row.key, amount(row.value)]));
  const days = orders?.rows.map((row) => row.key) ?? revenue?.rows.map((row) => row.key) ?? [];
  const ordersByDay = new Map((orders?.rows ?? []).map((row) => [row.key, count(row.value)]));
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

/** Orders per weekday (0 = Monday) and hour: 7 rows of 24 counts. */
export function orderTimeGrid(answer: StatisticsAnswer | undefined): number[][] {
  const grid = Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));
  for (const row of answer?.rows ?? []) {
    const match = /^([1-7])-(\d{2})$/.exec(row.key);
    if (!match) continue;
    const weekday = Number(match[1]) - 1;
    const hour = Number(match[2]);
    const line = grid[weekday];
    if (line && hour >= 0 && hour < 24) line[hour] = count(row.value);
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
}

/** A `top` or `shares` answer as labelled counts, largest first. */
export function ranked(
  answer: StatisticsAnswer | undefined,
  fallbackLabel?: (row: StatisticsRow) => string,
): RankedEntry[] {
  return (answer?.rows ?? []).map((row) => ({
    label: row.label || (fallbackLabel ? fallbackLabel(row) : row.key) || m.directReferrer,
    value: count(row.value),
  }));
}

export function rankedTable(entries: readonly RankedEntry[], labelHeader: string, valueHeader: string): PanelTable {
  return {
    headers: [labelHeader, valueHeader],
    numeric: [false, true],
    rows: entries.map((entry) => ({
      display: [entry.label, formatCount(entry.value)],
      csv: [entry.label, String(entry.value)],
    })),
  };
}
