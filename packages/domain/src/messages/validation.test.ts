import { describe, expect, it } from 'vitest';
import { validationMessages as m } from './validation.js';

describe('validation messages', () => {
  it('copies the spec texts exactly', () => {
    expect(m.phoneFormat).toBe('Bitte geben Sie eine gültige Nummer im Format +436641234567 an.');
    expect(m.appointmentRequired).toBe('Bitte wählen Sie einen Termin aus.');
    expect(m.emptyCart).toBe('Keine Produkte im Warenkorb!');
    expect(m.commentTooManyWords).toBe('Maximal 250 Wörter');
    expect(m.privacyNotAccepted).toBe('Hiermit akzeptiere ich die Datenschutzerklärung.');
    expect(m.contactUploadHint).toBe('Formate: zip, doc, pdf, max. Größe: 15 MB');
    expect(m.uploadFailed({ fileName: 'Torte.heic' })).toBe(
      'Die ausgewählte Datei "Torte.heic" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.',
    );
  });

  it.each([
    [m.tooLong({ limit: 255 }), 'Diese Zeichenkette ist zu lang. Sie sollte höchstens 255 Zeichen haben.'],
    [m.tooShort({ limit: 2 }), 'Diese Zeichenkette ist zu kurz. Sie sollte mindestens 2 Zeichen haben.'],
    [m.tooFew({ limit: 1 }), 'Diese Sammlung sollte mindestens ein Element enthalten.'],
    [m.tooFew({ limit: 3 }), 'Diese Sammlung sollte mindestens 3 Elemente enthalten.'],
    [m.tooMany({ limit: 1 }), 'Diese Sammlung sollte höchstens ein Element enthalten.'],
    [m.tooMany({ limit: 200 }), 'Diese Sammlung sollte höchstens 200 Elemente enthalten.'],
    [m.notInRange({ min: 1, max: 5 }), 'Dieser Wert sollte zwischen 1 und 5 liegen.'],
    [m.greaterThan({ limit: 0 }), 'Dieser Wert sollte größer als 0 sein.'],
    [m.commentTooFewWords({ limit: 8 }), 'Bitte schreiben Sie mindestens 8 Wörter.'],
    [
      m.invalidFileType({ extension: 'exe', allowed: ['pdf', 'zip'] }),
      'Der Dateityp ist ungültig (exe). Erlaubte Dateitypen sind pdf, zip.',
    ],
  ])('fills in parameters: %s', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
