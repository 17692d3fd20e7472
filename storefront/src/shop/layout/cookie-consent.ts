/** Spec §4 Cookie consent: given once, kept in a cookie for 365 days (§9). */
export const COOKIE_CONSENT_NAME = 'cookie-consent';
export const COOKIE_CONSENT_DAYS = 365;

export function hasCookieConsent(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim() === `${COOKIE_CONSENT_NAME}=true`);
}

export function consentCookie(now: number): string {
  const expires = new Date(now + COOKIE_CONSENT_DAYS * 24 * 60 * 60_000).toUTCString();
  return `${COOKIE_CONSENT_NAME}=true; expires=${expires}; path=/; SameSite=Lax`;
}
