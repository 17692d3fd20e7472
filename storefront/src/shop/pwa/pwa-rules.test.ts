import { describe, expect, it } from 'vitest';
import { isPromptDismissed, pwaDismissCookie } from './pwa-dismiss';
import { type InstallConditions, installLinkVisible, installPromptAllowed, installPromptDelay } from './pwa-rules';

const offerable: InstallConditions = {
  pluginOn: true,
  standalone: false,
  supported: true,
  registered: false,
  selfService: false,
};

describe("'App installieren' (spec §2 Layout)", () => {
  it('shows with the PWA plugin on, not standalone, PWA supported, no registration, not self-service', () => {
    expect(installLinkVisible(offerable)).toBe(true);
  });

  it.each([
    ['the PWA plugin is off', { pluginOn: false }],
    ['the app runs standalone', { standalone: true }],
    ['the browser has no PWA support', { supported: false }],
    ['a service worker is registered', { registered: true }],
    ['the context is self-service', { selfService: true }],
  ])('hides when %s', (_, change) => {
    expect(installLinkVisible({ ...offerable, ...change })).toBe(false);
  });
});

describe('install prompt (spec §4 Cookie consent, §9)', () => {
  it('needs cookie consent and no pwa-dismiss cookie', () => {
    expect(installPromptAllowed({ ...offerable, consent: true, dismissed: false })).toBe(true);
    expect(installPromptAllowed({ ...offerable, consent: false, dismissed: false })).toBe(false);
    expect(installPromptAllowed({ ...offerable, consent: true, dismissed: true })).toBe(false);
    expect(installPromptAllowed({ ...offerable, selfService: true, consent: true, dismissed: false })).toBe(false);
  });

  it('waits 5000 ms when consent existed at start and 250 ms after accepting', () => {
    expect(installPromptDelay(true)).toBe(5000);
    expect(installPromptDelay(false)).toBe(250);
  });
});

describe("cookie 'pwa-dismiss' (spec §4, §9: one month)", () => {
  it("reads only the value 'true'", () => {
    expect(isPromptDismissed('a=1; pwa-dismiss=true; b=2')).toBe(true);
    expect(isPromptDismissed('pwa-dismiss=true')).toBe(true);
    expect(isPromptDismissed('pwa-dismiss=false')).toBe(false);
    expect(isPromptDismissed('xpwa-dismiss=true')).toBe(false);
    expect(isPromptDismissed('')).toBe(false);
  });

  it('expires one calendar month later, on the whole site', () => {
    expect(pwaDismissCookie(new Date('2026-11-23T13:00:00Z'))).toBe(
      'pwa-dismiss=true; expires=Wed, 23 Dec 2026 13:00:00 GMT; path=/; SameSite=Lax',
    );
    // 31 January: the end of February, not 3 March
    expect(pwaDismissCookie(new Date('2027-01-31T08:00:00Z'))).toContain('expires=Sun, 28 Feb 2027 08:00:00 GMT');
    expect(pwaDismissCookie(new Date('2028-01-31T08:00:00Z'))).toContain('expires=Tue, 29 Feb 2028 08:00:00 GMT');
  });
});
