import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  escapeFormulaCell,
  normalizeDecimalText,
  normalizeTaxRate,
  normalizeUnit,
  parseFlag,
  unescapeFormulaCell,
} from './cells.js';
import { catalogColumnOf } from './columns.js';
import { catalogCellsOf } from './export-row.js';
import { checkCatalogRow } from './row.js';

describe('catalog cells', () => {
  it('reads prices as spreadsheets write them, and nothing else', () => {
    expect(normalizeDecimalText('2,90')).toBe('2.90');
    expect(normalizeDecimalText('2.90')).toBe('2.90');
    expect(normalizeDecimalText('€ 1.234,50')).toBe('1234.50');
    expect(normalizeDecimalText('0,1234')).toBe('0.1234');
    for (const bad of ['', 'zwei', '-1', '1,23456', '1,234.50', '1e3', '2,9,0'])
      expect(normalizeDecimalText(bad)).toBeNull();
  });

  it('accepts the Austrian VAT rates only', () => {
    expect(['0', '10', '10,00', '13 %', '20%'].map(normalizeTaxRate)).toEqual(['0', '10', '10', '13', '20']);
    for (const bad of ['7', '19', '100', 'zehn', '-10']) expect(normalizeTaxRate(bad)).toBeNull();
  });

  it('knows the shop units by short name, id or German name', () => {
    expect(['kg', 'Stk.', 'kilogram', 'Stück', 'Liter'].map(normalizeUnit)).toEqual([
      'kg',
      'Stk.',
      'kilogram',
      'Stk.',
      'l',
    ]);
    expect(normalizeUnit('Schaufel')).toBeNull();
  });

  it('reads yes and no', () => {
    expect(['ja', 'JA', '1', 'x', '', 'true'].map(parseFlag)).toEqual([true, true, true, true, true, true]);
    expect(['nein', '0', 'false'].map(parseFlag)).toEqual([false, false, false]);
    expect(parseFlag('vielleicht')).toBeNull();
  });

  it('escapes formula cells for the export and reads every text back unchanged', () => {
    expect(escapeFormulaCell('=1+1')).toBe("'=1+1");
    expect(escapeFormulaCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(escapeFormulaCell('Semmel')).toBe('Semmel');
    fc.assert(fc.property(fc.string(), (text) => unescapeFormulaCell(escapeFormulaCell(text)) === text));
  });

  it('matches documented and German headers', () => {
    expect(['uid', 'Artikelnummer', ' PREIS ', 'MwSt.', 'Aktiv', 'isEnabled'].map(catalogColumnOf)).toEqual([
      'uid',
      'uid',
      'price',
      'tax',
      'isEnabled',
      'isEnabled',
    ]);
    expect(catalogColumnOf('Farbe')).toBeUndefined();
  });
});

describe('checkCatalogRow', () => {
  it('gives the values of a good row, leaving absent columns undefined', () => {
    expect(checkCatalogRow({ uid: ' B-1 ', name: 'Semmel', price: '0,65', tax: '', isEnabled: 'nein' })).toEqual({
      ok: true,
      row: { uid: 'B-1', name: 'Semmel', price: '0.65', tax: '10', isEnabled: false },
    });
  });

  it('names every problem of a row by its column', () => {
    const result = checkCatalogRow({
      uid: 'B 1',
      name: '',
      price: 'x',
      unit: 'Eimer',
      tax: '7',
      isEnabled: 'vielleicht',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.column)).toEqual(['uid', 'name', 'price', 'unit', 'tax', 'isEnabled']);
  });

  it('reads back what the export writes', () => {
    const product = {
      uid: 'B-2',
      name: '=Gefährlich',
      description: '-Rabatt; "Aktion"',
      category: 'Brot',
      price: '5.2000',
      unit: 'kg',
      tax: '10.00',
      allergens: 'A, L',
      isEnabled: false,
    };
    const [uid, name, description, category, price, unit, tax, allergens, isEnabled] = catalogCellsOf(product, {
      escapeFormulas: true,
    });
    expect(price).toBe('5,20');
    expect(name).toBe("'=Gefährlich");
    expect(
      checkCatalogRow({ uid, name, description, category, price, unit, tax, allergens, isEnabled } as Record<
        string,
        string
      >),
    ).toEqual({
      ok: true,
      row: { ...product, price: '5.20', tax: '10' },
    });
  });
});
