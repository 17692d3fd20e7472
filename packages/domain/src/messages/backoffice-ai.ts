/**
 * Texts of the AI content generation (issue 30; spec §1 'AI content generation', §7 /content-ai/generate/…). The spec
 * words none of them; they follow the §8 style ('… konnte nicht … werden.').
 */
export const backofficeAiMessages = {
  // API answers
  notConfigured: 'Die KI-Textgenerierung ist nicht eingerichtet.', // not worded in the spec
  imageNotConfigured: 'Die KI-Bildgenerierung ist nicht eingerichtet.', // not worded in the spec
  invalidAnswer:
    'Die KI hat keinen brauchbaren Entwurf geliefert. Bitte versuchen Sie es mit einer anderen Beschreibung erneut.', // not worded in the spec
  providerFailed: 'Der KI-Dienst hat einen Fehler gemeldet. Bitte versuchen Sie es später erneut.', // not worded in the spec
  timedOut: 'Der KI-Dienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es später erneut.', // not worded in the spec
  cancelled: 'Die Anfrage an die KI wurde abgebrochen.', // not worded in the spec
  userLimit:
    'Sie haben heute schon so viele KI-Entwürfe erzeugt, wie erlaubt sind. Bitte versuchen Sie es morgen wieder.', // not worded in the spec
  shopLimit:
    'Der Shop hat heute schon so viele KI-Entwürfe erzeugt, wie erlaubt sind. Bitte versuchen Sie es morgen wieder.', // not worded in the spec
  unknownSiteType: 'Für diese Seitenart kann die KI keinen Entwurf erzeugen.', // not worded in the spec
  badImage: 'Der KI-Dienst hat kein brauchbares Bild geliefert.', // not worded in the spec
  // back-office
  generate: 'Vorschlag erzeugen', // issue 30 point 3
  generating: 'KI arbeitet …', // not worded in the spec
  cancel: 'Abbrechen', // not worded in the spec
  failed: 'KI-Vorschlag konnte nicht erzeugt werden.', // §8 style
  site: {
    heading: 'KI-Entwurf', // not worded in the spec
    intro:
      'Beschreiben Sie kurz, was auf der Seite stehen soll. Der Entwurf wird neben der aktuellen Fassung gezeigt; veröffentlicht wird nur, was Sie übernehmen und speichern.', // not worded in the spec
    brief: 'Kurzbeschreibung', // not worded in the spec
    tone: 'Ton', // not worded in the spec
    tones: { sachlich: 'sachlich', herzlich: 'herzlich', kurz: 'kurz' }, // issue 30 point 2
    create: 'Entwurf erzeugen', // not worded in the spec
    current: 'Aktuelle Fassung', // not worded in the spec
    draft: 'Entwurf der KI', // not worded in the spec
    empty: '(leer)', // not worded in the spec
    accept: 'Abschnitt übernehmen', // not worded in the spec
    accepted: 'Übernommen – bitte speichern, um ihn zu veröffentlichen.', // not worded in the spec
    discard: 'Entwurf verwerfen', // not worded in the spec
    created: (p: { date: string; model: string }) => `Entwurf vom ${p.date} (${p.model})`, // not worded in the spec
    sectionLabel: (p: { index: number; type: string }) => `Abschnitt ${p.index}: ${p.type}`, // not worded in the spec
  },
  product: {
    description: 'Beschreibung', // not worded in the spec
    allergens: 'Allergene', // not worded in the spec
    suggestion: 'Vorschlag der KI', // not worded in the spec
    take: 'Übernehmen', // not worded in the spec
    dismiss: 'Verwerfen', // not worded in the spec
    nameFirst: 'Bitte zuerst einen Namen eingeben.', // not worded in the spec
  },
  image: {
    heading: 'Bild mit KI erzeugen', // not worded in the spec
    prompt: 'Bildbeschreibung', // not worded in the spec
    size: 'Größe', // not worded in the spec
    sizes: { tiny: 'Klein (256 px)', small: 'Mittel (512 px)', medium: 'Groß (1024 px)', large: 'Breit (1792 px)' }, // not worded in the spec
    create: 'Bild erzeugen', // not worded in the spec
    created: 'Das Bild ist in der Bibliothek. Bitte prüfen Sie den vorgeschlagenen Alternativtext.', // not worded in the spec
  },
  usage: {
    title: 'KI-Nutzung', // not worded in the spec
    month: 'Monat', // not worded in the spec
    loadFailed: 'KI-Nutzung konnte nicht geladen werden.', // §8 style
    empty: 'In diesem Monat wurde die KI nicht genutzt.', // not worded in the spec
    columns: {
      user: 'Benutzer', // not worded in the spec
      kind: 'Art', // not worded in the spec
      model: 'Modell', // not worded in the spec
      calls: 'Aufrufe', // not worded in the spec
      failures: 'Fehlgeschlagen', // not worded in the spec
      tokens: 'Tokens', // not worded in the spec
      seconds: 'Dauer (s)', // not worded in the spec
    },
    kinds: { site: 'Seitenentwurf', product: 'Produkttext', image: 'Bild' }, // not worded in the spec
    unknownUser: 'Gelöschter Benutzer', // not worded in the spec
  },
} as const;
