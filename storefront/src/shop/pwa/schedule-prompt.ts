import { hasCookieConsent } from '../layout/cookie-consent';
import { isPromptDismissed } from './pwa-dismiss';
import { type InstallConditions, installPromptAllowed, installPromptDelay } from './pwa-rules';

export interface PromptScheduleDeps {
  /** document.cookie, read when needed */
  cookies: () => string;
  /** the other conditions, read when the delay is over */
  conditions: () => InstallConditions;
  /** subscribes to the cookie banner's acceptance */
  onConsent: (listener: () => void) => () => void;
  open: () => void;
}

/**
 * Spec §4 Cookie consent and §9: with consent at start the install prompt shows after 5 s; otherwise 250 ms after
 * the visitor accepts cookies. When the delay is over it shows only if still allowed (no 'pwa-dismiss', no
 * registration, not standalone, not self-service). Returns the cleanup.
 */
export function scheduleInstallPrompt(deps: PromptScheduleDeps): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const showIfAllowed = () => {
    const cookies = deps.cookies();
    const allowed = installPromptAllowed({
      ...deps.conditions(),
      consent: hasCookieConsent(cookies),
      dismissed: isPromptDismissed(cookies),
    });
    if (allowed) deps.open();
  };
  const after = (delay: number) => {
    clearTimeout(timer);
    timer = setTimeout(showIfAllowed, delay);
  };
  if (hasCookieConsent(deps.cookies())) after(installPromptDelay(true));
  const unsubscribe = deps.onConsent(() => after(installPromptDelay(false)));
  return () => {
    clearTimeout(timer);
    unsubscribe();
  };
}
