import { type ChosenPartValue, findUnit, toPlainDecimalString, tryParseDecimal } from '@bestell/domain';

/** German display of a decimal amount: "1,5", "10". */
export function formatOrderAmount(amount: string): string {
  const value = tryParseDecimal(amount);
  return value === null ? amount : toPlainDecimalString(value).replace('.', ',');
}

/** The short name of a unit key ("kg", "Stk"), or the key itself. */
export function unitLabel(unit: string): string {
  return findUnit(unit)?.shortName ?? unit;
}

/** The chosen values of the configurable steps as text, one entry per step that has a value. */
export function chosenOptionTexts(parts: readonly ChosenPartValue[]): string[] {
  const texts: string[] = [];
  for (const value of parts) {
    if (value === null) continue;
    const names = (Array.isArray(value) ? value : [value]).filter((name) => name.trim() !== '');
    if (names.length > 0) texts.push(names.join(', '));
  }
  return texts;
}
