/**
 * German decimal input ↔ the wire's decimal strings ("2,90" ↔ "2.90"), on the digits only: no float ever holds the
 * amount. Text that is not a number is passed on as typed, so the schema answers it with its German message.
 */

/** "2.90" → "2,90"; null → ''. */
export function toGermanDecimal(value: string | null | undefined): string {
  if (value === null || value === undefined) return '';
  return value.replace('.', ',');
}

/**
 * What the user typed → the value the schema reads: '' → null; "1.234,5" → "1234.5"; "2,9" → "2.9"; "2.9" → "2.9".
 * A dot is a thousands separator only when a comma follows it.
 */
export function fromGermanDecimal(text: string): string | null {
  const compact = text.replace(/\s/g, '');
  if (compact === '') return null;
  const withoutThousands = compact.includes(',') ? compact.replace(/\.(?=\d{3}(?:\D|$))/g, '') : compact;
  return withoutThousands.replace(',', '.');
}

/** A valid amount with fewer than `places` decimals gets them: "2.9" → "2.90", "3" → "3.00"; anything else stays. */
export function padDecimals(value: string | null, places: number): string | null {
  if (value === null) return null;
  const match = /^(-?\d+)(?:\.(\d*))?$/.exec(value);
  if (!match) return value;
  const fraction = match[2] ?? '';
  if (fraction.length >= places) return value;
  return `${match[1]}.${fraction.padEnd(places, '0')}`;
}

/** Whole numbers: '' → null, "12" → 12; anything else stays text so the schema reports it. */
export function fromIntegerText(text: string): number | string | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  return /^-?\d{1,15}$/.test(trimmed) ? Number(trimmed) : trimmed;
}
