/** The cookie banner announces the visitor's consent; the install prompt listens (spec §4 Cookie consent). */
const CONSENT_EVENT = 'bestell:cookie-consent';

export function announceConsent(): void {
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

export function onConsent(listener: () => void): () => void {
  window.addEventListener(CONSENT_EVENT, listener);
  return () => window.removeEventListener(CONSENT_EVENT, listener);
}
