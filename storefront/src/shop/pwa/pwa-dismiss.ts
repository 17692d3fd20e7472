/** Spec §4/§9: the cookie 'pwa-dismiss' equal to 'true' suppresses the install prompt for one month. */
export const PWA_DISMISS_COOKIE = 'pwa-dismiss';

export function isPromptDismissed(cookies: string): boolean {
  return cookies.split(';').some((part) => part.trim() === `${PWA_DISMISS_COOKIE}=true`);
}

/** The cookie set by 'Jetzt nicht': expires one calendar month after `now` (the same day next month, UTC). */
export function pwaDismissCookie(now: Date): string {
  const expires = new Date(now.getTime());
  const day = expires.getUTCDate();
  expires.setUTCMonth(expires.getUTCMonth() + 1);
  // 31 January + 1 month rolls into March: stop at the last day of February instead.
  if (expires.getUTCDate() !== day) expires.setUTCDate(0);
  return `${PWA_DISMISS_COOKIE}=true; expires=${expires.toUTCString()}; path=/; SameSite=Lax`;
}
