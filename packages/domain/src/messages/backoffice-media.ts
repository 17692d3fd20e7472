import { errorsMessages as e } from './errors.js';

/**
 * Texts of the back-office media area (issue 24 point 2): images with alt text, uploads, image templates and fonts.
 * The load/create/update/delete failures are the §8 back-office defaults (images, image templates, uploads) and
 * '{Thing} konnte nicht … werden.' for Schriftarten; the rest is not worded in the spec.
 */
export const backofficeMediaMessages = {
  nav: 'Medien', // not worded in the spec
  title: 'Medien', // not worded in the spec
  areaNavigation: 'Bereiche der Medien', // not worded in the spec
  adminOnly: 'Medien, Bildvorlagen und Schriftarten verwalten nur Administratoren.', // not worded in the spec
  previous: 'Zurück', // not worded in the spec
  next: 'Weiter', // not worded in the spec
  tabs: {
    images: 'Bilder', // not worded in the spec
    uploads: 'Dateien', // not worded in the spec
    templates: 'Bildvorlagen', // not worded in the spec
    fonts: 'Schriftarten', // not worded in the spec
  },
  images: {
    title: 'Bilder', // not worded in the spec
    loadFailed: e.backOfficeFailed({ resource: 'images', action: 'load' }), // spec §8
    createFailed: e.backOfficeFailed({ resource: 'images', action: 'create' }), // spec §8
    updateFailed: e.backOfficeFailed({ resource: 'images', action: 'update' }), // spec §8
    deleteFailed: e.backOfficeFailed({ resource: 'images', action: 'delete' }), // spec §8
    altLabel: 'Alternativtext', // not worded in the spec
    altHelp: 'Beschreibt das Bild für Menschen, die es nicht sehen. Pflichtfeld für neue Bilder.', // not worded in the spec
    altMissing: 'Ohne Alternativtext', // not worded in the spec
    upload: 'Bild hochladen', // not worded in the spec
    chooseFile: 'Datei auswählen', // not worded in the spec
    dropHere: 'Bild hierher ziehen oder', // not worded in the spec
    chosen: (name: string) => `Ausgewählt: ${name}`, // not worded in the spec
    noFile: 'Bitte wählen Sie eine Datei aus.', // not worded in the spec
    uploaded: 'Das Bild wurde hochgeladen.', // not worded in the spec
    saved: 'Der Alternativtext wurde gespeichert.', // not worded in the spec
    deleted: 'Das Bild wurde gelöscht.', // not worded in the spec
    editAlt: 'Alternativtext bearbeiten', // not worded in the spec
    columns: { image: 'Bild', alt: 'Alternativtext', description: 'Beschreibung', actions: 'Aktionen' }, // not worded in the spec
    descriptionLabel: 'Beschreibung', // not worded in the spec
    descriptionHelp:
      'Was das Bild zeigt, etwa die Vorgabe, aus der es erzeugt wurde. Nur intern sichtbar, höchstens 2000 Zeichen.', // not worded in the spec
    deleteTitle: 'Bild löschen?', // not worded in the spec
    deleteText:
      'Das Bild wird aus der Medienbibliothek entfernt. Seiten und Produkte, die es zeigen, zeigen es nicht mehr.', // not worded in the spec
    empty: 'Noch keine Bilder.', // not worded in the spec
    search: 'Alternativtext, Dateiname oder Beschreibung suchen', // not worded in the spec
    size: (width: number, height: number) => `${width} × ${height} px`, // not worded in the spec
  },
  uploads: {
    loadFailed: e.backOfficeFailed({ resource: 'uploads', action: 'load' }), // spec §8
    deleteFailed: e.backOfficeFailed({ resource: 'uploads', action: 'delete' }), // spec §8
    title: 'Dateien', // not worded in the spec
    intro: 'Hochgeladene Dateien: Anhänge aus dem Konfigurator und Dateien der Inhalte.', // not worded in the spec
    empty: 'Noch keine Dateien.', // not worded in the spec
    deleteTitle: 'Datei löschen?', // not worded in the spec
    deleteText: 'Die Datei wird gelöscht und ist unter ihrer Adresse nicht mehr erreichbar.', // not worded in the spec
    deleted: 'Die Datei wurde gelöscht.', // not worded in the spec
    columns: { file: 'Datei', type: 'Art', preview: 'Vorschau' }, // not worded in the spec
    fileName: (id: number, extension: string) => `Datei ${id}.${extension}`, // not worded in the spec
    previewAlt: (id: number) => `Vorschau der Datei ${id}`, // not worded in the spec
    open: 'Öffnen', // not worded in the spec
  },
  templates: {
    title: 'Bildvorlagen', // not worded in the spec
    intro: 'Vorlagen für Bilder in sozialen Medien und auf Bildschirmen: Größe, Hintergrund, Text- und Bildebenen.', // not worded in the spec
    loadFailed: e.backOfficeFailed({ resource: 'imageTemplates', action: 'load' }), // spec §8
    oneLoadFailed: e.backOfficeFailed({ resource: 'imageTemplates', action: 'load' }), // spec §8
    createFailed: e.backOfficeFailed({ resource: 'imageTemplates', action: 'create' }), // spec §8
    updateFailed: e.backOfficeFailed({ resource: 'imageTemplates', action: 'update' }), // spec §8
    deleteFailed: e.backOfficeFailed({ resource: 'imageTemplates', action: 'delete' }), // spec §8
    newTemplate: 'Neue Bildvorlage', // not worded in the spec
    columns: { name: 'Name', identifier: 'Kennung', size: 'Größe' }, // not worded in the spec
    deleteQuestion: (name: string) => `Bildvorlage „${name}“ löschen?`, // not worded in the spec
    deleteTemplate: 'Bildvorlage löschen', // not worded in the spec
    sections: { template: 'Vorlage', layers: 'Ebenen', preview: 'Vorschau' }, // not worded in the spec
    noImages: 'Noch keine Bilder in der Medienbibliothek.', // not worded in the spec
    editTemplate: (name: string) => `Bildvorlage „${name}“`, // not worded in the spec
    backToList: 'Zurück zu den Bildvorlagen', // not worded in the spec
    empty: 'Noch keine Bildvorlagen.', // not worded in the spec
    fields: {
      name: 'Name', // not worded in the spec
      identifier: 'Kennung', // not worded in the spec
      width: 'Breite (px)', // not worded in the spec
      height: 'Höhe (px)', // not worded in the spec
      background: 'Hintergrundfarbe', // not worded in the spec
    },
    layers: 'Ebenen', // not worded in the spec
    addText: 'Textebene hinzufügen', // not worded in the spec
    addImage: 'Bildebene hinzufügen', // not worded in the spec
    removeLayer: 'Ebene entfernen', // not worded in the spec
    textLayer: (n: number) => `Textebene ${n}`, // not worded in the spec
    imageLayer: (n: number) => `Bildebene ${n}`, // not worded in the spec
    layer: {
      text: 'Text', // not worded in the spec
      fontFamily: 'Schriftart', // not worded in the spec
      defaultFont: 'Standardschrift', // not worded in the spec
      fontWeight: 'Schriftstärke', // not worded in the spec
      italic: 'Kursiv', // not worded in the spec
      upright: 'Normal', // not worded in the spec
      fontStyle: 'Schriftstil', // not worded in the spec
      fontSize: 'Schriftgröße (px)', // not worded in the spec
      color: 'Farbe', // not worded in the spec
      x: 'Abstand links (px)', // not worded in the spec
      y: 'Abstand oben (px)', // not worded in the spec
      width: 'Breite (px)', // not worded in the spec
      height: 'Höhe (px)', // not worded in the spec
      align: 'Ausrichtung', // not worded in the spec
      aligns: { left: 'Links', center: 'Zentriert', right: 'Rechts' }, // not worded in the spec
      image: 'Bild', // not worded in the spec
      chooseImage: 'Bild wählen', // not worded in the spec
      fit: 'Einpassen', // not worded in the spec
      fits: { cover: 'Füllen (zuschneiden)', contain: 'Ganz zeigen', fill: 'Strecken' }, // not worded in the spec
    },
    preview: 'Vorschau', // not worded in the spec
    previewAlt: (name: string) => `Vorschau der Bildvorlage „${name}“`, // not worded in the spec
    previewFailed: 'Die Vorschau konnte nicht erstellt werden.', // not worded in the spec
    render: {
      tooManyLayers: (limit: number) => `Eine Bildvorlage hat höchstens ${limit} Ebenen.`, // not worded in the spec
      tooManyPixels: 'Die Bildebenen sind zusammen zu groß. Bitte verkleinern Sie Bilder oder entfernen Sie Ebenen.', // not worded in the spec
      textTooLarge:
        'Diese Textebene ist zu groß zum Zeichnen. Bitte verkleinern Sie die Schrift, kürzen Sie den Text oder geben Sie eine Breite an.', // not worded in the spec
      layerUnrenderable: 'Diese Ebene kann nicht gezeichnet werden.', // not worded in the spec
      busy: 'Gerade werden andere Bildvorlagen gezeichnet. Bitte versuchen Sie es gleich noch einmal.', // not worded in the spec
      tooManyRequests: 'Zu viele Vorschauen in kurzer Zeit. Bitte warten Sie einen Moment und versuchen Sie es erneut.', // not worded in the spec
      timedOut:
        'Die Bildvorlage konnte nicht rechtzeitig gezeichnet werden. Bitte vereinfachen Sie sie (weniger oder kleinere Ebenen).', // not worded in the spec
    },
    saveAsImage: 'Als Bild speichern', // not worded in the spec
    savedAsImage: 'Die Bildvorlage wurde als Bild in der Medienbibliothek gespeichert.', // not worded in the spec
  },
  fonts: {
    title: 'Schriftarten', // not worded in the spec
    loadFailed: e.thingFailed({ thing: 'Schriftarten', action: 'load' }), // spec §8
    createFailed: e.thingFailed({ thing: 'Schriftarten', action: 'create' }), // spec §8
    deleteFailed: e.thingFailed({ thing: 'Schriftarten', action: 'delete' }), // spec §8
    upload: 'Schriftart hochladen', // not worded in the spec
    dropHere: 'WOFF2-Datei hierher ziehen oder', // not worded in the spec
    help: 'Nur WOFF2-Dateien. Familie, Stärke und Stil werden aus der Datei gelesen. Die Schrift wird von diesem Server ausgeliefert, nie von einem Schriftanbieter.', // not worded in the spec
    uploaded: 'Die Schriftart wurde hochgeladen.', // not worded in the spec
    deleted: 'Die Schriftart wurde gelöscht.', // not worded in the spec
    empty: 'Noch keine Schriftarten.', // not worded in the spec
    deleteTitle: 'Schriftart löschen?', // not worded in the spec
    deleteText: 'Seiten und Bildvorlagen, die sie verwenden, zeigen dann die Standardschrift.', // not worded in the spec
    columns: { family: 'Familie', variant: 'Variante', sample: 'Muster' }, // not worded in the spec
    sample: 'Frische Semmeln, Kipferl und Brote – täglich ab 6 Uhr.', // not worded in the spec
    /** DELETE of the last variant of the family the shop uses as its theme font. */
    inUseAsThemeFont: (family: string) =>
      `Diese Schriftart wird als Schrift des Shops verwendet („${family}“). Bitte wählen Sie unter Einstellungen zuerst eine andere Schrift.`, // not worded in the spec
    /** POST /api/config with a theme font that is neither uploaded nor a system family. */
    unknownThemeFont: (family: string) =>
      `Die Schriftart „${family}“ gibt es nicht. Bitte laden Sie sie unter Medien → Schriftarten hoch oder wählen Sie eine Systemschrift.`, // not worded in the spec
    /** An upload that is no WOFF2 font (by its content). */
    notWoff2: (fileName: string) =>
      `Die Datei "${fileName}" ist keine gültige Schriftdatei. Bitte laden Sie eine Schrift im Format WOFF2 hoch.`, // not worded in the spec
  },
  delete: 'Löschen', // not worded in the spec
  cancel: 'Abbrechen', // not worded in the spec
  save: 'Speichern', // not worded in the spec
} as const;
