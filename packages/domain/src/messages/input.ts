/** Refusals of input the API cannot store or walk safely (issue 16 point 1). Not worded in the spec. */
export const inputMessages = {
  invalidCharacters: 'Dieser Wert enthält ungültige Zeichen.',
  invalidRequestCharacters: 'Die Anfrage enthält ungültige Zeichen.',
  nestedTooDeep: 'Die Anfrage ist zu tief verschachtelt.',
  bodyTooLarge: 'Die Anfrage ist zu groß.',
  unreadableBody: 'Die Anfrage konnte nicht verarbeitet werden.',
} as const;
