import { layoutMessages } from '@bestell/domain';
import type { InstallPlatform } from './platform';

/** The instruction text after 'Installieren', per platform (wording decided in docs/decisions.md). */
export function installInstructions(platform: InstallPlatform): string {
  switch (platform) {
    case 'android':
      return layoutMessages.installAndroid;
    case 'desktop':
      return layoutMessages.installDesktop;
    case 'ios-iphone':
      return layoutMessages.installIosIphone;
    case 'ios-ipad':
      return layoutMessages.installIosIpad;
    case 'unsupported':
      return layoutMessages.installUnsupported;
  }
}
