/** Texts of the layout, legal links, PWA, branch list, status page, CMS defaults and contact form (spec §1, §2, §8). */
export const layoutMessages = {
  // §2 Layout: unknown pages and unknown CMS site types
  notFoundTitle: '404 Not Found',
  notFoundText: 'Leider wurde die angeforderte Seite nicht gefunden.',
  internalErrorTitle: '500 Internal Server Error',
  internalErrorText: 'Leider ist ein interner Fehler aufgetreten.',
  draft: 'Entwurf', // not worded in the spec: the mark on a draft (non-public) site
  dataLoadFailed: 'Daten konnten nicht geladen werden.',

  // §2 Layout: offline overlay
  offlineTitle: 'Sie sind offline',
  offlineText: 'Bitte überprüfen Sie Ihre Internetverbindung.',
  retry: 'Erneut versuchen',

  // §2 Layout: PWA update banner and install prompt
  updateInstalled: 'Ein Update wurde installiert!',
  restartApp: 'App neustarten',
  install: 'Installieren',
  notNow: 'Jetzt nicht',
  installApp: 'App installieren',
  // not worded in the spec: the install instructions per platform
  installTitle: 'App installieren',
  installAndroid: 'Tippen Sie im Browsermenü auf „App installieren“ oder „Zum Startbildschirm hinzufügen“.', // not worded in the spec
  installDesktop: 'Klicken Sie in der Adressleiste auf das Installationssymbol und bestätigen Sie mit „Installieren“.', // not worded in the spec
  installIosIphone: 'Tippen Sie unten auf „Teilen“ und dann auf „Zum Home-Bildschirm“.', // not worded in the spec
  installIosIpad: 'Tippen Sie oben rechts auf „Teilen“ und dann auf „Zum Home-Bildschirm“.', // not worded in the spec
  installUnsupported:
    'Ihr Browser unterstützt die Installation leider nicht. Bitte öffnen Sie die Seite in einem aktuellen Browser.', // not worded in the spec
  // §2 Order status page: install-as-app promotion — not worded in the spec
  installPromotion: 'Installieren Sie unsere App, um beim nächsten Mal noch schneller zu bestellen.', // not worded in the spec

  // §2 Layout: footer and legal pages
  orderOnline: 'Online Bestellen',
  termsShort: 'AGB',
  privacy: 'Datenschutz',
  imprint: 'Impressum',
  allergens: 'Allergene',
  termsAndConditions: 'Allgemeine Geschäftsbedingungen',
  copyright: (p: { businessName: string }) => `© ${p.businessName}`, // not worded in the spec
  // not worded in the spec: header controls
  menu: 'Menü', // not worded in the spec
  closeMenu: 'Menü schließen', // not worded in the spec
  cart: 'Warenkorb',
  scrollToTop: 'Nach oben', // not worded in the spec
  toShop: 'Zum Shop',
  // not worded in the spec: cookie banner
  cookieText: 'Diese Website verwendet Cookies, um Ihnen das bestmögliche Erlebnis zu bieten.', // not worded in the spec
  cookieAccept: 'Akzeptieren', // not worded in the spec
  cookieMore: 'Mehr erfahren',
  // §2 Product: allergen overview — not worded in the spec
  allergenOverview: 'Allergene',

  // §2 Branch list
  searchPlaceholder: 'PLZ / Ort',
  branchesShown: (p: { shown: number; total: number }) => `${p.shown} von ${p.total} Filialen werden angezeigt.`,
  noResults: 'Leider wurden keine Ergebnisse gefunden.',
  // §8 donatee search
  noDonateeFound: 'Keine passende Organisation gefunden.',
  // §1 kiosk screensaver
  tapToOrder: 'Tippen um zu bestellen',

  // §2 Order status page
  ticket: 'Ticket',
  orderNumber: 'Bestellnummer',
  orderCanceled: 'Bestellung storniert',
  // §2 Checkout, page titles
  checkoutTitle: 'Bestellvorgang',
  statusTitle: 'Bestellstatus',
  pageTitle: (p: { title: string; shopTitle: string }) => `${p.title} - ${p.shopTitle}`,

  // §2 CMS page types: defaults
  learnMore: 'Mehr erfahren',
  applyNow: 'zur Bewerbung',
  shopButton: 'Zum Shop',

  // §2/§4 Contact form section
  pleaseWait: 'Bitte warten...',
  acceptPrivacy: 'Hiermit akzeptiere ich die Datenschutzerklärung.',
  uploadHint: 'Formate: zip, doc, pdf, max. Größe: 15 MB',
  maxWords: 'Maximal 250 Wörter',
  requiredMark: '*',
  subjectGroupPartyservice: 'Partyservice',
  subjectPartybrezel: 'Partybrezel',
  subjectPartyplatten: 'Partyplatten',
  subjectGeschenkkoerbe: 'Geschenkkörbe',
  subjectFirmenessen: 'Firmenessen',
  subjectGroupJobs: 'Stellen',
  subjectJobs: 'Jobs',
  subjectGroupOther: 'Sonstiges',
  subjectOther: 'Anderer Anlass',
  // not worded in the spec: field labels and the default thank-you text
  subject: 'Anliegen', // not worded in the spec
  company: 'Firma', // not worded in the spec
  firstName: 'Vorname', // not worded in the spec
  lastName: 'Nachname', // not worded in the spec
  email: 'E-Mail', // not worded in the spec
  phone: 'Telefon', // not worded in the spec
  comment: 'Nachricht', // not worded in the spec
  upload: 'Datei hochladen', // not worded in the spec
  send: 'Absenden', // not worded in the spec
  thankYou: 'Vielen Dank für Ihre Nachricht! Wir melden uns so schnell wie möglich bei Ihnen.', // not worded in the spec
} as const;
