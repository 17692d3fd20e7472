import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL, UPDATE_CHECK_FIRST_MS, UPDATE_CHECK_INTERVAL_MS } from './pwa-rules';
import { setPwaState } from './pwa-store';

/**
 * The browser side of the PWA (spec §4 PWA, §7, §9), loaded only when config.enablePluginPWA is on: registration,
 * update checks and the update banner's restart, the browser's own install prompt, and unregistering on cancel.
 */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<unknown>;
}

const MANIFEST_URL = '/manifest.webmanifest';
const TOUCH_ICON_URL = '/build/icons/icon-192.png';

let deferredInstall: BeforeInstallPromptEvent | null = null;
let stopWatching: (() => void) | null = null;
let restartRequested = false;

export function browserSupportsPwa(): boolean {
  return 'serviceWorker' in navigator && window.isSecureContext;
}

export function isStandalone(): boolean {
  const standaloneIos = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return standaloneIos || (window.matchMedia?.('(display-mode: standalone)').matches ?? false);
}

/** Whether this browser installs web apps itself (Chromium on Android and desktop). */
export function canPromptInstall(): boolean {
  return deferredInstall !== null || 'BeforeInstallPromptEvent' in window;
}

function isOurs(registration: ServiceWorkerRegistration): boolean {
  const worker = registration.active ?? registration.waiting ?? registration.installing;
  return worker !== null && new URL(worker.scriptURL).pathname === SERVICE_WORKER_URL;
}

/** Spec §4: an update is available when a worker waits behind the one in control. */
function markWhenWaiting(registration: ServiceWorkerRegistration): void {
  if (registration.waiting && navigator.serviceWorker.controller) setPwaState({ updateReady: true });
}

function watchRegistration(registration: ServiceWorkerRegistration): void {
  stopWatching?.();
  markWhenWaiting(registration);
  const onUpdateFound = () => {
    const worker = registration.installing;
    worker?.addEventListener('statechange', () => {
      if (worker.state === 'installed') markWhenWaiting(registration);
    });
  };
  const check = () => {
    registration.update().catch(() => undefined); // offline or the server is restarting: try again later
  };
  registration.addEventListener('updatefound', onUpdateFound);
  let every: number | undefined;
  const first = window.setTimeout(() => {
    check();
    every = window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
  }, UPDATE_CHECK_FIRST_MS);
  stopWatching = () => {
    registration.removeEventListener('updatefound', onUpdateFound);
    window.clearTimeout(first);
    window.clearInterval(every);
    stopWatching = null;
  };
}

/**
 * Links the web app manifest and the touch icon: only shops with the PWA plugin advertise an installable app (a
 * manifest in index.html would let Chromium offer the install for every shop).
 */
function linkManifest(): void {
  const links = [
    { rel: 'manifest', href: MANIFEST_URL },
    { rel: 'apple-touch-icon', href: TOUCH_ICON_URL },
  ];
  for (const { rel, href } of links) {
    if (document.head.querySelector(`link[rel="${rel}"]`)) continue;
    const link = document.createElement('link');
    link.rel = rel;
    link.href = href;
    document.head.append(link);
  }
}

/** Starts the PWA machinery for the page; returns the cleanup. */
export function startPwa(): () => void {
  linkManifest();
  restartRequested = false;
  const supported = browserSupportsPwa();
  setPwaState({ supported, standalone: isStandalone() });
  const onBeforeInstall = (event: Event) => {
    event.preventDefault(); // our own prompt asks first (spec §2), the browser's comes after 'Installieren'
    deferredInstall = event as BeforeInstallPromptEvent;
  };
  window.addEventListener('beforeinstallprompt', onBeforeInstall);
  if (!supported) return () => window.removeEventListener('beforeinstallprompt', onBeforeInstall);

  const container = navigator.serviceWorker;
  const controlledAtStart = container.controller !== null;
  const onControllerChange = () => {
    // Spec §4: a controller change reloads the page (not the very first take-over of an uncontrolled page).
    if (controlledAtStart || restartRequested) window.location.reload();
  };
  const onMessage = (event: MessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'UPDATE_AVAILABLE') {
      setPwaState({ updateReady: true });
    }
  };
  container.addEventListener('controllerchange', onControllerChange);
  container.addEventListener('message', onMessage);
  let active = true;
  container
    .getRegistration(SERVICE_WORKER_SCOPE)
    .then((registration) => {
      if (!active || !registration || !isOurs(registration)) return;
      setPwaState({ registered: true });
      watchRegistration(registration);
    })
    .catch(() => undefined);
  return () => {
    active = false;
    window.removeEventListener('beforeinstallprompt', onBeforeInstall);
    container.removeEventListener('controllerchange', onControllerChange);
    container.removeEventListener('message', onMessage);
    stopWatching?.();
  };
}

/** 'Installieren': the browser's own prompt where there is one, the service worker, then the instructions. */
export async function acceptInstall(): Promise<void> {
  setPwaState({ dialog: 'instructions' });
  const install = deferredInstall;
  deferredInstall = null;
  // Still inside the click: the browser shows its install dialog only for a user gesture.
  install?.prompt().catch(() => undefined);
  if (!browserSupportsPwa()) return;
  try {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE });
    setPwaState({ registered: true });
    watchRegistration(registration);
  } catch {
    // registration refused (private mode, blocked storage): the instructions still show
  }
}

/** Spec §4 PWA: cancel unregisters the service workers and shows the prompt again. */
export async function cancelInstall(): Promise<void> {
  stopWatching?.();
  if (browserSupportsPwa()) {
    const registrations = await navigator.serviceWorker.getRegistrations();
    await Promise.all(registrations.map((registration) => registration.unregister()));
  }
  setPwaState({ registered: false, updateReady: false, dialog: 'prompt' });
}

/** 'App neustarten': the waiting worker takes over (SKIP_WAITING); the controller change then reloads. */
export async function restartApp(): Promise<void> {
  const registration = browserSupportsPwa()
    ? await navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE)
    : undefined;
  if (registration?.waiting) {
    restartRequested = true;
    registration.waiting.postMessage({ type: 'SKIP_WAITING' });
  } else {
    window.location.reload();
  }
}
