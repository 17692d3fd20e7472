import { describe, expect, it } from 'vitest';
import { ifNoneMatchHits, pickEncoding, pickEncodingCached } from './negotiate.js';

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, else identity', () => {
    expect(pickEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pickEncoding('gzip, deflate')).toBe('gzip');
    expect(pickEncoding('deflate')).toBe('identity');
    expect(pickEncoding(undefined)).toBe('identity');
    expect(pickEncoding('')).toBe('identity');
  });

  it('honours q-values, refusals and the wildcard', () => {
    expect(pickEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pickEncoding('br;q=0, gzip;q=0')).toBe('identity');
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding('*;q=0.3, br;q=0')).toBe('gzip');
    expect(pickEncoding('x-gzip')).toBe('gzip');
    expect(pickEncoding('BR ; Q=1')).toBe('br');
    expect(pickEncoding('br;q=abc, gzip')).toBe('gzip');
  });
});

describe('pickEncodingCached', () => {
  it('answers like pickEncoding, also for more distinct headers than it remembers', () => {
    const headers = Array.from({ length: 100 }, (_, i) => (i % 2 === 0 ? `gzip;q=0.${i % 9}, br;q=0.5` : `x${i}`));
    for (const header of [...headers, ...headers, 'gzip, deflate, br', '', undefined]) {
      expect(pickEncodingCached(header)).toBe(pickEncoding(header));
    }
  });
});

describe('ifNoneMatchHits', () => {
  it('matches one tag of a list, weak or strong, and the star', () => {
    expect(ifNoneMatchHits('"a", "b-br"', '"b-br"')).toBe(true);
    expect(ifNoneMatchHits('W/"b-br"', '"b-br"')).toBe(true);
    expect(ifNoneMatchHits('*', '"x"')).toBe(true);
  });

  it('does not match another representation, a partial tag or no header', () => {
    expect(ifNoneMatchHits('"b"', '"b-br"')).toBe(false);
    expect(ifNoneMatchHits('"b-gz"', '"b-br"')).toBe(false);
    expect(ifNoneMatchHits('b-br', '"b-br"')).toBe(false);
    expect(ifNoneMatchHits(undefined, '"b-br"')).toBe(false);
  });
});
