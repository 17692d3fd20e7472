import { describe, expect, it } from 'vitest';
import { authMessages as a } from './auth.js';

describe('auth messages (§8 Authentication, wording ours)', () => {
  it.each([
    [1, 'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 1 Minute erneut.'],
    [2, 'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 2 Minuten erneut.'],
    [15, 'Zu viele fehlgeschlagene Anmeldeversuche, bitte versuchen Sie es in 15 Minuten erneut.'],
  ])('too many failed logins, %i minutes', (minutes, text) => {
    expect(a.tooManyLoginAttempts({ minutes })).toBe(text);
  });

  it('has one distinct text per case', () => {
    const texts = [
      a.invalidCredentials,
      a.accountExpired,
      a.accountDisabled,
      a.accountLocked,
      a.invalidLoginLink,
      a.invalidCsrfToken,
      a.noSession,
      a.accessDenied,
      a.loginRequired,
    ];
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).toMatch(/^[A-ZÄÖÜ].*\.$/);
  });
});
