/** Texts of the order status page and of staff order actions (spec §2 Order status page, §4, §8). */
export const ordersMessages = {
  // §4 Order status
  canceled: 'Bestellung storniert',
  // not worded in the spec: thank-you heading of the status page
  thankYou: 'Vielen Dank für Ihre Bestellung!',
  // §2 Order status page: ticket number label
  ticket: 'Ticket',
  orderNumber: 'Bestellnummer',

  // Timeline steps (§4 names the states, not their German wording)
  // not worded in the spec
  waitingForConfirmation: 'Warten auf Bestätigung',
  // not worded in the spec ('confirmed (being prepared)')
  confirmed: 'Bestätigt – wird zubereitet',
  // not worded in the spec ('now being delivered')
  inDelivery: 'Wird jetzt geliefert',
  // not worded in the spec ('ready for pickup')
  readyForPickup: 'Bereit zur Abholung',
  // not worded in the spec ('delivered')
  delivered: 'Geliefert',
  // not worded in the spec ('completed')
  completed: 'Abgeschlossen',

  // Online payment (§4)
  // not worded in the spec
  waitingForPayment: 'Warten auf Zahlung',
  // not worded in the spec
  paid: 'Bezahlt',
  // not worded in the spec
  refunded: 'Rückerstattet',
  // not worded in the spec
  paymentFailed: 'Zahlung fehlgeschlagen',

  // §8 Orders
  statusChangeFailed: 'Bestellstatus konnte nicht geändert werden.',
  cancelFailed: 'Bestellung konnte nicht storniert werden.',
} as const;
