/** The cookie banner announces the visitor's consent; the install prompt listens (spec §4 Cookie consent). */
const CONSENT_EVENT = 'bestell:cookie-consent';
let announced = false;

export function announceConsent(): void {
  announced = true;
  window.dispatchEvent(new Event(CONSENT_EVENT));
}

/**
 * Calls `listener` when the visitor accepts cookies, or at once if that happened on this page before the listener
 * came (the PWA chunk may still be loading when the banner is clicked).
 */
export function onConsent(listener: () => void): () => void {
  let active = true;
  if (announced) queueMicrotask(() => active && listener());
  const handler = () => listener();
  window.addEventListener(CONSENT_EVENT, handler);
  return () => {
    active = false;
    window.removeEventListener(CONSENT_EVENT, handler);
  };
}
