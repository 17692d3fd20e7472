import type { Overrides } from './areas';

/**
 * The replacements of this deployment (docs/overrides.md): empty in the product. A deployment puts its own
 * components here, e.g. `{ Footer: MyFooter }`, or points the module alias of docs/overrides.md at its own file.
 */
export const deploymentOverrides: Overrides = {};
