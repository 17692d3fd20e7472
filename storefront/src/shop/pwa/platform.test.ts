import { layoutMessages } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { installInstructions } from './install-instructions';
import { installPlatform } from './platform';

const iphone =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1';
const ipadOld = 'Mozilla/5.0 (iPad; CPU OS 15_0 like Mac OS X) AppleWebKit/605.1.15 Version/15.0 Mobile Safari/604.1';
const ipadDesktopMode =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 Version/18.0 Safari/605.1.15';
const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';
const desktopChrome = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36';
const firefox = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

describe('install instructions per platform (spec §2 Layout)', () => {
  it('tells iPhone and iPad apart (iPadOS presents itself as a Mac with a touch screen)', () => {
    expect(installPlatform({ userAgent: iphone, maxTouchPoints: 5, canPromptInstall: false })).toBe('ios-iphone');
    expect(installPlatform({ userAgent: ipadOld, maxTouchPoints: 5, canPromptInstall: false })).toBe('ios-ipad');
    expect(installPlatform({ userAgent: ipadDesktopMode, maxTouchPoints: 5, canPromptInstall: false })).toBe(
      'ios-ipad',
    );
  });

  it('uses the browser install on Android and desktop Chromium, and calls other browsers unsupported', () => {
    expect(installPlatform({ userAgent: android, maxTouchPoints: 5, canPromptInstall: true })).toBe('android');
    expect(installPlatform({ userAgent: desktopChrome, maxTouchPoints: 0, canPromptInstall: true })).toBe('desktop');
    expect(installPlatform({ userAgent: firefox, maxTouchPoints: 0, canPromptInstall: false })).toBe('unsupported');
    // a Mac without touch and without an install prompt (Safari on macOS before "Add to Dock"): unsupported
    expect(installPlatform({ userAgent: ipadDesktopMode, maxTouchPoints: 0, canPromptInstall: false })).toBe(
      'unsupported',
    );
  });

  it('has a German text for every platform', () => {
    expect(installInstructions('android')).toBe(layoutMessages.installAndroid);
    expect(installInstructions('desktop')).toBe(layoutMessages.installDesktop);
    expect(installInstructions('ios-iphone')).toBe(layoutMessages.installIosIphone);
    expect(installInstructions('ios-ipad')).toBe(layoutMessages.installIosIpad);
    expect(installInstructions('unsupported')).toBe(layoutMessages.installUnsupported);
  });
});
