import { describe, expect, it } from 'vitest';
import { backofficeWidgetsMessages as w } from '../messages/backoffice-widgets.js';
import { embedOriginInputSchema, normaliseOrigin } from './embed-origin.js';

describe('normaliseOrigin', () => {
  it('gives scheme://host[:port] as browsers send it', () => {
    expect(normaliseOrigin(' HTTPS://WWW.Baeckerei.AT/ ')).toEqual({ ok: true, origin: 'https://www.baeckerei.at' });
    expect(normaliseOrigin('https://baeckerei.at:443')).toEqual({ ok: true, origin: 'https://baeckerei.at' });
    expect(normaliseOrigin('http://127.0.0.1:8080')).toEqual({ ok: true, origin: 'http://127.0.0.1:8080' });
    expect(normaliseOrigin('https://bäckerei.at')).toEqual({ ok: true, origin: 'https://xn--bckerei-5wa.at' });
  });

  it('refuses other schemes, missing schemes, user info, paths, queries and fragments', () => {
    for (const bad of ['baeckerei.at', 'ftp://baeckerei.at', 'javascript:alert(1)', 'https://', 'https://u:p@x.at']) {
      expect(normaliseOrigin(bad), bad).toEqual({ ok: false, reason: 'invalid' });
    }
    for (const bad of ['https://x.at/shop', 'https://x.at/?a=1', 'https://x.at#top', 'https://x.at?']) {
      expect(normaliseOrigin(bad), bad).toEqual({ ok: false, reason: 'path' });
    }
  });
});

describe('embedOriginInputSchema', () => {
  it('normalises the origin and gives German field errors', () => {
    expect(embedOriginInputSchema.parse({ origin: 'https://X.at/' })).toEqual({ origin: 'https://x.at', label: null });
    const result = embedOriginInputSchema.safeParse({ origin: 'https://x.at/shop' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: ['origin'], message: w.validation.originWithPath });
    const blank = embedOriginInputSchema.safeParse({ origin: '' });
    expect(blank.error?.issues[0]?.path).toEqual(['origin']);
  });
});
