/** Spec §3 Units: the unit types. Units of one type convert into each other by their factors. */
export const unitTypes = [
  'amount',
  'serving',
  'pair',
  'person',
  'package',
  'weight',
  'volume',
  'length',
  'square',
  'cubic',
] as const;
export type UnitType = (typeof unitTypes)[number];

/**
 * The unit types whose items count by their amount in the cart badge (§9 "items of three unit types count by amount,
 * otherwise each counts 1"). Chosen: things you can count in your hands and whose amount is the number of things —
 * pieces (Stk.), servings (Port.) and pairs (Paar). Persons (a platter for 10 persons is one item), packages and every
 * measured type (weight, volume, length, square, cubic) count 1 per cart line.
 */
export const countableUnitTypes: readonly UnitType[] = ['amount', 'serving', 'pair'];

/** Unit types sold only whole: nobody orders 0.5 pieces, pairs, persons or packages (issue 16: '0.001 Stk.'). */
export const wholeUnitTypes: readonly UnitType[] = ['amount', 'serving', 'pair', 'person', 'package'];

/** Units whose price depends on weighing: items in them make the cart total approximate ('ca.', §9). */
export const weightUnitType: UnitType = 'weight';
