/**
 * Formatting of PostgreSQL `numeric` strings for the wire, without ever going through a float.
 * "2.9000" -> money "2.90", decimal "2.9"; "10.0000" -> money "10.00", decimal "10".
 */
const numericPattern = /^-?\d+(\.\d+)?$/;

function split(value: string): { whole: string; fraction: string } {
  if (!numericPattern.test(value)) throw new Error(`Not a decimal: "${value}"`);
  const [whole = '0', fraction = ''] = value.split('.');
  return { whole, fraction: fraction.replace(/0+$/, '') };
}

/** At least two decimals, more only when they are not zero ("2.1250" -> "2.125"). */
export function formatMoney(value: string): string {
  const { whole, fraction } = split(value);
  return `${whole}.${fraction.padEnd(2, '0')}`;
}

export function formatMoneyOrNull(value: string | null): string | null {
  return value === null ? null : formatMoney(value);
}

/** Without trailing zeros ("0.5000" -> "0.5", "3.0000" -> "3"). */
export function formatDecimal(value: string): string {
  const { whole, fraction } = split(value);
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

export function formatDecimalOrNull(value: string | null): string | null {
  return value === null ? null : formatDecimal(value);
}
