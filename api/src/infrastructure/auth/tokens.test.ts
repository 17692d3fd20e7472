import { describe, expect, it } from 'vitest';
import { formatBranchKey, parseBranchKey } from './branch-keys.js';
import { constantTimeEqual, randomSecret, sha256Hex } from './tokens.js';

describe('tokens', () => {
  it('random secrets are 256 bits in base64url and differ', () => {
    const a = randomSecret();
    expect(a).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(a, 'base64url')).toHaveLength(32);
    expect(randomSecret()).not.toBe(a);
  });

  it('sha256Hex is the hex digest', () => {
    expect(sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('constantTimeEqual compares exactly, also across lengths', () => {
    expect(constantTimeEqual('abc', 'abc')).toBe(true);
    expect(constantTimeEqual('abc', 'abd')).toBe(false);
    expect(constantTimeEqual('abc', 'abcd')).toBe(false);
    expect(constantTimeEqual('', '')).toBe(true);
  });
});

describe('branch key format', () => {
  it('round-trips id and secret (the secret may contain underscores)', () => {
    const secret = `_${'a'.repeat(41)}_`;
    expect(parseBranchKey(formatBranchKey(12, secret))).toEqual({ id: 12, secret });
  });

  it('rejects other shapes and ids beyond int4', () => {
    for (const raw of [
      '',
      'bk_1_short',
      `bk_0_${'a'.repeat(43)}`,
      `bk_x_${'a'.repeat(43)}`,
      `bk_3000000000_${'a'.repeat(43)}`,
    ]) {
      expect(parseBranchKey(raw)).toBeNull();
    }
  });
});
