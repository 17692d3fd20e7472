/**
 * Digital signage content (issue 29 points 2 and 3): streams, segments, scenes and the program a screen plays.
 * None of these texts is worded in the spec.
 */
export const signageContentMessages = {
  slidesTooMany: ({ limit }: { limit: number }) => `Ein Stream kann höchstens ${limit} Folien enthalten.`, // not worded in the spec
  weekdaysRequired: 'Bitte wählen Sie mindestens einen Wochentag aus.', // not worded in the spec
  dateRangeReversed: 'Das Enddatum darf nicht vor dem Startdatum liegen.', // not worded in the spec
  timeRangeEmpty: 'Die Endzeit darf nicht der Startzeit entsprechen.', // not worded in the spec
  regionUnknown: ({ layout }: { layout: string }) => `Diese Region gibt es im Layout „${layout}“ nicht.`, // not worded in the spec
  regionTwice: 'Diese Region ist bereits belegt.', // not worded in the spec
  regionMissing: ({ name }: { name: string }) => `Bitte wählen Sie einen Stream für die Region „${name}“.`, // not worded in the spec
  streamUnknown: 'Dieser Stream existiert nicht.', // not worded in the spec
  deviceUnknown: 'Dieses Gerät existiert nicht.', // not worded in the spec
  referenceUnknown: 'Der gewählte Eintrag existiert nicht.', // not worded in the spec
  streamInUse: 'Dieser Stream wird noch von einem Segment oder einer Szene verwendet.', // not worded in the spec
  sceneInUse: 'Diese Szene wird noch von einem Gerät verwendet.', // not worded in the spec
  layoutFull: 'Vollbild', // not worded in the spec
  layoutSplit: 'Geteilt', // not worded in the spec
  layoutTicker: 'Mit Preisband', // not worded in the spec
  regionMain: 'Hauptbereich', // not worded in the spec
  regionSide: 'Seitenbereich', // not worded in the spec
  regionTicker: 'Preisband', // not worded in the spec
} as const;
