import { useConfig } from '@bestell/api-client';
import type { InstallConditions } from './pwa-rules';
import { usePwaState } from './pwa-store';
import { useSelfService } from './self-service';

/** The conditions of spec §2 for offering the app, from the config and what effects learnt about the browser. */
export function useInstallConditions(): InstallConditions {
  const { data: config } = useConfig();
  const { supported, standalone, registered } = usePwaState();
  const selfService = useSelfService();
  return { pluginOn: config?.enablePluginPWA ?? false, supported, standalone, registered, selfService };
}
