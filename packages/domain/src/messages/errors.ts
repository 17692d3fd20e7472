/** The error catalogue of spec §8 (texts of other areas live in their own files: hours, auth, validation, layout). */

/** The things of the §8 family '{Thing} konnte nicht geladen/erstellt/aktualisiert/gelöscht werden.', as listed. */
export const failureThings = [
  'Tische',
  'Seiten',
  'Redirects',
  'Inhalte',
  'Spendenempfänger',
  'Aktivitäten',
  'Planung',
  'Projekte',
  'Aufgaben',
  'Szenen',
  'Filmsequenzen',
  'Streams',
  'TVs',
  'Navigationen',
  'Kunden',
  'Schriftarten',
] as const;
export type FailureThing = (typeof failureThings)[number];

/** The names the issue 24 screens give their things where the §8 list has none or an English one ('Redirects'). */
export const screenThings = ['Weiterleitungen', 'Blöcke', 'Knoten'] as const;
export type ScreenThing = (typeof screenThings)[number];

/** The one singular thing of the §8 list; every other thing is plural and takes 'konnten' (issue 24 quotes
 * 'Seiten konnten nicht geladen werden.'). */
const singularThings: ReadonlySet<string> = new Set<FailureThing>(['Planung']);

export const crudActions = ['load', 'create', 'update', 'delete'] as const;
export type CrudAction = (typeof crudActions)[number];

const crudParticiple: Record<CrudAction, string> = {
  load: 'geladen',
  create: 'erstellt',
  update: 'aktualisiert',
  delete: 'gelöscht',
};

/**
 * §8 back-office defaults for images, image templates, uploads, organisations, branches, departments, product
 * catalogues, categories, tags, products, orders, users and logs. The spec names them only in English
 * ("could not be loaded/created/updated/deleted"): not worded in the spec. Loading a list uses the plural.
 */
const backOfficeNouns = {
  images: { singular: 'Bild', plural: 'Bilder' },
  imageTemplates: { singular: 'Bildvorlage', plural: 'Bildvorlagen' },
  uploads: { singular: 'Upload', plural: 'Uploads' },
  divisions: { singular: 'Organisation', plural: 'Organisationen' },
  branches: { singular: 'Filiale', plural: 'Filialen' },
  departments: { singular: 'Abteilung', plural: 'Abteilungen' },
  menus: { singular: 'Produktkatalog', plural: 'Produktkataloge' },
  categories: { singular: 'Kategorie', plural: 'Kategorien' },
  tags: { singular: 'Tag', plural: 'Tags' },
  products: { singular: 'Produkt', plural: 'Produkte' },
  orders: { singular: 'Bestellung', plural: 'Bestellungen' },
  users: { singular: 'Benutzer', plural: 'Benutzer' },
  logs: { singular: 'Log', plural: 'Logs' },
} as const;
export type BackOfficeResource = keyof typeof backOfficeNouns;
export const backOfficeResources = Object.keys(backOfficeNouns) as BackOfficeResource[];

const deviceParticiple = { create: 'erstellt', update: 'aktualisiert', delete: 'gelöscht', load: 'geladen' } as const;
const activityParticiple = {
  start: 'gestartet',
  end: 'beendet',
  pause: 'pausiert',
  resume: 'fortgesetzt',
} as const;
const configParticiple = { load: 'geladen', save: 'gespeichert' } as const;

export const errorsMessages = {
  // §8 Create order without a body
  unknownError: 'Ein unbekannter Fehler ist aufgetreten.',
  // §8 checkout_error
  paymentFailed: 'Leider ist Ihre Zahlung fehlgeschlagen. Bitte überprüfen Sie Ihre Daten und versuchen Sie es erneut.',
  // §8 Upload failure
  uploadFailed: (p: { fileName: string }) =>
    `Die ausgewählte Datei "${p.fileName}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`,
  // §8 Contact form failure
  contactFormFailed:
    'Ein unbekannter Fehler ist aufgetreten. Bitte überprüfen Sie Ihre eingegebenen Daten und versuchen Sie es erneut.',
  noDonateeFound: 'Keine passende Organisation gefunden.',
  noBranchResults: 'Leider wurden keine Ergebnisse gefunden.',
  formNotProcessed: 'Formular konnte nicht verarbeitet werden.',
  // not worded in the spec: the retry action of a registered error
  retry: 'Erneut versuchen',

  // §8 back-office defaults (not worded in the spec, see backOfficeNouns)
  backOfficeFailed: (p: { resource: BackOfficeResource; action: CrudAction }) => {
    const noun = backOfficeNouns[p.resource];
    return p.action === 'load'
      ? `${noun.plural} konnten nicht geladen werden.`
      : `${noun.singular} konnte nicht ${crudParticiple[p.action]} werden.`;
  },

  // §8 Orders
  orderCancelFailed: 'Bestellung konnte nicht storniert werden.',
  orderStatusFailed: 'Bestellstatus konnte nicht geändert werden.',
  paymentStatusFailed: 'Zahlungsstatus konnte nicht überprüft werden.',
  printFailed: 'Beleg konnte nicht gedruckt werden.',
  ratingFailed: 'Bewertung konnte nicht gesendet werden.',
  resendFailed: 'Bestätigung konnte nicht versendet werden.',

  // §8 Others
  statisticsFailed: 'Statistik konnte nicht geladen werden.',
  configFailed: (p: { action: keyof typeof configParticiple }) =>
    `Konfiguration konnte nicht ${configParticiple[p.action]} werden.`,
  currentUserFailed: 'Aktiver Benutzer konnte nicht geladen werden.',
  dataLoadFailed: 'Daten konnten nicht geladen werden.',
  devicesLoadFailed: 'Geräte konnten nicht geladen werden.',
  deviceFailed: (p: { action: keyof typeof deviceParticiple }) =>
    `Gerät konnte nicht ${deviceParticiple[p.action]} werden.`,
  testFailed: 'Test nicht erfolgreich.',
  logRequestFailed: 'Log konnte nicht angefordert werden.',
  /** '{Thing} konnte nicht …' of §8, with the verb agreeing with the (mostly plural) thing as issue 24 quotes it. */
  thingFailed: (p: { thing: FailureThing | ScreenThing; action: CrudAction }) =>
    `${p.thing} ${singularThings.has(p.thing) ? 'konnte' : 'konnten'} nicht ${crudParticiple[p.action]} werden.`,
  commandFailed: 'Befehl konnte nicht ausgeführt werden.',
  commandAbortFailed: 'Befehl konnte nicht abgebrochen werden.',
  userLoadFailed: 'Benutzer konnte nicht geladen werden.',
  workScheduleFailed: 'Arbeitsplanung konnte nicht geladen werden.',
  balancesFailed: 'Guthaben konnten nicht geladen werden.',
  activityFailed: (p: { action: keyof typeof activityParticiple }) =>
    `Aktivität konnte nicht ${activityParticiple[p.action]} werden.`,
  holidayBalancesFailed: 'Urlaubskonten konnten nicht geladen werden.',
} as const;

/** §8: the message shown for a failed call — the first server error's message when present, else the default. */
export function firstErrorMessage(body: unknown, fallback: string): string {
  if (typeof body !== 'object' || body === null || !('errors' in body)) return fallback;
  const errors: unknown = body.errors;
  if (!Array.isArray(errors) || errors.length === 0) return fallback;
  const first: unknown = errors[0];
  if (typeof first !== 'object' || first === null || !('message' in first)) return fallback;
  return typeof first.message === 'string' && first.message.trim() !== '' ? first.message : fallback;
}
