import { errorsMessages as e } from './errors.js';

/**
 * Texts of the back-office screens of issue 24 parts: the audit log ('Protokoll'), the inbox of received forms and
 * the organisation (divisions 'Organisationen', departments). The §8 defaults come from the error catalogue; the
 * rest is not worded in the spec.
 */
export const backofficeAuditMessages = {
  logs: {
    nav: 'Protokoll', // not worded in the spec
    adminOnly: 'Nur Administratoren sehen das Protokoll.', // not worded in the spec
    title: 'Protokoll', // not worded in the spec
    intro:
      'Jede Änderung im Back-Office: wer, wann, was – vorher und nachher. Einträge bleiben zwei Jahre gespeichert.', // not worded in the spec
    loadFailed: 'Protokoll konnte nicht geladen werden.', // spec §8 (logs), named as the screen 'Protokoll'
    entryLoadFailed: 'Protokolleintrag konnte nicht geladen werden.', // spec §8 (logs, one entry)
    search: 'Suchen', // not worded in the spec
    empty: 'Keine Einträge gefunden.', // not worded in the spec
    user: 'Benutzer', // not worded in the spec
    allUsers: 'Alle Benutzer', // not worded in the spec
    resource: 'Bereich', // not worded in the spec
    allResources: 'Alle Bereiche', // not worded in the spec
    action: 'Aktion', // not worded in the spec
    allActions: 'Alle Aktionen', // not worded in the spec
    columns: {
      time: 'Zeitpunkt', // not worded in the spec
      user: 'Benutzer', // not worded in the spec
      action: 'Aktion', // not worded in the spec
      resource: 'Bereich', // not worded in the spec
      what: 'Was', // not worded in the spec
      changed: 'Geänderte Felder', // not worded in the spec
    },
    system: 'System', // not worded in the spec
    device: (name: string) => `Gerät „${name}“`, // not worded in the spec
    deviceAt: (name: string, branch: string) => `Gerät „${name}“ (${branch})`, // not worded in the spec
    branchKey: (id: number) => `Filialschlüssel #${id}`, // not worded in the spec
    backToList: 'Zurück zum Protokoll', // not worded in the spec
    entryTitle: (resource: string, what: string) => `${resource}: ${what}`, // not worded in the spec
    /** Field names of logged changes where no screen label of the resource applies (else the raw key is shown). */
    fieldNames: {
      name: 'Name',
      identifier: 'Kennung',
      title: 'Titel',
      description: 'Beschreibung',
      position: 'Reihenfolge',
      isEnabled: 'Aktiv',
      isPublic: 'Öffentlich',
      username: 'Benutzername',
      firstName: 'Vorname',
      lastName: 'Nachname',
      email: 'E-Mail',
      phone: 'Telefon',
      roles: 'Rollen',
      branches: 'Filialen',
      branchId: 'Filiale',
      price: 'Preis',
      status: 'Status',
      alt: 'Alternativtext',
      path: 'Pfad',
      content: 'Inhalt',
      type: 'Typ',
      version: 'Version',
      value: 'Wert',
    } as Record<string, string>, // not worded in the spec
    diffTitle: 'Änderungen', // not worded in the spec
    field: 'Feld', // not worded in the spec
    before: 'Vorher', // not worded in the spec
    after: 'Nachher', // not worded in the spec
    noChanges: 'Keine geänderten Werte.', // not worded in the spec
    context: 'Weitere Angaben', // not worded in the spec
    empty_value: '–', // not worded in the spec
    masked: '(verborgen)', // not worded in the spec
    maskedChanged: '(verborgen, geändert)', // not worded in the spec
    yes: 'ja', // not worded in the spec
    no: 'nein', // not worded in the spec
    actions: {
      create: 'Erstellt',
      update: 'Geändert',
      delete: 'Gelöscht',
      status: 'Status geändert',
      done: 'Erledigt',
      reopen: 'Wieder geöffnet',
      merge: 'Zusammengeführt',
      erase: 'Anonymisiert',
      import: 'Importiert',
      acknowledge: 'Gesehen',
      'counter-appointment': 'Gegenvorschlag',
      item: 'Position geändert',
      print: 'Druck angefordert',
      'payment-check': 'Zahlung geprüft',
      refund: 'Erstattung',
      'refund-failed': 'Erstattung fehlgeschlagen',
      resend: 'Bestätigung erneut gesendet',
      rotate: 'Schlüssel erneuert',
      revoke: 'Widerrufen',
      'pairing-code': 'Kopplungscode erstellt',
      move: 'Verschoben',
      pair: 'Gekoppelt',
      command: 'Gerätebefehl',
      abort: 'Befehl abgebrochen',
    } as Record<string, string>, // not worded in the spec
    /** The area of every resource the API logs (CRUD names and recordAudit resources), named as its screen. */
    resources: {
      products: 'Produkte',
      categories: 'Kategorien',
      menus: 'Produktkataloge',
      tags: 'Tags',
      branches: 'Filialen',
      divisions: 'Organisationen',
      departments: 'Abteilungen',
      users: 'Benutzer',
      customers: 'Kunden',
      'external-users': 'Externe Benutzer',
      orders: 'Bestellungen',
      images: 'Bilder',
      'image-templates': 'Bildvorlagen',
      uploads: 'Uploads',
      fonts: 'Schriftarten',
      devices: 'Geräte',
      'digital-signage-devices': 'Bildschirme',
      'branch-keys': 'Filialschlüssel',
      'login-links': 'Anmeldelinks',
      tables: 'Tische',
      sites: 'Seiten',
      blocks: 'Blöcke',
      nodes: 'Knoten',
      navigations: 'Navigationen',
      redirects: 'Weiterleitungen',
      donatees: 'Spendenempfänger',
      config: 'Einstellungen',
      'config-secrets': 'Einstellungen (Zugangsdaten)',
      'content-ai': 'KI-Generierung',
      'site-drafts': 'KI-Seitenentwürfe',
      'embed-origins': 'Widget-Domains',
      'form-submissions': 'Formulare',
      setup: 'Einrichtung',
      'online-pauses': 'Online-Bestellungen pausieren',
      'production-lists': 'Backliste',
      projects: 'Projekte',
      tasks: 'Aufgaben',
      'working-schedules': 'Dienstplan',
      'working-activities': 'Zeitblätter',
      absences: 'Abwesenheiten',
      'holiday-entitlements': 'Urlaubsanspruch',
      'digital-signage-streams': 'Streams',
      'digital-signage-segments': 'Wochenplan (Bildschirme)',
      scenes: 'Szenen',
    } as Record<string, string>, // not worded in the spec
  },
  inbox: {
    nav: 'Formulare', // not worded in the spec
    adminOnly: 'Nur Administratoren sehen die eingegangenen Formulare.', // not worded in the spec
    title: 'Eingegangene Formulare', // not worded in the spec
    intro: (months: number) =>
      `Kontakt- und Bewerbungsformulare aus dem Shop. Formulare und ihre Dateien werden nach ${months} Monaten automatisch gelöscht.`, // not worded in the spec
    loadFailed: 'Formulare konnten nicht geladen werden.', // not worded in the spec
    entryLoadFailed: 'Formular konnte nicht geladen werden.', // not worded in the spec
    search: 'Suchen', // not worded in the spec
    empty: 'Keine Formulare gefunden.', // not worded in the spec
    state: 'Status', // not worded in the spec
    allStates: 'Alle', // not worded in the spec
    open: 'Offen', // not worded in the spec
    done: 'Erledigt', // not worded in the spec
    subject: 'Anliegen', // not worded in the spec
    allSubjects: 'Alle Anliegen', // not worded in the spec
    columns: {
      received: 'Eingegangen', // not worded in the spec
      name: 'Name', // not worded in the spec
      subject: 'Anliegen', // not worded in the spec
      email: 'E-Mail', // not worded in the spec
      files: 'Dateien', // not worded in the spec
      state: 'Status', // not worded in the spec
    },
    backToList: 'Zurück zu den Formularen', // not worded in the spec
    entryTitle: (name: string) => `Formular von ${name}`, // not worded in the spec
    fields: {
      subject: 'Anliegen', // not worded in the spec
      company: 'Firma', // not worded in the spec
      name: 'Name', // not worded in the spec
      email: 'E-Mail', // not worded in the spec
      phone: 'Telefon', // not worded in the spec
      comment: 'Nachricht', // not worded in the spec
      received: 'Eingegangen', // not worded in the spec
      doneAt: 'Erledigt am', // not worded in the spec
      mail: 'E-Mail an den Shop', // not worded in the spec
    },
    mailSent: 'versendet', // not worded in the spec
    mailFailed: (reason: string) => `nicht versendet: ${reason}`, // not worded in the spec
    files: 'Dateien', // not worded in the spec
    noFiles: 'Keine Dateien.', // not worded in the spec
    download: (name: string) => `${name} herunterladen`, // not worded in the spec
    markDone: 'Als erledigt markieren', // not worded in the spec
    reopen: 'Wieder öffnen', // not worded in the spec
    stateFailed: 'Status konnte nicht geändert werden.', // not worded in the spec
    deleteForm: 'Formular löschen', // not worded in the spec
    deleteQuestion: (name: string) => `Formular von ${name} wirklich löschen?`, // not worded in the spec
    deleteHint: 'Das Formular und seine Dateien werden endgültig gelöscht.', // not worded in the spec
    deleteFailed: 'Formular konnte nicht gelöscht werden.', // not worded in the spec
    retentionLabel: 'Automatisch löschen nach (Monaten)', // not worded in the spec
    retentionSave: 'Speichern', // not worded in the spec
    retentionSaved: 'Gespeichert.', // not worded in the spec
    retentionFailed: e.configFailed({ action: 'save' }), // spec §8
  },
  organisation: {
    nav: 'Organisation', // not worded in the spec
    adminOnly: 'Nur Administratoren verwalten Organisationen und Abteilungen.', // not worded in the spec
    tabs: 'Organisation', // not worded in the spec
    divisions: {
      title: 'Organisationen', // not worded in the spec
      newDivision: 'Neue Organisation', // not worded in the spec
      editDivision: (name: string) => `Organisation „${name}“`, // not worded in the spec
      backToList: 'Zurück zu den Organisationen', // not worded in the spec
      loadFailed: e.backOfficeFailed({ resource: 'divisions', action: 'load' }), // spec §8
      entryLoadFailed: 'Organisation konnte nicht geladen werden.', // spec §8
      deleteFailed: e.backOfficeFailed({ resource: 'divisions', action: 'delete' }), // spec §8
      deleteQuestion: (name: string) => `Organisation „${name}“ wirklich löschen?`, // not worded in the spec
      deleteLabel: 'Organisation löschen', // not worded in the spec
      fields: {
        name: 'Name', // not worded in the spec
        identifier: 'Kennung', // not worded in the spec
        identifierHint: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. baeckerei-wien.', // not worded in the spec
        title: 'Titel', // not worded in the spec
        titleHint: 'Steht vor dem Seitentitel der Startseite.', // not worded in the spec
        description: 'Beschreibung', // not worded in the spec
        isPublic: 'Öffentlich', // not worded in the spec
        position: 'Reihenfolge', // not worded in the spec
      },
      columns: { name: 'Name', identifier: 'Kennung', isPublic: 'Öffentlich', position: 'Reihenfolge' }, // not worded in the spec
      section: 'Organisation', // not worded in the spec
    },
    departments: {
      title: 'Abteilungen', // not worded in the spec
      newDepartment: 'Neue Abteilung', // not worded in the spec
      editDepartment: (name: string) => `Abteilung „${name}“`, // not worded in the spec
      backToList: 'Zurück zu den Abteilungen', // not worded in the spec
      loadFailed: e.backOfficeFailed({ resource: 'departments', action: 'load' }), // spec §8
      entryLoadFailed: 'Abteilung konnte nicht geladen werden.', // spec §8
      deleteFailed: e.backOfficeFailed({ resource: 'departments', action: 'delete' }), // spec §8
      deleteQuestion: (name: string) => `Abteilung „${name}“ wirklich löschen?`, // not worded in the spec
      deleteLabel: 'Abteilung löschen', // not worded in the spec
      wholeBusiness: 'Ganzer Betrieb', // not worded in the spec
      fields: {
        name: 'Name', // not worded in the spec
        branch: 'Filiale', // not worded in the spec
        branchHint: 'Leer: gilt für den ganzen Betrieb.', // not worded in the spec
        description: 'Beschreibung', // not worded in the spec
        position: 'Reihenfolge', // not worded in the spec
      },
      columns: { name: 'Name', branch: 'Filiale', position: 'Reihenfolge' }, // not worded in the spec
      section: 'Abteilung', // not worded in the spec
    },
    yes: 'ja', // not worded in the spec
    no: 'nein', // not worded in the spec
  },
} as const;
