import { decimal } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { panelCsv } from './csv';
import { averageOrder, changeTenthsOfPercent, formatChange } from './figures';
import {
  type BucketData,
  keyFigures,
  orderTimeGrid,
  orderTimeTable,
  ranked,
  rankedTable,
  timeline,
  timelineTable,
  workingTime,
  workingTimeHasData,
  workingTimeTable,
} from './panels';

const days = (rows: [string, number, string?][], total?: { value: number; amount?: string }): BucketData => ({
  rows: rows.map(([key, value, amount]) => ({ key, value, ...(amount === undefined ? {} : { amount }) })),
  total: total ?? { value: rows.reduce((sum, [, value]) => sum + value, 0) },
});

describe('changes and averages (exact, no floats)', () => {
  it('computes the change in tenths of a percent, rounded half away from zero; none against zero', () => {
    expect(changeTenthsOfPercent(decimal(12), decimal(8))).toBe(500n);
    expect(changeTenthsOfPercent(decimal('0.30'), decimal('0.10'))).toBe(2000n);
    expect(changeTenthsOfPercent(decimal(2), decimal(3))).toBe(-333n);
    expect(changeTenthsOfPercent(decimal(1), decimal(3))).toBe(-667n);
    expect(changeTenthsOfPercent(decimal(5), decimal(0))).toBeNull();
    expect(formatChange(500n)).toBe('+50,0\u00a0%');
    expect(formatChange(-333n)).toBe('-33,3\u00a0%');
    expect(formatChange(0n)).toBe('±0,0\u00a0%');
  });

  it('averages revenue over orders to the cent', () => {
    expect(averageOrder(decimal('100.00'), 3)).toBe(decimal('33.33'));
    expect(averageOrder(decimal('0.05'), 2)).toBe(decimal('0.03'));
    expect(averageOrder(decimal('10.00'), 0)).toBe(decimal(0));
  });
});

describe('keyFigures', () => {
  it('reads the totals of the answers and compares each with the previous period', () => {
    const figures = keyFigures({
      current: {
        orders: days([['2026-11-01', 12]]),
        revenue: days([['2026-11-01', 10, '1234.50']], { value: 10, amount: '1234.50' }),
        'unique-visitors': days([['2026-11-01', 40]]),
        'canceled-orders': days([['2026-11-01', 2, '19.80']], { value: 2, amount: '19.80' }),
      },
      previous: {
        orders: days([['2026-10-31', 8]]),
        revenue: days([['2026-10-31', 8, '800.00']], { value: 8, amount: '800.00' }),
        'unique-visitors': days([['2026-10-31', 0]]),
        'canceled-orders': days([['2026-10-31', 2, '5.00']], { value: 2, amount: '5.00' }),
      },
    });
    expect(figures.map((f) => [f.id, f.value, f.change, f.direction])).toEqual([
      ['orders', '12', '+50,0\u00a0% gegenüber Vorperiode', 'up'],
      ['revenue', '1.234,50\u00a0€', '+54,3\u00a0% gegenüber Vorperiode', 'up'],
      // 1234.50 / 10 = 123.45 against 800 / 8 = 100.00
      ['averageOrder', '123,45\u00a0€', '+23,5\u00a0% gegenüber Vorperiode', 'up'],
      ['uniqueVisitors', '40', 'Kein Vergleich (Vorperiode ohne Daten)', 'none'],
      ['canceledOrders', '2', '±0,0\u00a0% gegenüber Vorperiode', 'same'],
    ]);
  });

  it('shows zeros (no comparison) before the answers are there', () => {
    const figures = keyFigures({ current: {}, previous: {} });
    expect(figures.map((f) => f.value)).toEqual(['0', '0,00\u00a0€', '0,00\u00a0€', '0', '0']);
    expect(new Set(figures.map((f) => f.direction))).toEqual(new Set(['none']));
  });
});

describe('panels', () => {
  it('puts orders and revenue per day side by side, table and CSV with German numbers', () => {
    const points = timeline(
      days([
        ['2026-11-01', 3],
        ['2026-11-02', 1200],
      ]),
      days([
        ['2026-11-01', 2, '25.10'],
        ['2026-11-02', 1100, '15320.00'],
      ]),
    );
    const table = timelineTable(points);
    expect(table.headers).toEqual(['Tag', 'Bestellungen', 'Umsatz']);
    expect(table.rows).toEqual([
      { display: ['01.11.2026', '3', '25,10\u00a0€'], csv: ['01.11.2026', '3', '25,10'] },
      { display: ['02.11.2026', '1.200', '15.320,00\u00a0€'], csv: ['02.11.2026', '1200', '15320,00'] },
    ]);
    expect(
      panelCsv(
        table.headers,
        table.rows.map((row) => row.csv),
      ),
    ).toBe('\uFEFFTag;Bestellungen;Umsatz\r\n01.11.2026;3;25,10\r\n02.11.2026;1200;15320,00\r\n');
  });

  it('places the order-time cells by ISO weekday and hour and ignores keys it does not know', () => {
    const grid = orderTimeGrid(
      days([
        ['1-07', 4],
        ['7-23', 9],
        ['8-01', 5],
        ['1-24', 5],
      ]),
    );
    expect(grid[0]?.[7]).toBe(4);
    expect(grid[6]?.[23]).toBe(9);
    expect(grid.flat().reduce((a, b) => a + b, 0)).toBe(13);
    const table = orderTimeTable(grid);
    expect(table.headers.slice(0, 3)).toEqual(['Wochentag', '00 Uhr', '01 Uhr']);
    expect(table.rows[6]?.csv[0]).toBe('Sonntag');
    expect(table.rows[6]?.csv[24]).toBe('9');
  });

  it('names ranked rows by label, then by a known key name, else the key; with an amount column when asked', () => {
    const answer: BucketData = {
      rows: [
        { key: 'p1', label: 'Kaisersemmel', value: 30, amount: '18.00' },
        { key: 'unknown', value: 3 },
        { key: 'Firefox', value: 2 },
      ],
      total: { value: 35 },
    };
    const entries = ranked(answer, { unknown: 'Unbekannt' });
    expect(entries.map((entry) => entry.label)).toEqual(['Kaisersemmel', 'Unbekannt', 'Firefox']);
    expect(rankedTable(entries, 'Artikel', 'Bestellpositionen', true).rows[0]).toEqual({
      display: ['Kaisersemmel', '30', '18,00\u00a0€'],
      csv: ['Kaisersemmel', '30', '18,00'],
    });
    expect(panelCsv(['Browser', 'Besucher'], [['Safari; "mobil"', '1']])).toBe(
      '\uFEFFBrowser;Besucher\r\n"Safari; ""mobil""";1\r\n',
    );
  });

  it('puts worked and planned minutes side by side per day (the 25-hour DST day too) as H:MM', () => {
    const worked = days([
      ['2026-10-24', 120],
      ['2026-10-25', 420],
      ['2026-10-26', 0],
    ]);
    const planned = days([
      ['2026-10-24', 120],
      ['2026-10-25', 480],
    ]);
    const points = workingTime(worked, planned);
    expect(points).toEqual([
      { day: '2026-10-24', workedMinutes: 120, plannedMinutes: 120 },
      { day: '2026-10-25', workedMinutes: 420, plannedMinutes: 480 },
      { day: '2026-10-26', workedMinutes: 0, plannedMinutes: 0 },
    ]);
    expect(workingTimeHasData(points)).toBe(true);
    expect(workingTimeHasData(workingTime(days([['2026-10-26', 0]]), undefined))).toBe(false);
    const table = workingTimeTable(points);
    expect(table.headers).toEqual(['Tag', 'Gearbeitet (Std.)', 'Geplant (Std.)']);
    expect(table.rows[1]).toEqual({ display: ['25.10.2026', '7:00', '8:00'], csv: ['25.10.2026', '7:00', '8:00'] });
  });
});
