import { describe, expect, it } from 'vitest';
import { backOfficeResources, crudActions, errorsMessages, failureThings, firstErrorMessage } from './errors.js';
import { messages } from './index.js';
import { layoutMessages } from './layout.js';
import { pricingMessages } from './pricing.js';

describe('pricing messages (§2 Checkout, §5 Delivery minimum, §9) — exact wording', () => {
  it.each([
    [pricingMessages.free, 'Kostenlos'],
    [pricingMessages.approximate, 'ca.'],
    [pricingMessages.emptyCart, 'Keine Produkte im Warenkorb'],
    [pricingMessages.emptyCartCheckout, 'Keine Produkte im Warenkorb!'],
    [pricingMessages.addedToCart, 'Produkt zum Warenkorb hinzugefügt.'],
    [pricingMessages.orderNow, 'Jetzt bestellen'],
    [pricingMessages.shopTitle, 'Jetzt bestellen!'],
    [pricingMessages.preorderNow, 'Jetzt vorbestellen'],
    [pricingMessages.pickupIn({ city: 'Graz' }), 'Abholung in Graz'],
    [pricingMessages.takeawayIn({ city: 'Graz' }), 'Takeaway in Graz'],
    [pricingMessages.paymentAtmCard, 'EC Karte / Debitkarte'],
    [pricingMessages.processing, 'Verarbeiten...'],
    [pricingMessages.stepReviewCart, 'Warenkorb überprüfen'],
    [
      pricingMessages.minimumOrderNotReached({ amount: '15,00 €' }),
      'Sie haben den Mindestbestellwert in Höhe von 15,00 € leider noch nicht erreicht.',
    ],
    [
      pricingMessages.minimumOrderAddMore({ difference: '3,10 €' }),
      'Fügen Sie Waren im Wert von mindestens 3,10 € hinzu oder wählen Sie eine andere Art der Lieferung.',
    ],
    [pricingMessages.freeDeliveryFrom({ amount: '50,00 €' }), 'Kostenlose Lieferung ab 50,00 €.'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('layout messages (§2 Layout, Branch list, Order status, CMS, Contact form)', () => {
  it.each([
    [layoutMessages.notFoundTitle, '404 Not Found'],
    [layoutMessages.internalErrorText, 'Leider ist ein interner Fehler aufgetreten.'],
    [layoutMessages.offlineText, 'Bitte überprüfen Sie Ihre Internetverbindung.'],
    [layoutMessages.updateInstalled, 'Ein Update wurde installiert!'],
    [layoutMessages.branchesShown({ shown: 2, total: 5 }), '2 von 5 Filialen werden angezeigt.'],
    [layoutMessages.tapToOrder, 'Tippen um zu bestellen'],
    [layoutMessages.applyNow, 'zur Bewerbung'],
    [layoutMessages.pleaseWait, 'Bitte warten...'],
    [layoutMessages.uploadHint, 'Formate: zip, doc, pdf, max. Größe: 15 MB'],
    [layoutMessages.pageTitle({ title: 'Wien Mitte', shopTitle: 'Bäckerei' }), 'Wien Mitte - Bäckerei'],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('is wired into the catalog', () => {
    expect(messages.layout).toBe(layoutMessages);
    expect(messages.pricing).toBe(pricingMessages);
    expect(messages.errors).toBe(errorsMessages);
  });
});

describe('error messages (§8)', () => {
  it.each([
    [errorsMessages.unknownError, 'Ein unbekannter Fehler ist aufgetreten.'],
    [
      errorsMessages.uploadFailed({ fileName: 'lebenslauf.pdf' }),
      'Die ausgewählte Datei "lebenslauf.pdf" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    ],
    [errorsMessages.thingFailed({ thing: 'Tische', action: 'delete' }), 'Tische konnten nicht gelöscht werden.'],
    [errorsMessages.thingFailed({ thing: 'TVs', action: 'load' }), 'TVs konnten nicht geladen werden.'],
    // issue 24 quotes the plural verb; the one singular thing keeps the singular
    [errorsMessages.thingFailed({ thing: 'Seiten', action: 'load' }), 'Seiten konnten nicht geladen werden.'],
    [errorsMessages.thingFailed({ thing: 'Planung', action: 'load' }), 'Planung konnte nicht geladen werden.'],
    [
      errorsMessages.thingFailed({ thing: 'Weiterleitungen', action: 'load' }),
      'Weiterleitungen konnten nicht geladen werden.',
    ],
    [errorsMessages.deviceFailed({ action: 'update' }), 'Gerät konnte nicht aktualisiert werden.'],
    [errorsMessages.activityFailed({ action: 'resume' }), 'Aktivität konnte nicht fortgesetzt werden.'],
    [errorsMessages.configFailed({ action: 'save' }), 'Konfiguration konnte nicht gespeichert werden.'],
    [
      errorsMessages.backOfficeFailed({ resource: 'products', action: 'load' }),
      'Produkte konnten nicht geladen werden.',
    ],
    [
      errorsMessages.backOfficeFailed({ resource: 'menus', action: 'create' }),
      'Produktkatalog konnte nicht erstellt werden.',
    ],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });

  it('has a message for every thing and action', () => {
    expect(failureThings).toHaveLength(16);
    for (const thing of failureThings) {
      for (const action of crudActions)
        expect(errorsMessages.thingFailed({ thing, action })).toMatch(/^\S.* werden\.$/);
    }
    for (const resource of backOfficeResources) {
      for (const action of crudActions) {
        expect(errorsMessages.backOfficeFailed({ resource, action })).toMatch(/ konnten? nicht \S+ werden\.$/);
      }
    }
  });
});

describe('firstErrorMessage (§8: first server message, else the default)', () => {
  it.each([
    [{ errors: [{ message: 'Telefonnummer fehlt.', field: 'phone' }, { message: 'x' }] }, 'Telefonnummer fehlt.'],
    [{ errors: [] }, 'Standard'],
    [{ errors: [{ message: '' }] }, 'Standard'],
    [{ errors: [{ code: 'x' }] }, 'Standard'],
    [{ errors: 'kaputt' }, 'Standard'],
    [{ data: 1 }, 'Standard'],
    [null, 'Standard'],
    ['text', 'Standard'],
    [undefined, 'Standard'],
  ])('%j → %j', (body, expected) => {
    expect(firstErrorMessage(body, 'Standard')).toBe(expected);
  });
});
