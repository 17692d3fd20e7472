/**
 * The Tuesday morning of the storefront's checkout tests (Wien Mariahilf open): the widgets show the same catalog and
 * the orders are placed for 'as soon as possible' at any real time of day.
 */
export const TEST_NOW = '2026-08-11T10:00:00+02:00';
export const BRANCH = 'wien-mariahilf';
