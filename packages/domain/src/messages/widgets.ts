/**
 * Texts of the embeddable widgets (issue 15: shop teaser, cart, order status on a restaurant's own website). Texts the
 * spec words elsewhere ('Zum Shop', 'Warenkorb', 'Art der Lieferung', 'Jetzt bestellen', the order states) come from
 * their areas (layout.ts, pricing.ts, orders.ts); these are the widgets' own labels.
 */
export const widgetsMessages = {
  teaserTitle: 'Unsere Produkte', // not worded in the spec
  choose: 'Auswählen', // not worded in the spec
  chooseProduct: (p: { name: string }) => `${p.name} im Shop auswählen`, // not worded in the spec
  addProduct: (p: { name: string }) => `${p.name} in den Warenkorb`, // not worded in the spec
  added: (p: { name: string }) => `${p.name} wurde zum Warenkorb hinzugefügt.`, // not worded in the spec
  noProducts: 'Derzeit sind keine Produkte verfügbar.', // not worded in the spec
  loading: 'Wird geladen…', // not worded in the spec
  loadFailed: 'Die Daten konnten nicht geladen werden.', // not worded in the spec
  retry: 'Erneut versuchen', // not worded in the spec
  branch: 'Filiale', // not worded in the spec
  items: 'Artikel', // not worded in the spec
  closeCart: 'Warenkorb schließen', // not worded in the spec
  amountOf: (p: { name: string }) => `Menge von ${p.name}`, // not worded in the spec
  decrease: (p: { name: string }) => `Menge von ${p.name} verringern`, // not worded in the spec
  increase: (p: { name: string }) => `Menge von ${p.name} erhöhen`, // not worded in the spec
  saveFailed: 'Der Warenkorb konnte nicht gespeichert werden.', // not worded in the spec
  orderMissing: 'Keine Bestellung angegeben.', // not worded in the spec
  orderNotFound: 'Diese Bestellung wurde nicht gefunden.', // not worded in the spec
  currentStatus: 'Aktueller Status', // not worded in the spec
  toOrderStatus: 'Bestellstatus im Shop ansehen', // not worded in the spec
} as const;
