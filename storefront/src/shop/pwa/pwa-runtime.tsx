import { lazy, Suspense, useEffect } from 'react';
import { onConsent } from './consent-signal';
import { getPwaState, openInstallPrompt, usePwaState } from './pwa-store';
import { scheduleInstallPrompt } from './schedule-prompt';
import { startPwa } from './service-worker-client';
import { UpdateBanner } from './update-banner';

const InstallDialog = lazy(() => import('./install-dialog'));

/**
 * The PWA side of the layout when config.enablePluginPWA is on (its own chunk: shops without the plugin never load
 * it): starts the service worker side, times the install prompt after cookie consent (spec §4, §9), and shows the
 * update banner and the install dialog.
 */
export default function PwaRuntime({ selfService }: { selfService: boolean }) {
  const { updateReady, dialog } = usePwaState();

  useEffect(() => startPwa(), []);

  useEffect(() => {
    if (selfService) return undefined;
    return scheduleInstallPrompt({
      cookies: () => document.cookie,
      conditions: () => ({ ...getPwaState(), pluginOn: true, selfService }),
      onConsent,
      open: () => {
        if (getPwaState().dialog === 'closed') openInstallPrompt();
      },
    });
  }, [selfService]);

  return (
    <>
      {updateReady && <UpdateBanner />}
      {dialog !== 'closed' && (
        <Suspense fallback={null}>
          <InstallDialog view={dialog} />
        </Suspense>
      )}
    </>
  );
}
