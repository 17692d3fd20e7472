/**
 * The digital signage player (issue 29 point 4): pairing, the offline mark, the staff overlays. None of these texts is
 * worded in the spec.
 */
export const signagePlayerMessages = {
  pairingTitle: 'Bildschirm koppeln', // not worded in the spec
  pairingIntro: 'Geben Sie den Kopplungscode ein, den das Backoffice unter Digital Signage → Geräte anzeigt.', // not worded in the spec
  identifier: 'Gerätekennung', // not worded in the spec
  code: 'Kopplungscode', // not worded in the spec
  pair: 'Koppeln', // not worded in the spec
  pairing: 'Wird gekoppelt …', // not worded in the spec
  pairingFailed: 'Die Kopplung ist fehlgeschlagen. Bitte prüfen Sie die Verbindung und versuchen Sie es erneut.', // not worded in the spec
  wrongDevice: ({ identifier }: { identifier: string }) =>
    `Dieser Kopplungscode gehört zum Bildschirm „${identifier}“. Bitte öffnen Sie dessen Adresse oder erzeugen Sie einen neuen Code.`, // not worded in the spec
  noIdentifier: 'Die Adresse nennt keinen Bildschirm. Bitte öffnen Sie /signage/ und die Gerätekennung.', // not worded in the spec
  unpaired: 'Dieser Bildschirm ist nicht (mehr) gekoppelt.', // not worded in the spec
  loading: 'Das Programm wird geladen …', // not worded in the spec
  noContent: 'Für diesen Bildschirm ist gerade nichts geplant.', // not worded in the spec
  offline: 'Offline', // not worded in the spec
  offlineSince: ({ time }: { time: string }) => `Offline seit ${time}`, // not worded in the spec
  allergens: 'Allergene', // not worded in the spec
} as const;
