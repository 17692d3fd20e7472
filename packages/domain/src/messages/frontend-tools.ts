/**
 * Labels of the ROLE_ADMIN front-end tools bar (spec §6: links to back-end sites, dashboard, navigations, switching
 * to the back-end, logout). The spec words none of them.
 */
export const frontendToolsMessages = {
  toolsBar: 'Administration', // not worded in the spec
  sites: 'Seiten', // not worded in the spec
  dashboard: 'Dashboard', // not worded in the spec
  navigations: 'Navigationen', // not worded in the spec
  toBackend: 'Zum Backend', // not worded in the spec
  logout: 'Abmelden', // not worded in the spec
  loggingOut: 'Abmelden...', // not worded in the spec
  logoutFailed: 'Abmelden fehlgeschlagen.', // not worded in the spec
  signedInAs: (p: { name: string }) => `Angemeldet als ${p.name}`, // not worded in the spec
} as const;
