import { describe, expect, it } from 'vitest';
import { clockFromEnv } from './test-clock.js';

describe('clockFromEnv', () => {
  it('uses the system clock without TEST_NOW', () => {
    let system = 1_000;
    const now = clockFromEnv({}, () => system);
    system = 5_000;
    expect(now().getTime()).toBe(5_000);
  });

  it('starts at TEST_NOW and runs on at real speed', () => {
    let system = 1_000_000;
    const now = clockFromEnv({ TEST_NOW: '2026-08-11T10:00:00+02:00' }, () => system);
    expect(now().toISOString()).toBe('2026-08-11T08:00:00.000Z');
    system += 90_000;
    expect(now().toISOString()).toBe('2026-08-11T08:01:30.000Z');
  });

  it('refuses an unreadable TEST_NOW', () => {
    expect(() => clockFromEnv({ TEST_NOW: 'morgen' })).toThrow('TEST_NOW must be an ISO date-time, got "morgen"');
  });
});
