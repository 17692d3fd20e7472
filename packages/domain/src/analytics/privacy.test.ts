import { describe, expect, it } from 'vitest';
import { analyticsPagePath, analyticsReferrerHost } from './privacy.js';

describe('what analytics keeps of a request', () => {
  it('a path without query string, fragment, trailing slash or a status page secret', () => {
    expect(analyticsPagePath('/store/graz?email=anna@example.at#oben')).toBe('/store/graz');
    expect(analyticsPagePath('/shop/')).toBe('/shop');
    expect(analyticsPagePath('/')).toBe('/');
    expect(analyticsPagePath('/?q=1')).toBe('/');
    expect(analyticsPagePath('/status/abc123/9f8e7d')).toBe('/status');
    expect(analyticsPagePath('/statusseite')).toBe('/statusseite');
  });

  it('the referrer host only, lower case, without www, never the own shop or odd schemes', () => {
    expect(analyticsReferrerHost('https://www.Google.at/search?q=brot', 'shop.example.at')).toBe('google.at');
    expect(analyticsReferrerHost('https://shop.example.at/filialen', 'shop.example.at:443')).toBeNull();
    expect(analyticsReferrerHost('https://www.shop.example.at/', 'shop.example.at')).toBeNull();
    expect(analyticsReferrerHost('android-app://com.google.android.gm/', null)).toBeNull();
    expect(analyticsReferrerHost('kein url', null)).toBeNull();
    expect(analyticsReferrerHost(undefined, null)).toBeNull();
    expect(analyticsReferrerHost(`https://${'a'.repeat(260)}.at/`, null)).toBeNull();
  });
});
