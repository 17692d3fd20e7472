/**
 * Texts of refunds (issue 25 point 3) and of the reconciliation of online payments (point 4): the back-office's
 * 'Erstatten' dialog, the refunds list of the order detail and the API's refusals. None of them is worded in the spec
 * (§4 names the refunded state only; the status page says 'Rückerstattet', ordersMessages.refunded).
 */
export const refundsMessages = {
  // dialog and order detail
  action: 'Erstatten',
  dialogTitle: 'Zahlung erstatten',
  dialogHint: 'Der Betrag geht über den Zahlungsanbieter an den Kunden zurück.',
  amount: 'Betrag',
  amountHint: (p: { max: string }) => `Höchstens ${p.max}; leer lassen für den ganzen offenen Betrag.`,
  reason: 'Grund',
  submit: 'Erstatten',
  cancel: 'Abbrechen',
  sending: 'Wird erstattet …',
  done: 'Die Erstattung wurde veranlasst.',
  heading: 'Erstattungen',
  refunded: 'Erstattet',
  partlyRefunded: 'Teilweise erstattet',
  refundedAmount: 'Erstattet',
  refundable: 'Noch erstattbar',
  automatic: 'Automatisch (Zahlung nach Stornierung)',
  offerAfterStop: 'Die Bestellung wurde online bezahlt. Soll die Zahlung erstattet werden?',
  statusLabels: {
    requested: 'Wird beim Anbieter angefragt',
    pending: 'Beim Anbieter in Bearbeitung',
    refunded: 'Erstattet',
    failed: 'Fehlgeschlagen',
  },
  // the reason the automatic refund of a payment confirmed after cancellation or rejection carries
  automaticReason: 'Zahlung nach Stornierung eingegangen',
  // refusals of the API
  failed: 'Erstattung konnte nicht durchgeführt werden.',
  loadFailed: 'Erstattungen konnten nicht geladen werden.',
  notOnlinePaid: 'Nur online bezahlte Bestellungen können erstattet werden.',
  nothingLeft: 'Diese Bestellung ist bereits vollständig erstattet.',
  tooMuch: (p: { max: string }) => `Es können höchstens ${p.max} erstattet werden.`,
  notPositive: 'Der Betrag muss größer als 0 sein.',
  invalidAmount: 'Bitte einen Betrag wie 12,50 angeben.',
  providerUnavailable: 'Die Erstattung ist derzeit nicht möglich. Bitte später erneut versuchen.',
  outcomeUnknown:
    'Der Zahlungsanbieter hat nicht geantwortet. Die Erstattung wird in einigen Minuten automatisch erneut angefragt und höchstens einmal ausgeführt.',
  providerRefused: (p: { detail: string }) => `Der Zahlungsanbieter hat die Erstattung abgelehnt: ${p.detail}`,
  noProviderReference: 'Diese Zahlung ist beim Zahlungsanbieter nicht auffindbar.',
  keyReused: 'Dieser Schlüssel gehört zu einer anderen Erstattung.',
} as const;
