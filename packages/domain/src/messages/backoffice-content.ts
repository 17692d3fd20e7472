import { errorsMessages as e } from './errors.js';

/**
 * Texts of the back-office editors of blocks, nodes, navigations and redirects (issue 24 point 1) and the API's
 * checks of a redirect. The §8 load / save failures are errorsMessages.thingFailed with 'Inhalte' (blocks, nodes),
 * 'Navigationen' and 'Redirects'; everything here is not worded in the spec.
 */
export const redirectCheckMessages = {
  /** The path is a page that exists (a site, the shop, a category, a branch, a legal page). */
  pathIsPage: 'Unter diesem Pfad gibt es bereits eine Seite. Eine Weiterleitung würde sie verdecken.',
  /** The path belongs to the API, the back-office, files or the order status. */
  pathReserved: 'Dieser Pfad gehört zum System und kann nicht umgeleitet werden.',
  /** The target (at the end of its chain) is no page of the shop. */
  targetMissing:
    'Das Ziel gibt es nicht. Erlaubt sind eine vorhandene Seite, ein Pfad des Shops oder eine vollständige Adresse (https://…).',
  /** The chain of redirects returns to a path it already passed. */
  loop: (chain: readonly string[]) => `Diese Weiterleitung würde eine Schleife bilden: ${chain.join(' → ')}.`,
} as const;

/** The 'Inhalte' area of the back-office: its tabs and the editors of blocks, nodes, navigations and redirects. */
export const backofficeContentMessages = {
  nav: 'Inhalte',
  areaNavigation: 'Bereiche der Inhalte',
  adminOnly: 'Nur Administratoren bearbeiten Inhalte.',
  tabs: {
    sites: 'Seiten',
    blocks: 'Blöcke',
    nodes: 'Knoten',
    navigations: 'Navigationen',
    redirects: 'Weiterleitungen',
  },
  // Blocks and nodes (one shape: identifier, name, type, content)
  blocks: {
    title: 'Blöcke',
    intro: 'Wiederverwendbare Inhalte: ein Block erscheint auf jeder Seite, die ihn als Abschnitt „Block“ einbindet.',
    newEntry: 'Neuer Block',
    edit: (name: string) => `Block „${name}“ bearbeiten`,
    backToList: 'Zurück zu den Blöcken',
    delete: 'Block löschen',
    deleteQuestion: (name: string) => `Block „${name}“ löschen?`,
    deleteHint: 'Seiten, die ihn einbinden, zeigen an seiner Stelle nichts mehr.',
    search: 'Blöcke durchsuchen',
    loadFailed: e.thingFailed({ thing: 'Blöcke', action: 'load' }), // spec §8 ('Inhalte'), named as the screen
    deleteFailed: e.thingFailed({ thing: 'Blöcke', action: 'delete' }), // spec §8 ('Inhalte'), named as the screen
  },
  nodes: {
    title: 'Knoten',
    loadFailed: e.thingFailed({ thing: 'Knoten', action: 'load' }), // spec §8 ('Inhalte'), named as the screen
    deleteFailed: e.thingFailed({ thing: 'Knoten', action: 'delete' }), // spec §8 ('Inhalte'), named as the screen
    intro: 'Einträge mit Titel, Text, Bild und Link, die Seiten und Widgets über ihre Kennung abrufen.',
    newEntry: 'Neuer Knoten',
    edit: (name: string) => `Knoten „${name}“ bearbeiten`,
    backToList: 'Zurück zu den Knoten',
    delete: 'Knoten löschen',
    deleteQuestion: (name: string) => `Knoten „${name}“ löschen?`,
    deleteHint: 'Wer ihn über seine Kennung abruft, findet ihn danach nicht mehr.',
    search: 'Knoten durchsuchen',
  },
  entry: {
    sectionMain: 'Allgemein',
    sectionContent: 'Inhalt',
    name: 'Name',
    identifier: 'Kennung',
    identifierHint: 'Kleinbuchstaben, Ziffern und Bindestriche, z. B. „hinweis-im-shop“.',
    type: 'Art',
    allTypes: 'Alle Arten',
    updatedAt: 'Geändert',
    types: { default: 'Text' } as Record<string, string>,
    unknownType: (type: string) => `Art „${type}“ (nur als Daten bearbeitbar)`,
    title: 'Titel',
    body: 'Text',
    text: 'Text',
    image: 'Bild',
    link: 'Link',
    linkHint: 'Ein Pfad des Shops (z. B. „/shop“) oder eine vollständige Adresse (https://…).',
  },
  // Navigations
  navigations: {
    title: 'Navigationen',
    intro: 'Die Kopfnavigation erscheint im Menü des Shops, die Fußnavigation in der Fußzeile.',
    newEntry: 'Neue Navigation',
    edit: (name: string) => `Navigation „${name}“ bearbeiten`,
    backToList: 'Zurück zu den Navigationen',
    delete: 'Navigation löschen',
    deleteQuestion: (name: string) => `Navigation „${name}“ löschen?`,
    deleteHint: 'Der Shop zeigt an ihrer Stelle wieder seine Standardlinks (Kopf) oder nichts (Fuß).',
    search: 'Navigationen durchsuchen',
    header: 'Kopfnavigation',
    footer: 'Fußnavigation',
    usage: 'Verwendung',
    otherUsage: '–',
    allUsages: 'Alle',
    otherUsageFilter: 'Sonstige',
    itemCount: 'Einträge',
    sectionMain: 'Allgemein',
    sectionItems: 'Einträge',
    itemsIntro:
      'Ziehen Sie Einträge an ihrem Griff an eine neue Stelle oder auf einen anderen Eintrag (wird sein Untereintrag). Mit der Tastatur: Eintrag wählen, Pfeil nach rechts zum Griff, Eingabetaste, mit den Pfeiltasten die Stelle wählen, Eingabetaste. Oder die Knöpfe des Eintrags.',
    tree: 'Einträge der Navigation',
    noItems: 'Noch keine Einträge.',
    addItem: 'Eintrag hinzufügen',
    newItemLabel: 'Neuer Eintrag',
    dragHandle: (label: string) => `${label} verschieben`,
    moveUp: (label: string) => `${label} nach oben`,
    moveDown: (label: string) => `${label} nach unten`,
    indent: (label: string) => `${label} einrücken (Untereintrag des vorigen)`,
    outdent: (label: string) => `${label} ausrücken (eine Ebene höher)`,
    remove: (label: string) => `${label} entfernen`,
    moved: (label: string, position: number, count: number, parent: string | null) =>
      parent === null
        ? `${label} ist jetzt an Position ${position} von ${count}.`
        : `${label} ist jetzt an Position ${position} von ${count} unter ${parent}.`,
    disabledBadge: 'ausgeblendet',
    hasErrors: 'enthält Fehler',
    itemHeading: (label: string) => `Eintrag „${label}“`,
    chooseItem: 'Wählen Sie links einen Eintrag, um ihn zu bearbeiten.',
    itemLabel: 'Beschriftung',
    itemSuffix: 'Zusatz',
    itemSuffixHint: 'Klein hinter der Beschriftung, z. B. „neu“.',
    itemEnabled: 'Im Shop anzeigen',
    itemType: 'Ziel',
    itemTypes: {
      home: 'Startseite',
      site: 'Seite',
      branch: 'Filiale',
      link: 'Pfad oder Adresse',
    },
    itemSite: 'Seite',
    itemBranch: 'Filiale',
    itemLink: 'Pfad oder Adresse',
    itemLinkHint:
      'Ein Pfad des Shops (z. B. „/shop“, bleibt im Shop) oder eine vollständige Adresse (https://…, mailto:, tel:; öffnet einen neuen Tab).',
  },
  // Redirects
  redirects: {
    title: 'Weiterleitungen',
    loadFailed: e.thingFailed({ thing: 'Weiterleitungen', action: 'load' }), // spec §8 ('Redirects'), named as the screen
    deleteFailed: e.thingFailed({ thing: 'Weiterleitungen', action: 'delete' }), // spec §8 ('Redirects'), named as the screen
    intro:
      'Ein alter Pfad leitet Besucher zu einer Seite, einem Pfad des Shops oder einer anderen Adresse weiter. Ziele, die es nicht gibt, und Schleifen werden abgelehnt.',
    newEntry: 'Neue Weiterleitung',
    edit: (path: string) => `Weiterleitung „/${path}“ bearbeiten`,
    backToList: 'Zurück zu den Weiterleitungen',
    delete: 'Weiterleitung löschen',
    deleteQuestion: (path: string) => `Weiterleitung „/${path}“ löschen?`,
    deleteHint: 'Der alte Pfad führt danach ins Leere (404).',
    search: 'Pfad suchen',
    filterState: 'Zustand',
    allStates: 'Alle',
    sectionMain: 'Weiterleitung',
    path: 'Alter Pfad',
    pathHint: 'Ohne führenden Schrägstrich, z. B. „alte-seite“ oder „aktion/sommer“.',
    target: 'Ziel',
    targetHint: 'Ein Pfad mit führendem Schrägstrich (z. B. „/ueber-uns“ oder „/shop“) oder eine Adresse (https://…).',
    statusCode: 'Art',
    statusCodes: {
      301: '301 – dauerhaft',
      302: '302 – vorübergehend',
      307: '307 – vorübergehend (Methode bleibt)',
      308: '308 – dauerhaft (Methode bleibt)',
    } as Record<number, string>,
    isEnabled: 'Aktiv',
    enabled: 'Aktiv',
    disabled: 'Inaktiv',
    try: (path: string) => `/${path} im Shop öffnen`,
  },
} as const;

/** The API's checks of a navigation's items (issue 24 point 1). Not worded in the spec. */
export const navigationCheckMessages = {
  siteMissing: 'Diese Seite gibt es nicht.',
  branchMissing: 'Diese Filiale gibt es nicht.',
} as const;

/** 'a', 'a und b', 'a, b und c'; more than five: the first five and 'N weiteren'. */
function germanList(parts: readonly string[]): string {
  const shown = parts.length > 5 ? [...parts.slice(0, 5), `${parts.length - 5} weiteren`] : [...parts];
  const last = shown.pop() ?? '';
  return shown.length === 0 ? last : `${shown.join(', ')} und ${last}`;
}

/**
 * The API's refusals to delete, move or switch off what something still points at (issue 24), and a site's path
 * that an active redirect takes. Not worded in the spec. The users are named in the dative ('von der Weiterleitung
 * „/alt“').
 */
export const contentUsageMessages = {
  redirectUser: (path: string) => `der Weiterleitung „/${path.replace(/^\/+/, '')}“`,
  navigationUser: (name: string, labels: readonly string[]) =>
    `der Navigation „${name}“ (${labels.length === 1 ? 'Eintrag' : 'Einträge'} ${labels.map((l) => `„${l}“`).join(', ')})`,
  siteUsed: (users: readonly string[]) =>
    `Diese Seite wird noch von ${germanList(users)} verwendet. Ändern oder entfernen Sie diese Verweise zuerst.`,
  branchUsed: (users: readonly string[]) =>
    `Diese Filiale wird noch von ${germanList(users)} verwendet. Ändern oder entfernen Sie diese Verweise zuerst.`,
  redirectUsed: (users: readonly string[]) =>
    `Diese Weiterleitung wird noch von ${germanList(users)} verwendet, die sonst ins Leere führen würde. Ändern oder entfernen Sie diese zuerst.`,
  pathIsRedirect: (path: string, target: string) =>
    `Unter diesem Pfad leitet die aktive Weiterleitung „/${path.replace(/^\/+/, '')}“ nach „${target}“ weiter; die Seite wäre nicht erreichbar. Löschen oder deaktivieren Sie die Weiterleitung zuerst.`,
} as const;
