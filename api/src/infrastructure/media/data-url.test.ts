import { describe, expect, it } from 'vitest';
import { parseDataUrl } from './data-url.js';

describe('parseDataUrl', () => {
  it('decodes a base64 data URL with its MIME type', () => {
    const result = parseDataUrl('data:image/png;base64,AAEC/w==', 100);
    expect(result).toEqual({ ok: true, value: { mimeType: 'image/png', bytes: Buffer.from([0, 1, 2, 255]) } });
  });

  it('accepts parameters and a missing MIME type', () => {
    const result = parseDataUrl('data:;name=x.txt;base64,aGk=', 100);
    expect(result.ok && result.value.bytes.toString()).toBe('hi');
    expect(result.ok && result.value.mimeType).toBe('');
    expect(parseDataUrl('data:text/plain;charset=utf-8;base64,aGk=', 100).ok).toBe(true);
  });

  it('refuses what is not a strict base64 data URL', () => {
    for (const value of [
      'hello',
      'data:image/png,rawtext',
      'data:image/png;base64,',
      'data:image/png;base64,AAE',
      'data:image/png;base64,AA$=',
      'data:image/png;base64,A===',
      'https://example.com/x.png',
    ]) {
      expect(parseDataUrl(value, 100), value).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('refuses a payload above the limit before decoding it', () => {
    expect(parseDataUrl(`data:text/plain;base64,${Buffer.alloc(9).toString('base64')}`, 8)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    expect(parseDataUrl(`data:text/plain;base64,${Buffer.alloc(8).toString('base64')}`, 8).ok).toBe(true);
  });
});

describe('large and hostile data URLs', () => {
  it('refuses a header that never ends (no comma in megabytes) as malformed, without a regular expression running over it', () => {
    expect(parseDataUrl(`data:image/png;x=${'a'.repeat(20 * 1024 * 1024)}`, 15 * 1024 * 1024)).toEqual({
      ok: false,
      reason: 'malformed',
    });
  });

  it('takes 15 MB and says too_large for one byte more, checking the whole payload', () => {
    const max = 15 * 1024 * 1024;
    const exact = parseDataUrl(`data:image/png;base64,${Buffer.alloc(max, 7).toString('base64')}`, max);
    expect(exact.ok && exact.value.bytes.length).toBe(max);
    expect(parseDataUrl(`data:image/png;base64,${Buffer.alloc(max + 1, 7).toString('base64')}`, max)).toEqual({
      ok: false,
      reason: 'too_large',
    });
    const broken = `data:image/png;base64,${Buffer.alloc(max, 7).toString('base64').slice(0, -8)}!AAAAAAA`;
    expect(parseDataUrl(broken, max)).toEqual({ ok: false, reason: 'malformed' });
  });
});
