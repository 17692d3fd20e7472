import { errorsMessages as e } from './errors.js';

/**
 * Texts of the back-office screens for digital signage content (issue 29 point 5): streams with their slide list
 * and preview, segments as a week plan, scenes. The spec words only the load/save failures (§8: 'Streams',
 * 'Filmsequenzen' for segments, 'Szenen'); the rest is not worded there.
 */
export const signageBackofficeMessages = {
  nav: {
    streams: 'Streams', // not worded in the spec
    segments: 'Wochenplan', // not worded in the spec
    scenes: 'Szenen', // not worded in the spec
  },
  adminOnly: 'Nur Administratoren verwalten Streams, Wochenplan und Szenen der Bildschirme.', // not worded in the spec
  slideTypes: {
    product: 'Produkt', // not worded in the spec
    category: 'Kategorie', // not worded in the spec
    upload: 'Upload (Bild oder Video)', // not worded in the spec
    image: 'Bild', // not worded in the spec
    template: 'Bildvorlage', // not worded in the spec
    block: 'CMS-Block', // not worded in the spec
  },
  streams: {
    title: 'Streams', // not worded in the spec
    newStream: 'Neuer Stream', // not worded in the spec
    editStream: (name: string) => `Stream „${name}“`, // not worded in the spec
    backToList: 'Zurück zu den Streams', // not worded in the spec
    search: 'Streams durchsuchen', // not worded in the spec
    name: 'Name', // not worded in the spec
    slideCount: 'Folien', // not worded in the spec
    deleteStream: 'Stream löschen', // not worded in the spec
    deleteQuestion: (name: string) => `Stream „${name}“ wirklich löschen?`, // not worded in the spec
    sectionStream: 'Stream', // not worded in the spec
    sectionSlides: 'Folien', // not worded in the spec
    sectionPreview: 'Vorschau', // not worded in the spec
    slidesLabel: 'Folien des Streams', // not worded in the spec
    noSlides: 'Noch keine Folien. Fügen Sie unten die erste hinzu.', // not worded in the spec
    slideLabel: (position: number, type: string, name: string) => `${position}. ${type}: ${name}`, // not worded in the spec
    moved: (name: string, position: number, count: number) =>
      `„${name}“ ist jetzt an Position ${position} von ${count}.`, // not worded in the spec
    removed: (name: string) => `„${name}“ wurde entfernt.`, // not worded in the spec
    added: (name: string, position: number) => `„${name}“ wurde an Position ${position} hinzugefügt.`, // not worded in the spec
    duration: 'Dauer (Sekunden)', // not worded in the spec
    durationOf: (name: string) => `Dauer von „${name}“ in Sekunden`, // not worded in the spec
    durationDefault: 'leer: Dauer des Produkts', // not worded in the spec
    addSlide: 'Folie hinzufügen', // not worded in the spec
    addType: 'Art der Folie', // not worded in the spec
    addTarget: 'Inhalt', // not worded in the spec
    addDuration: 'Dauer (Sekunden)', // not worded in the spec
    chooseTarget: 'Bitte wählen Sie einen Inhalt aus.', // not worded in the spec
    durationInvalid: 'Bitte geben Sie eine Dauer von 1 bis 3600 Sekunden an.', // not worded in the spec
    previewDevice: 'Vorschau für', // not worded in the spec
    previewLandscape: 'Querformat 16:9', // not worded in the spec
    previewPortrait: 'Hochformat 9:16', // not worded in the spec
    previewDeviceOption: (name: string, orientation: string) => `${name} (${orientation})`, // not worded in the spec
    previewLabel: (orientation: string) => `Vorschau im ${orientation}`, // not worded in the spec
    previewPosition: (position: number, count: number) => `Folie ${position} von ${count}`, // not worded in the spec
    previewPrevious: 'Vorherige Folie', // not worded in the spec
    previewNext: 'Nächste Folie', // not worded in the spec
    previewPlay: 'Abspielen', // not worded in the spec
    previewPause: 'Anhalten', // not worded in the spec
    previewEmpty: 'Keine Folie zum Anzeigen.', // not worded in the spec
    previewHint: 'Nur Produkte, die der gewählte Bildschirm zeigt, mit seinen Preisen.', // not worded in the spec
    previewSeconds: (seconds: number) => `${seconds} s`, // not worded in the spec
    previewDefaultDuration: 'Standarddauer', // not worded in the spec
    unknownTarget: (id: number) => `#${id}`, // not worded in the spec
    loadFailed: e.thingFailed({ thing: 'Streams', action: 'load' }), // spec §8
    deleteFailed: e.thingFailed({ thing: 'Streams', action: 'delete' }), // spec §8
  },
  segments: {
    title: 'Wochenplan', // not worded in the spec
    newSegment: 'Neues Segment', // not worded in the spec
    editSegment: (name: string) => `Segment „${name}“`, // not worded in the spec
    backToList: 'Zurück zum Wochenplan', // not worded in the spec
    name: 'Name', // not worded in the spec
    stream: 'Stream', // not worded in the spec
    target: 'Gilt für', // not worded in the spec
    targetAll: 'Alle Bildschirme', // not worded in the spec
    targetDevice: 'Ein Bildschirm', // not worded in the spec
    targetGroup: 'Eine Gruppe', // not worded in the spec
    device: 'Bildschirm', // not worded in the spec
    deviceHint: 'Leer: die Bildschirme der Gruppe, ohne Gruppe alle Bildschirme.', // not worded in the spec
    group: 'Gruppe', // not worded in the spec
    groupHint: 'Der Gruppenname, wie er beim Bildschirm eingetragen ist.', // not worded in the spec
    weekdays: 'Wochentage', // not worded in the spec
    fromTime: 'Von (Uhrzeit)', // not worded in the spec
    toTime: 'Bis (Uhrzeit)', // not worded in the spec
    timeHint: 'Leer: den ganzen Tag.', // not worded in the spec
    fromDate: 'Ab (Datum)', // not worded in the spec
    toDate: 'Bis (Datum)', // not worded in the spec
    priority: 'Priorität', // not worded in the spec
    priorityHint: 'Überschneiden sich Segmente, spielt das mit der höheren Priorität.', // not worded in the spec
    sectionSegment: 'Segment', // not worded in the spec
    sectionWhen: 'Wann', // not worded in the spec
    deleteSegment: 'Segment löschen', // not worded in the spec
    deleteQuestion: (name: string) => `Segment „${name}“ wirklich löschen?`, // not worded in the spec
    planFor: 'Wochenplan für', // not worded in the spec
    planAll: 'Alle Segmente', // not worded in the spec
    planDevice: (name: string) => `Bildschirm ${name}`, // not worded in the spec
    planGroup: (name: string) => `Gruppe ${name}`, // not worded in the spec
    planCaption: 'Welcher Stream wann spielt (Montag bis Sonntag, Uhrzeit)', // not worded in the spec
    planEmpty: 'Noch keine Segmente.', // not worded in the spec
    planEntry: (stream: string, from: string, to: string, priority: number) =>
      `${stream}, ${from}–${to}, Priorität ${priority}`, // not worded in the spec
    planDates: (from: string, to: string) => `gilt ${from} bis ${to}`, // not worded in the spec
    list: 'Alle Segmente', // not worded in the spec
    search: 'Segmente durchsuchen', // not worded in the spec
    region: 'Bereich der Szene', // not worded in the spec
    regionHint: 'Leer: der Hauptbereich.', // not worded in the spec
    allDay: 'ganztägig', // not worded in the spec
    always: 'immer', // not worded in the spec
    when: 'Zeit', // not worded in the spec
    weekdaysShort: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'], // not worded in the spec
    weekdaysLong: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'], // not worded in the spec
    loadFailed: e.thingFailed({ thing: 'Filmsequenzen', action: 'load' }), // spec §8
    deleteFailed: e.thingFailed({ thing: 'Filmsequenzen', action: 'delete' }), // spec §8
    streamsLoadFailed: e.thingFailed({ thing: 'Streams', action: 'load' }), // spec §8
  },
  scenes: {
    title: 'Szenen', // not worded in the spec
    newScene: 'Neue Szene', // not worded in the spec
    editScene: (name: string) => `Szene „${name}“`, // not worded in the spec
    backToList: 'Zurück zu den Szenen', // not worded in the spec
    search: 'Szenen durchsuchen', // not worded in the spec
    name: 'Name', // not worded in the spec
    path: 'Pfad', // not worded in the spec
    pathHint: 'Eindeutig, z. B. theke-links.', // not worded in the spec
    layout: 'Layout', // not worded in the spec
    regions: 'Bereiche', // not worded in the spec
    regionStream: (region: string) => `Stream für „${region}“`, // not worded in the spec
    sectionScene: 'Szene', // not worded in the spec
    sectionRegions: 'Bereiche und Streams', // not worded in the spec
    deleteScene: 'Szene löschen', // not worded in the spec
    deleteQuestion: (name: string) => `Szene „${name}“ wirklich löschen?`, // not worded in the spec
    layoutPreview: 'Aufteilung des Bildschirms', // not worded in the spec
    loadFailed: e.thingFailed({ thing: 'Szenen', action: 'load' }), // spec §8
    deleteFailed: e.thingFailed({ thing: 'Szenen', action: 'delete' }), // spec §8
  },
} as const;
