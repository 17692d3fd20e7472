import type { OrderOrigin } from '../statistics/order-origin.js';

/** The statistics API (issue 26): range errors and the German names of order origins. Not worded in the spec. */
export const statisticsMessages = {
  fromAfterTo: 'Das Startdatum darf nicht nach dem Enddatum liegen.',
  rangeTooLong: ({ years }: { years: number }) => `Der Zeitraum darf höchstens ${years} Jahre umfassen.`,
  unknownBucket: 'Diese Statistik gibt es nicht.',
  invalidOrigin: 'Unbekannte Herkunft der Bestellung.',
  origins: {
    storefront: 'Shop',
    'shop-page': 'Shop-Seite',
    widget: 'Widget',
    desk: 'Theke',
    'back-office': 'Back-Office',
  } satisfies Record<OrderOrigin, string>,
} as const;
