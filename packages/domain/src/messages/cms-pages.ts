/**
 * CMS pages of the storefront (spec §2 CMS page types, legal pages). The defaults the spec words ('Mehr erfahren',
 * 'zur Bewerbung', 'Zum Shop', 'Entwurf', 404 and 500) live in layout.ts; these are the rest.
 */
export const cmsPagesMessages = {
  scrollDown: 'Nach unten scrollen', // not worded in the spec
  sliderPrevious: 'Zurück', // not worded in the spec
  sliderNext: 'Weiter', // not worded in the spec
  slider: 'Bilderleiste', // not worded in the spec
  openImage: (p: { name: string }) => `Bild „${p.name}“ vergrößern`, // not worded in the spec
  openFile: (p: { name: string }) => `${p.name} öffnen`, // not worded in the spec
  filePreview: (p: { name: string }) => `Vorschau: ${p.name}`, // not worded in the spec
  tourTitle: '3D-Rundgang', // not worded in the spec
  tourNeedsConsent: 'Der 3D-Rundgang wird angezeigt, sobald Sie Cookies akzeptiert haben.', // not worded in the spec
  draftNotice: 'Diese Seite ist ein Entwurf und für Besucher nicht sichtbar.', // not worded in the spec
  products: 'Produkte', // not worded in the spec
  partners: 'Partner', // not worded in the spec
  vacancies: 'Offene Stellen', // not worded in the spec
} as const;
