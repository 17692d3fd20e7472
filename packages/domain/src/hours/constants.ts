/** Business constants of spec §9 that concern hours and slots. */

/** 'almost closing' under this many minutes. */
export const CLOSING_SOON_MINUTES = 60;
/** Time slots start rounded up to this many minutes. */
export const SLOT_ROUNDING_MINUTES = 5;
/** The next-open-slot search steps this many minutes. */
export const SLOT_SEARCH_STEP_MINUTES = 15;
/** Order planning horizon in calendar days. */
export const PLANNING_HORIZON_DAYS = 180;
/** Time picker granularity. */
export const TIME_PICKER_MINUTE_STEP = 5;
export const TIME_PICKER_HOUR_STEP = 1;
