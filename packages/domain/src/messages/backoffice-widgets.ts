/**
 * Texts of the back-office screen 'Widgets einbinden' (issue 15 point 6) and of the embedding origins (point 5).
 * None is worded in the spec.
 */
export const backofficeWidgetsMessages = {
  nav: 'Widgets einbinden', // not worded in the spec
  title: 'Widgets einbinden', // not worded in the spec
  intro:
    'Zeigen Sie Produkte, Warenkorb und Bestellstatus auf Ihrer eigenen Website: Widget wählen, Vorschau prüfen, Code kopieren und in die Seite einfügen.', // not worded in the spec
  adminOnly: 'Nur Administratoren binden Widgets ein.', // not worded in the spec
  widget: {
    legend: 'Widget', // not worded in the spec
    teaser: 'Shop-Teaser', // not worded in the spec
    teaserHint: 'Produkte einer Filiale oder Kategorie mit „In den Warenkorb“ und „Zum Shop“.', // not worded in the spec
    cart: 'Warenkorb', // not worded in the spec
    cartHint: 'Warenkorb-Symbol mit Anzahl; öffnet den Warenkorb mit Kasse.', // not worded in the spec
    status: 'Bestellstatus', // not worded in the spec
    statusHint: 'Der Live-Status einer Bestellung, z. B. auf Ihrer Danke-Seite.', // not worded in the spec
  },
  options: {
    title: 'Einstellungen', // not worded in the spec
    branch: 'Filiale', // not worded in the spec
    category: 'Kategorie', // not worded in the spec
    allCategories: 'Alle Kategorien', // not worded in the spec
    limit: 'Anzahl Produkte', // not worded in the spec
    uid: 'Bestellnummer (uid)', // not worded in the spec
    hash: 'Prüfcode (hash)', // not worded in the spec
    statusFromQuery:
      'Leer lassen: das Widget liest uid und hash aus der Adresse der Seite (z. B. nach der Rückkehr von der Kasse).', // not worded in the spec
  },
  preview: {
    title: 'Vorschau', // not worded in the spec
    unavailable:
      'Die Vorschau ist noch nicht verfügbar: /widgets/loader.js wurde nicht gefunden. Der Code unten funktioniert, sobald die Widgets gebaut sind.', // not worded in the spec
    loading: 'Vorschau wird geladen …', // not worded in the spec
    statusNeedsOrder: 'Für die Vorschau eine Bestellnummer und einen Prüfcode eingeben.', // not worded in the spec
  },
  snippet: {
    title: 'Code zum Einbinden', // not worded in the spec
    hint: 'In den HTML-Code Ihrer Seite einfügen, an der Stelle, an der das Widget erscheinen soll. Das Script genügt einmal pro Seite.', // not worded in the spec
    label: 'Einbettungscode', // not worded in the spec
    copy: 'Kopieren', // not worded in the spec
    copied: 'Kopiert', // not worded in the spec
    copyFailed: 'Kopieren nicht möglich – bitte den Code markieren und selbst kopieren.', // not worded in the spec
  },
  origins: {
    title: 'Erlaubte Websites', // not worded in the spec
    hint: 'Nur von diesen Adressen aus dürfen Widgets die Shop-Daten abrufen. Angabe mit Schema, Host und ggf. Port, ohne Pfad, z. B. https://www.baeckerei-beispiel.at', // not worded in the spec
    origin: 'Adresse (Origin)', // not worded in the spec
    label: 'Bezeichnung', // not worded in the spec
    createdAt: 'Hinzugefügt', // not worded in the spec
    add: 'Hinzufügen', // not worded in the spec
    adding: 'Wird hinzugefügt …', // not worded in the spec
    added: (origin: string) => `${origin} wurde hinzugefügt.`, // not worded in the spec
    empty: 'Noch keine Website erlaubt.', // not worded in the spec
    remove: 'Entfernen', // not worded in the spec
    removeQuestion: (origin: string) => `${origin} entfernen?`, // not worded in the spec
    removeHint: 'Widgets auf dieser Website können danach keine Daten mehr abrufen.', // not worded in the spec
    loadFailed: 'Die erlaubten Websites konnten nicht geladen werden.', // not worded in the spec
    removeFailed: 'Die Website konnte nicht entfernt werden.', // not worded in the spec
  },
  validation: {
    originInvalid: 'Bitte eine Adresse mit http:// oder https:// angeben, z. B. https://www.beispiel.at', // not worded in the spec
    originWithPath: 'Bitte nur Schema, Host und ggf. Port angeben – ohne Pfad, Parameter oder Anker.', // not worded in the spec
  },
} as const;
