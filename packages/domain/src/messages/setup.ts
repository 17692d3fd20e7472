/**
 * Texts of the first-run setup (issue 23 point 2), its API errors and the admin command line (point 3). None is
 * worded in the spec; the legal terms follow the Austrian ECG § 5 and MedienG § 25.
 */
export const setupMessages = {
  title: 'Shop einrichten', // not worded in the spec
  intro:
    'Willkommen! In wenigen Schritten richten Sie Ihren Shop ein: Zugang, Unternehmen, erste Filiale, Rechtstexte und Sortiment.', // not worded in the spec
  checkingCode: 'Einrichtungscode wird geprüft …', // not worded in the spec
  steps: {
    admin: 'Zugang', // not worded in the spec
    business: 'Unternehmen', // not worded in the spec
    branch: 'Filiale', // not worded in the spec
    legal: 'Rechtstexte', // not worded in the spec
    catalog: 'Sortiment', // not worded in the spec
  },
  stepOf: (step: number, total: number) => `Schritt ${step} von ${total}`, // not worded in the spec
  next: 'Weiter', // not worded in the spec
  back: 'Zurück', // not worded in the spec
  finish: 'Einrichtung abschließen', // not worded in the spec
  finishing: 'Shop wird eingerichtet …', // not worded in the spec
  admin: {
    heading: 'Ihr Administrator-Zugang', // not worded in the spec
    hint: 'Mit diesem Zugang melden Sie sich im Backoffice an. Weitere Benutzer legen Sie später unter „Benutzer“ an.', // not worded in the spec
    username: 'Benutzername', // not worded in the spec
    email: 'E-Mail', // not worded in the spec
    password: 'Passwort', // not worded in the spec
    passwordHint: 'Mindestens 8 Zeichen.', // not worded in the spec
    passwordRepeat: 'Passwort wiederholen', // not worded in the spec
    passwordMismatch: 'Die Passwörter stimmen nicht überein.', // not worded in the spec
  },
  business: {
    heading: 'Ihr Unternehmen', // not worded in the spec
    hint: 'Diese Angaben erscheinen im Impressum und in den E-Mails an Ihre Kund:innen.', // not worded in the spec
    shopName: 'Name des Shops', // not worded in the spec
    legalName: 'Firmenwortlaut (wie im Firmenbuch oder Gewerberegister)', // not worded in the spec
    street: 'Straße und Hausnummer', // not worded in the spec
    zipCode: 'PLZ', // not worded in the spec
    city: 'Ort', // not worded in the spec
    country: 'Land', // not worded in the spec
    vatId: 'UID-Nummer', // not worded in the spec
    vatIdHint: 'z. B. ATU12345678; leer lassen, wenn Sie keine haben.', // not worded in the spec
    phone: 'Telefon', // not worded in the spec
    email: 'E-Mail', // not worded in the spec
    companyRegisterNumber: 'Firmenbuchnummer (optional)', // not worded in the spec
    companyRegisterCourt: 'Firmenbuchgericht (optional)', // not worded in the spec
    supervisoryAuthority: 'Aufsichtsbehörde / Gewerbebehörde (optional)', // not worded in the spec
    chamber: 'Kammer / Berufsverband (optional)', // not worded in the spec
    logo: 'Logo (optional)', // not worded in the spec
    chooseLogo: 'Logo auswählen', // not worded in the spec
    removeLogo: 'Logo entfernen', // not worded in the spec
    logoChosen: (fileName: string) => `Gewählt: ${fileName}`, // not worded in the spec
    logoLater: 'Das Logo wird nach dem Abschluss hochgeladen.', // not worded in the spec
    logoFailedHeading: 'Logo nicht gespeichert', // not worded in the spec
    logoFailed:
      'Der Shop ist eingerichtet, aber das Logo konnte nicht hochgeladen werden. Versuchen Sie es erneut, wählen Sie eine andere Datei oder machen Sie ohne Logo weiter.', // not worded in the spec
    logoRetry: 'Erneut versuchen', // not worded in the spec
    logoRetrying: 'Logo wird hochgeladen …', // not worded in the spec
    logoOther: 'Andere Datei wählen', // not worded in the spec
    logoSkip: 'Ohne Logo weiter', // not worded in the spec
  },
  countries: { AT: 'Österreich', DE: 'Deutschland', CH: 'Schweiz', LI: 'Liechtenstein' }, // not worded in the spec
  branch: {
    heading: 'Ihre erste Filiale', // not worded in the spec
    hint: 'Hier holen Kund:innen ab oder von hier wird geliefert. Weitere Filialen legen Sie später an.', // not worded in the spec
    name: 'Name der Filiale', // not worded in the spec
    sameAddress: 'Adresse wie beim Unternehmen', // not worded in the spec
    hours: 'Öffnungszeiten', // not worded in the spec
    modes: 'Wie bekommen Kund:innen ihre Bestellung?', // not worded in the spec
    takeaway: 'Abholung', // not worded in the spec
    delivery: 'Lieferung', // not worded in the spec
    dineIn: 'vor Ort', // not worded in the spec
    payments: 'Zahlungsarten', // not worded in the spec
    cash: 'Bar', // not worded in the spec
    card: 'Bankomat- oder Kreditkarte bei Übergabe', // not worded in the spec
    voucher: 'Gutschein', // not worded in the spec
    online: 'Online-Zahlung', // not worded in the spec
    noMode: 'Bitte wählen Sie mindestens eine Art: Abholung, Lieferung oder vor Ort.', // not worded in the spec
    noPayment: 'Bitte wählen Sie mindestens eine Zahlungsart.', // not worded in the spec
    noHours: 'Bitte geben Sie mindestens eine Öffnungszeit an.', // not worded in the spec
  },
  /** The business data on /backend/config ('Einstellungen'), after the setup. */
  businessSettings: {
    section: 'Unternehmen', // not worded in the spec
    hint: 'Diese Angaben stehen im Impressum. Nach einer Änderung erstellen Sie das Impressum unter Rechtstexte neu.', // not worded in the spec
  },
  legal: {
    heading: 'Rechtstexte', // not worded in the spec
    hint: 'Das Impressum ist aus Ihren Unternehmensangaben erstellt. AGB und Datenschutzerklärung sind Vorlagen: Bitte prüfen und anpassen Sie sie, am besten mit Ihrer Rechtsberatung.', // not worded in the spec
    imprint: 'Impressum', // not worded in the spec
    terms: 'AGB', // not worded in the spec
    privacy: 'Datenschutzerklärung', // not worded in the spec
    /** The back-office navigation's entry for /backend/legal-texts (admins). */
    nav: 'Rechtstexte', // not worded in the spec
    adminOnly: 'Nur Administratoren bearbeiten die Rechtstexte.', // not worded in the spec
    rebuildImprint: 'Impressum aus Unternehmensdaten neu erstellen', // worded in issue 23
    imprintRebuilt: 'Das Impressum ist aus den Unternehmensdaten neu erstellt. Prüfen Sie es und speichern Sie.', // not worded in the spec
    noBusiness:
      'Es sind noch keine Unternehmensdaten gespeichert. Tragen Sie sie unter Einstellungen › Unternehmen ein.', // not worded in the spec
    loadFailed: 'Die Rechtstexte konnten nicht geladen werden.', // not worded in the spec
  },
  catalog: {
    heading: 'Ihr Sortiment', // not worded in the spec
    hint: 'Laden Sie Ihre Artikel als CSV- oder Excel-Datei hoch (Spalten: Artikelnummer, Name, Beschreibung, Kategorie, Preis, Einheit, MwSt, Allergene, Aktiv), oder beginnen Sie leer und legen Sie Artikel später an.', // not worded in the spec
    chooseFile: 'Datei auswählen', // not worded in the spec
    fileChosen: (fileName: string) => `Datei: ${fileName}`, // not worded in the spec
    check: 'Datei prüfen', // not worded in the spec
    checking: 'Datei wird geprüft …', // not worded in the spec
    checked: 'Die Datei ist in Ordnung. Sie wird beim Abschluss importiert.', // not worded in the spec
    counts: 'Ergebnis der Prüfung', // not worded in the spec
    errors: 'Fehler in der Datei — es wird nichts importiert:', // not worded in the spec
    startEmpty: 'Leer beginnen', // not worded in the spec
    empty: 'Sie beginnen ohne Artikel.', // not worded in the spec
    imported: 'Sortiment importiert', // not worded in the spec
    importFailed: 'Der Shop ist eingerichtet, aber der Import ist fehlgeschlagen:', // not worded in the spec
    toBackoffice: 'Weiter zum Backoffice', // not worded in the spec
    menuName: 'Sortiment', // not worded in the spec
  },
  done: 'Ihr Shop ist eingerichtet.', // not worded in the spec
  summary: 'Zusammenfassung', // not worded in the spec
  /** API errors. */
  invalidCode: 'Der Einrichtungscode ist ungültig oder wurde bereits verwendet.', // not worded in the spec
  missingCode: 'Bitte öffnen Sie die Einrichtungsadresse, die der Server beim Start ausgibt.', // not worded in the spec
  alreadyDone: 'Der Shop ist bereits eingerichtet.', // not worded in the spec
  /** The line the API prints while no staff user exists. */
  consoleLine: (url: string) => `Shop einrichten: ${url} (einmaliger Code, gilt bis zur Einrichtung)`, // not worded in the spec
  /** The admin command line (npm run admin). */
  cli: {
    usage: [
      'Aufruf:',
      '  npm run admin -- create-user --username NAME --email ADRESSE --role admin|employee',
      '  npm run admin -- login-link --username NAME [--minutes 60]',
    ].join('\n'), // not worded in the spec
    unknownCommand: (command: string) => `Unbekannter Befehl „${command}“.`, // not worded in the spec
    missingOption: (option: string) => `Die Angabe --${option} fehlt.`, // not worded in the spec
    unknownOption: (option: string) => `Unbekannte Angabe „${option}“.`, // not worded in the spec
    invalidRole: (role: string) => `Unbekannte Rolle „${role}“: erlaubt sind admin und employee.`, // not worded in the spec
    invalidMinutes: 'Die Gültigkeit (--minutes) muss eine ganze Zahl von 1 bis 10080 sein.', // not worded in the spec
    invalidField: (field: string, message: string) => `${field}: ${message}`, // not worded in the spec
    usernameTaken: (username: string) => `Den Benutzernamen „${username}“ gibt es schon.`, // not worded in the spec
    unknownUser: (username: string) => `Einen Benutzer „${username}“ gibt es nicht.`, // not worded in the spec
    userCreated: (username: string) => `Benutzer „${username}“ angelegt.`, // not worded in the spec
    loginLink: (minutes: number) => `Einmaliger Anmeldelink (gültig ${minutes} Minuten):`, // not worded in the spec
    dataDirLocked: (dataDir: string) =>
      `Die eingebettete Datenbank in ${dataDir} wird gerade vom Server benutzt. Bitte den Server stoppen (Strg+C) und den Befehl erneut ausführen, oder DATABASE_URL setzen, wenn der Shop PostgreSQL verwendet.`, // not worded in the spec
    failed: (reason: string) => `Fehler: ${reason}`, // not worded in the spec
  },
} as const;
