import { tryParseDecimal } from '../money/parse.js';
import { toPlainDecimalString } from '../money/to-string.js';
import { findUnit, units } from '../units/unit-definitions.js';

/** Characters a spreadsheet reads as the start of a formula; the export prefixes such cells with `'`. */
const formulaStart = /^[=+\-@\t\r]/;

/** A cell as the CSV export writes it: `'=…` for a text a spreadsheet would run as a formula (OWASP CSV injection). */
export function escapeFormulaCell(text: string): string {
  return formulaStart.test(text) ? `'${text}` : text;
}

/** The reverse of {@link escapeFormulaCell}: the import drops that one quote, so export → import changes nothing. */
export function unescapeFormulaCell(text: string): string {
  return text.startsWith("'") && formulaStart.test(text.slice(1)) ? text.slice(1) : text;
}

/**
 * A decimal as people type it in a spreadsheet: "2,90", "2.90", "1.234,50", "€ 2,90", "10 %". The result is the
 * wire form ("2.90", "1234.50"), or null when it is not a plain non-negative number.
 */
export function normalizeDecimalText(text: string): string | null {
  let value = text.replace(/[\s\u00a0€%]/g, '');
  if (value === '') return null;
  if (value.includes(',') && value.includes('.')) {
    // German thousands separator: 1.234,50
    if (value.lastIndexOf('.') > value.lastIndexOf(',')) return null;
    value = value.replace(/\./g, '');
  }
  value = value.replace(',', '.');
  return /^\d{1,8}(\.\d{1,4})?$/.test(value) ? value : null;
}

/** The VAT rates (per cent) a product may carry: Austria's 0, 10, 13 and 20 %. */
export const catalogTaxRates = ['0', '10', '13', '20'] as const;

/** A tax cell ("10", "10,00", "10 %") as the stored rate text ("10"), or null when it is no allowed rate. */
export function normalizeTaxRate(text: string): string | null {
  const value = normalizeDecimalText(text);
  const parsed = value === null ? null : tryParseDecimal(value);
  if (parsed === null) return null;
  const plain = toPlainDecimalString(parsed);
  return (catalogTaxRates as readonly string[]).includes(plain) ? plain : null;
}

/**
 * A unit cell as stored on products: a known short name or id ("kg", "Stk.", "kilogram") as written, a German
 * unit name ("Stück", "kilogramm") as its short name. Null when unknown.
 */
export function normalizeUnit(text: string): string | null {
  if (findUnit(text)) return text;
  const lower = text.toLowerCase();
  const unit = units.find(
    (u) => u.name.toLowerCase() === lower || u.shortName.toLowerCase() === lower || u.id.toLowerCase() === lower,
  );
  return unit ? unit.shortName : null;
}

/** The short names of every unit, for the message of an unknown one. */
export const catalogUnitNames = units.map((u) => u.shortName).join(', ');

const truthy = new Set(['ja', 'j', 'yes', 'y', 'true', 'wahr', '1', 'x', 'aktiv']);
const falsy = new Set(['nein', 'n', 'no', 'false', 'falsch', '0', 'inaktiv']);

/** A yes/no cell; empty means yes. Null when it is neither. */
export function parseFlag(text: string): boolean | null {
  const value = text.trim().toLowerCase();
  if (value === '' || truthy.has(value)) return true;
  if (falsy.has(value)) return false;
  return null;
}
