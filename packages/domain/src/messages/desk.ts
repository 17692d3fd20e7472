/** Desk app and device pairing (issue 13). The spec words only the two §8 test messages (errors.ts). */
export const deskMessages = {
  invalidPairingCode: 'Der Kopplungscode ist ungültig oder abgelaufen.', // not worded in the spec
  invalidDeviceCredential: 'Dieses Gerät ist nicht (mehr) gekoppelt.', // not worded in the spec
  deviceDisabled: 'Dieses Gerät ist deaktiviert.', // not worded in the spec
  copy: 'KOPIE', // not worded in the spec
  testPageTitle: 'Testdruck', // not worded in the spec
  testPageBody: 'Der Drucker ist bereit. Umlaute: ä ö ü Ä Ö Ü ß, Euro: €', // not worded in the spec
} as const;
