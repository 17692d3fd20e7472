import type { SignageCommand } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { shouldCarryOut } from './command-rules';

const now = new Date('2026-03-29T08:00:00Z');
const command = (state: SignageCommand['state'], expiresAt = '2026-03-29T08:05:00Z'): SignageCommand => ({
  id: 7,
  type: 'reload',
  state,
  createdAt: '2026-03-29T07:55:00Z',
  expiresAt,
  deliveredAt: null,
  finishedAt: null,
});

describe('shouldCarryOut (issue 29.4: commands on the screen)', () => {
  it('carries out a pending or delivered command once', () => {
    expect(shouldCarryOut(command('pending'), 0, now)).toBe(true);
    expect(shouldCarryOut(command('delivered'), 0, now)).toBe(true);
    expect(shouldCarryOut(command('delivered'), 7, now)).toBe(false);
  });

  it('ignores an expired pending command and finished ones', () => {
    expect(shouldCarryOut(command('pending', '2026-03-29T07:59:59Z'), 0, now)).toBe(false);
    expect(shouldCarryOut(command('done'), 0, now)).toBe(false);
    expect(shouldCarryOut(command('aborted'), 0, now)).toBe(false);
  });
});
