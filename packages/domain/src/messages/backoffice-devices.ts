import { errorsMessages as e } from './errors.js';

/**
 * Texts of the back-office device screen (issue 13): devices of a branch, pairing a desk, health, settings and the
 * device tests. The spec words the load/save failures and the two test failures (§8); the rest is not worded there.
 */
export const backofficeDevicesMessages = {
  nav: 'Geräte', // not worded in the spec
  title: 'Geräte', // not worded in the spec
  newDevice: 'Neues Gerät', // not worded in the spec
  editDevice: (name: string) => `Gerät „${name}“`, // not worded in the spec
  backToList: 'Zurück zu den Geräten', // not worded in the spec
  loadFailed: e.devicesLoadFailed, // spec §8
  deviceLoadFailed: e.deviceFailed({ action: 'load' }), // spec §8
  deleteFailed: e.deviceFailed({ action: 'delete' }), // spec §8
  testFailed: e.testFailed, // spec §8
  logRequestFailed: e.logRequestFailed, // spec §8
  columns: {
    name: 'Name', // not worded in the spec
    branch: 'Filiale', // not worded in the spec
    type: 'Art', // not worded in the spec
    pairing: 'Kopplung', // not worded in the spec
    desk: 'Theke', // not worded in the spec
    lastSeen: 'Zuletzt gesehen', // not worded in the spec
    printer: 'Drucker', // not worded in the spec
    pending: 'Offene Druckaufträge', // not worded in the spec
  },
  types: {
    printer: 'Drucker', // not worded in the spec
    desk: 'Theke', // not worded in the spec
    display: 'Anzeige', // not worded in the spec
    other: 'Sonstiges', // not worded in the spec
  },
  paired: 'Gekoppelt', // not worded in the spec
  notPaired: 'Nicht gekoppelt', // not worded in the spec
  online: 'Online', // not worded in the spec
  offline: 'Offline', // not worded in the spec
  never: 'nie', // not worded in the spec
  printerStates: {
    online: 'Bereit', // not worded in the spec
    offline: 'Nicht erreichbar', // not worded in the spec
    'paper-out': 'Papier leer', // not worded in the spec
    unknown: 'Unbekannt', // not worded in the spec
  },
  sections: {
    device: 'Gerät', // not worded in the spec
    printing: 'Drucken', // not worded in the spec
    pairing: 'Kopplung', // not worded in the spec
    tests: 'Gerätetests', // not worded in the spec
  },
  fields: {
    name: 'Name', // not worded in the spec
    identifier: 'Kennung', // not worded in the spec
    identifierHint: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. theke-neubau.', // not worded in the spec
    branch: 'Filiale', // not worded in the spec
    type: 'Art', // not worded in the spec
    isEnabled: 'Aktiv', // not worded in the spec
    receiptPrinter: 'Bondrucker', // not worded in the spec
    paperWidth: 'Papierbreite', // not worded in the spec
    labelLanguage: 'Etikettendrucker', // not worded in the spec
    labelLanguageHint: 'Ohne Adresse druckt der Drucker dieser Theke Etiketten statt Belegen.', // not worded in the spec
    labelPrinter: 'Adresse des Etikettendruckers', // not worded in the spec
    labelPrinterHint: 'Host:Port, z. B. 192.168.1.60:9100. Leer: kein eigener Etikettendrucker.', // not worded in the spec
    autoPrint: 'Automatisch drucken', // not worded in the spec
  },
  receiptPrinters: {
    'esc-pos': 'ESC/POS (Epson)', // not worded in the spec
    'star-prnt': 'Star (StarPRNT)', // not worded in the spec
  },
  paperWidths: { 58: '58 mm', 80: '80 mm' }, // not worded in the spec
  labelLanguages: {
    zpl: 'ZPL (Zebra)', // not worded in the spec
    tspl: 'TSPL (TSC)', // not worded in the spec
  },
  autoPrintModes: {
    placed: 'Bei neuer Bestellung', // not worded in the spec
    confirmed: 'Bei Bestätigung', // not worded in the spec
    off: 'Aus', // not worded in the spec
  },
  pairingIntro:
    'Erzeugen Sie einen Kopplungscode und geben Sie ihn zusammen mit der Shop-Adresse in der Theken-App ein. Der Code gilt 15 Minuten und einmal.', // not worded in the spec
  createCode: 'Kopplungscode erzeugen', // not worded in the spec
  codeLabel: 'Kopplungscode', // not worded in the spec
  codeValidUntil: (time: string) => `gültig bis ${time} Uhr`, // not worded in the spec
  codeFailed: 'Kopplungscode konnte nicht erzeugt werden.', // not worded in the spec
  revoke: 'Kopplung aufheben', // not worded in the spec
  revokeQuestion: (name: string) => `Kopplung von „${name}“ aufheben?`, // not worded in the spec
  revokeHint: 'Die Theke ist sofort gesperrt und druckt nicht mehr, bis sie neu gekoppelt wird.', // not worded in the spec
  revoked: 'Die Kopplung ist aufgehoben.', // not worded in the spec
  revokeFailed: 'Kopplung konnte nicht aufgehoben werden.', // not worded in the spec
  saveFirst: 'Speichern Sie das Gerät, um es zu koppeln und zu testen.', // not worded in the spec
  testNotification: 'Testbenachrichtigung', // not worded in the spec
  testPrint: 'Testdruck', // not worded in the spec
  requestLogs: 'Log anfordern', // not worded in the spec
  testRunning: 'Test läuft …', // not worded in the spec
  notificationOk: 'Die Theke hat geklingelt.', // not worded in the spec
  printOk: 'Die Testseite wurde gedruckt.', // not worded in the spec
  logsOk: 'Log empfangen:', // not worded in the spec
  deleteDevice: 'Gerät löschen', // not worded in the spec
  deleteQuestion: (name: string) => `Gerät „${name}“ löschen?`, // not worded in the spec
  deleteHint: 'Eine gekoppelte Theke ist danach gesperrt.', // not worded in the spec
  employeeNote: 'Sie sehen die Geräte Ihrer Filialen.', // not worded in the spec
} as const;
