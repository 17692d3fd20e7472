import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InstallConditions } from './pwa-rules';
import { scheduleInstallPrompt } from './schedule-prompt';

const offerable: InstallConditions = {
  pluginOn: true,
  standalone: false,
  supported: true,
  registered: false,
  selfService: false,
};

function setup(startCookies: string) {
  let cookies = startCookies;
  let conditions = offerable;
  let consentListener: (() => void) | undefined;
  const open = vi.fn();
  const stop = scheduleInstallPrompt({
    cookies: () => cookies,
    conditions: () => conditions,
    onConsent: (listener) => {
      consentListener = listener;
      return () => {
        consentListener = undefined;
      };
    },
    open,
  });
  return {
    open,
    stop,
    setCookies: (next: string) => {
      cookies = next;
    },
    setConditions: (next: Partial<InstallConditions>) => {
      conditions = { ...conditions, ...next };
    },
    accept: () => {
      cookies = `${cookies}; cookie-consent=true`;
      consentListener?.();
    },
    listening: () => consentListener !== undefined,
  };
}

describe('timing of the install prompt (spec §4 Cookie consent, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('opens 5000 ms after start when consent already exists', () => {
    const s = setup('cookie-consent=true');
    vi.advanceTimersByTime(4999);
    expect(s.open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(s.open).toHaveBeenCalledTimes(1);
  });

  it('waits for consent, then opens 250 ms after accepting', () => {
    const s = setup('');
    vi.advanceTimersByTime(60_000);
    expect(s.open).not.toHaveBeenCalled();
    s.accept();
    vi.advanceTimersByTime(249);
    expect(s.open).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(s.open).toHaveBeenCalledTimes(1);
  });

  it("never opens while 'pwa-dismiss' is 'true'", () => {
    const s = setup('cookie-consent=true; pwa-dismiss=true');
    vi.advanceTimersByTime(10_000);
    expect(s.open).not.toHaveBeenCalled();
  });

  it('checks the conditions when the delay is over: a registration made meanwhile suppresses it', () => {
    const s = setup('cookie-consent=true');
    vi.advanceTimersByTime(3000);
    s.setConditions({ registered: true });
    vi.advanceTimersByTime(2000);
    expect(s.open).not.toHaveBeenCalled();
  });

  it('cancels the timer and stops listening on cleanup', () => {
    const s = setup('cookie-consent=true');
    s.stop();
    vi.advanceTimersByTime(10_000);
    expect(s.open).not.toHaveBeenCalled();
    expect(s.listening()).toBe(false);
  });
});

describe('consent signal', () => {
  it('reaches a listener that subscribes after the visitor accepted on this page', async () => {
    const { announceConsent, onConsent } = await import('./consent-signal');
    const early = vi.fn();
    const stopEarly = onConsent(early);
    announceConsent();
    expect(early).toHaveBeenCalledTimes(1);
    const late = vi.fn();
    const stopLate = onConsent(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledTimes(1);
    stopEarly();
    stopLate();
  });
});
