/**
 * Texts of the back-office editors of blocks, nodes, navigations and redirects (issue 24 point 1) and the API's
 * checks of a redirect. The §8 load / save failures are errorsMessages.thingFailed with 'Inhalte' (blocks, nodes),
 * 'Navigationen' and 'Redirects'; everything here is not worded in the spec.
 */
export const redirectCheckMessages = {
  /** The path is a page that exists (a site, the shop, a category, a branch, a legal page). */
  pathIsPage: 'Unter diesem Pfad gibt es bereits eine Seite. Eine Weiterleitung würde sie verdecken.',
  /** The path belongs to the API, the back-office, files or the order status. */
  pathReserved: 'Dieser Pfad gehört zum System und kann nicht umgeleitet werden.',
  /** The target (at the end of its chain) is no page of the shop. */
  targetMissing:
    'Das Ziel gibt es nicht. Erlaubt sind eine vorhandene Seite, ein Pfad des Shops oder eine vollständige Adresse (https://…).',
  /** The chain of redirects returns to a path it already passed. */
  loop: (chain: readonly string[]) => `Diese Weiterleitung würde eine Schleife bilden: ${chain.join(' → ')}.`,
} as const;
