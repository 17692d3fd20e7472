/**
 * Order limits (issue 16 point 3): placement rate limits, the maximum order value, sub-cent prices and the
 * back-office field of the maximum. None of these is worded in the spec.
 */
export const orderLimitsMessages = {
  /** 429 when one client placed too many orders within the minute (RATE_LIMIT_ORDERS). */
  tooManyOrders: ({ seconds }: { seconds: number }) =>
    `Sie haben in kurzer Zeit sehr viele Bestellungen abgeschickt. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`, // not worded in the spec
  /** 429 when the branch received too many orders within the minute (RATE_LIMIT_ORDERS_PER_BRANCH). */
  branchBusy: ({ seconds }: { seconds: number }) =>
    `Diese Filiale erhält gerade sehr viele Bestellungen. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`, // not worded in the spec
  /** 422 on the items when the order's gross total is above the configured maximum (config maxOrderValue). */
  maxOrderValueExceeded: ({ amount }: { amount: string }) =>
    `Der Bestellwert darf online höchstens ${amount} betragen. Bitte wenden Sie sich für größere Bestellungen direkt an die Filiale.`, // not worded in the spec
  /** 422 on an item's amount whose price is above zero but rounds to 0,00 (e.g. 0.001 g of a product). */
  amountTooSmallForPrice: 'Die Menge ist zu klein: Der Preis dieses Artikels liegt unter einem Cent.', // not worded in the spec
  /** 422 on the payment method when an online payment would be for 0,00. */
  onlinePaymentNeedsAmount: 'Online bezahlen ist erst ab einem Bestellwert von einem Cent möglich.', // not worded in the spec
  /** Back-office config screen (/backend/config). */
  configNav: 'Einstellungen', // not worded in the spec
  configTitle: 'Einstellungen', // not worded in the spec
  configOrdersSection: 'Bestellungen', // not worded in the spec
  configSave: 'Speichern', // not worded in the spec
  configSaving: 'Wird gespeichert …', // not worded in the spec
  configSaved: 'Die Einstellungen wurden gespeichert.', // not worded in the spec
  configLoadFailed: 'Die Einstellungen konnten nicht geladen werden.', // not worded in the spec
  configSaveFailed: 'Die Einstellungen konnten nicht gespeichert werden. Bitte versuchen Sie es erneut.', // not worded in the spec
  configAdminOnly: 'Die Einstellungen dürfen nur Administratoren ändern.', // not worded in the spec
  maxOrderValueLabel: 'Höchster Bestellwert', // not worded in the spec
  maxOrderValueInvalid: 'Bitte geben Sie einen Betrag über 0 mit höchstens zwei Nachkommastellen ein.', // not worded in the spec
  maxOrderValueHint:
    'Bestellungen über diesem Betrag (brutto, inkl. Lieferung) werden im Shop abgelehnt. Leer: 2.000,00 €.', // not worded in the spec
} as const;
