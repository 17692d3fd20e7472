/**
 * Labels of the ROLE_ADMIN front-end tools bar (spec §6: links to back-end sites, dashboard, navigations, switching
 * to the back-end, logout) and of the home page map (spec §2 Home page, §7). The spec
 * words none of them.
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
  // §2 Home page: the optional map (no map service is reachable: address and links to an external maps site)
  map: 'Lageplan', // not worded in the spec
  planRoute: 'Route planen', // not worded in the spec
  openMap: 'Karte öffnen', // not worded in the spec
} as const;
