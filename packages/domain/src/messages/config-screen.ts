/**
 * Texts of the back-office config screen (Einstellungen, issue 24 point 5): its tabs, sections, plugin switches,
 * the write-only secrets and the allowed widget origins. The field names follow spec §3 Config; none of these labels
 * is worded in the spec.
 */
export const configScreenMessages = {
  tabsLabel: 'Bereiche der Einstellungen', // not worded in the spec
  tabs: {
    general: 'Allgemein', // not worded in the spec
    business: 'Unternehmen', // not worded in the spec
  },
} as const;
