/** Which install instructions fit the browser (spec §2: Android/desktop, iOS iPad and iPhone, unsupported). */
export type InstallPlatform = 'android' | 'desktop' | 'ios-iphone' | 'ios-ipad' | 'unsupported';

export interface BrowserTraits {
  userAgent: string;
  /** navigator.maxTouchPoints: iPadOS reports itself as a Mac, but with a touch screen */
  maxTouchPoints: number;
  /** the browser can install web apps itself (it fired beforeinstallprompt or knows BeforeInstallPromptEvent) */
  canPromptInstall: boolean;
}

export function installPlatform({ userAgent, maxTouchPoints, canPromptInstall }: BrowserTraits): InstallPlatform {
  if (/iPhone|iPod/.test(userAgent)) return 'ios-iphone';
  if (/iPad/.test(userAgent) || (/Macintosh/.test(userAgent) && maxTouchPoints > 1)) return 'ios-ipad';
  if (!canPromptInstall) return 'unsupported';
  return /Android/.test(userAgent) ? 'android' : 'desktop';
}
