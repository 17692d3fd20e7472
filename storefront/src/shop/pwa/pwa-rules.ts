/** Spec §9: the install prompt waits 5 s when consent already existed, 250 ms after the visitor accepts cookies. */
export const PROMPT_DELAY_MS = 5000;
export const PROMPT_DELAY_AFTER_CONSENT_MS = 250;
/** Spec §9: the service worker looks for an update 2.5 s after start, then every 30 minutes. */
export const UPDATE_CHECK_FIRST_MS = 2500;
export const UPDATE_CHECK_INTERVAL_MS = 30 * 60_000;

/** Spec §7: where the service worker lives and what it controls. */
export const SERVICE_WORKER_URL = '/build/service-worker.js';
export const SERVICE_WORKER_SCOPE = '/';

export interface InstallConditions {
  /** config.enablePluginPWA */
  pluginOn: boolean;
  /** the page runs as an installed app (display-mode standalone) */
  standalone: boolean;
  /** the browser has service workers in a secure context */
  supported: boolean;
  /** this site already has a service worker registration (the visitor installed the app) */
  registered: boolean;
  selfService: boolean;
}

/** Spec §2 Layout: when the footer shows 'App installieren'. */
export function installLinkVisible(c: InstallConditions): boolean {
  return c.pluginOn && !c.standalone && c.supported && !c.registered && !c.selfService;
}

/** Spec §4 Cookie consent: the prompt may show only after consent and never while 'pwa-dismiss' is set. */
export function installPromptAllowed(c: InstallConditions & { consent: boolean; dismissed: boolean }): boolean {
  return installLinkVisible(c) && c.consent && !c.dismissed;
}

/** Spec §4/§9: how long after start (consent given earlier) or after accepting cookies the prompt waits. */
export function installPromptDelay(consentAtStart: boolean): number {
  return consentAtStart ? PROMPT_DELAY_MS : PROMPT_DELAY_AFTER_CONSENT_MS;
}
