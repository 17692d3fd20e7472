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
