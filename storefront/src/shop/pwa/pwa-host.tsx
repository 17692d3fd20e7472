import { useConfig } from '@bestell/api-client';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { syncSelfService, useSelfService } from './self-service';

const PwaRuntime = lazy(() => import('./pwa-runtime'));
const Screensaver = lazy(() => import('./screensaver').then((m) => ({ default: m.Screensaver })));

/**
 * The PWA and self-service pieces of the root layout: keeps the self-service context in step with the URL and, after
 * the first render (so that it equals the server's), loads the PWA runtime when config.enablePluginPWA is on and the
 * screensaver in the self-service context (chunks of their own, off the first view's JavaScript). With the plugin
 * off, a service worker installed earlier is unregistered.
 */
export function PwaHost() {
  const { data: config } = useConfig();
  const pluginOn = config?.enablePluginPWA ?? false;
  const { search } = useLocation();
  const selfService = useSelfService();
  const [mounted, setMounted] = useState(false);

  useEffect(() => setMounted(true), []);
  useEffect(() => {
    // The plugin was switched off: a worker installed earlier stops serving this site.
    if (!config || config.enablePluginPWA || !navigator.serviceWorker?.controller) return;
    void navigator.serviceWorker
      .getRegistrations()
      .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister())));
  }, [config]);
  useEffect(() => syncSelfService(search), [search]);

  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {pluginOn && <PwaRuntime selfService={selfService} />}
      {selfService && <Screensaver />}
    </Suspense>
  );
}
