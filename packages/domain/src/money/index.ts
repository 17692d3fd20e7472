/**
 * Exact money maths. Arithmetic lives in the `Dec` namespace (`Dec.add`, `Dec.multiply`, `Dec.ZERO`, …) so its short
 * names never clash with other areas of the package; parsing, printing and formatting are top-level.
 */
export * from './cents.js';
export type { Decimal, Money } from './decimal.js';
export * as Dec from './decimal.js';
export * from './format-currency.js';
export * from './parse.js';
export * from './to-string.js';
