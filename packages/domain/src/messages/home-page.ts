/** Labels of the home page (spec §2 Home page: teasers, hours toggle, contact) that the spec does not word. */
export const homePageMessages = {
  teasers: 'Schnellzugriff', // not worded in the spec
  reserveTable: 'Tisch reservieren', // not worded in the spec
  reserveTableText: (p: { phone: string }) => `Rufen Sie uns an: ${p.phone}`, // not worded in the spec
  directions: 'Anfahrt', // not worded in the spec
  directionsText: 'Route in der Karte öffnen', // not worded in the spec
  orderOnlineText: 'Jetzt bestellen und abholen oder liefern lassen.', // not worded in the spec
  contact: 'Kontakt', // not worded in the spec
  hoursKind: 'Zeiten anzeigen', // not worded in the spec
  // the optional map (no map service is reachable: the address with links to external maps sites)
  map: 'Lageplan', // not worded in the spec
  planRoute: 'Route planen', // not worded in the spec
  openMap: 'Karte öffnen', // not worded in the spec
} as const;
