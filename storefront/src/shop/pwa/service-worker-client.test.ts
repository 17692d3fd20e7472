import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getPwaState, resetPwaState } from './pwa-store';
import { acceptInstall, cancelInstall, restartApp, startPwa } from './service-worker-client';

/** A stand-in for the browser's service worker container: only what the client calls. */
class FakeWorker extends EventTarget {
  state = 'installed';
  constructor(
    readonly scriptURL: string,
    readonly postMessage = vi.fn(),
  ) {
    super();
  }
}

class FakeRegistration extends EventTarget {
  active: FakeWorker | null = new FakeWorker('http://localhost/build/service-worker.js');
  waiting: FakeWorker | null = null;
  installing: FakeWorker | null = null;
  scope = 'http://localhost/';
  update = vi.fn(async () => undefined);
  unregister = vi.fn(async () => true);
}

class FakeContainer extends EventTarget {
  controller: FakeWorker | null = null;
  registration: FakeRegistration | null = null;
  register = vi.fn(async (url: string, options: { scope: string }) => {
    this.registration = new FakeRegistration();
    this.registration.scope = `http://localhost${options.scope}`;
    this.registration.active = new FakeWorker(`http://localhost${url}`);
    return this.registration;
  });
  getRegistration = vi.fn(async () => this.registration ?? undefined);
  getRegistrations = vi.fn(async () => (this.registration ? [this.registration] : []));
}

let container: FakeContainer;
const reload = vi.fn();
let stop: (() => void) | undefined;

beforeEach(() => {
  vi.useFakeTimers();
  container = new FakeContainer();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  reload.mockClear();
});

afterEach(() => {
  stop?.();
  stop = undefined;
  resetPwaState();
  vi.useRealTimers();
});

async function settle() {
  await vi.advanceTimersByTimeAsync(0);
}

describe('service worker side (spec §4 PWA, §7, §9)', () => {
  it("'Installieren' registers /build/service-worker.js with scope / and shows the instructions", async () => {
    stop = startPwa();
    await settle();
    expect(getPwaState()).toMatchObject({ supported: true, registered: false });
    await acceptInstall();
    expect(container.register).toHaveBeenCalledWith('/build/service-worker.js', { scope: '/' });
    expect(getPwaState()).toMatchObject({ registered: true, dialog: 'instructions' });
  });

  it('cancel unregisters every service worker and shows the prompt again', async () => {
    stop = startPwa();
    await acceptInstall();
    const registration = container.registration;
    await cancelInstall();
    expect(registration?.unregister).toHaveBeenCalledTimes(1);
    expect(getPwaState()).toMatchObject({ registered: false, dialog: 'prompt' });
  });

  it('checks for an update 2.5 s after start, then every 30 minutes', async () => {
    container.registration = new FakeRegistration();
    stop = startPwa();
    await settle();
    expect(getPwaState().registered).toBe(true);
    const update = container.registration.update;
    await vi.advanceTimersByTimeAsync(2499);
    expect(update).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30 * 60_000 - 1);
    expect(update).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it("shows the update banner for a waiting worker; 'App neustarten' sends SKIP_WAITING and the controller change reloads", async () => {
    const registration = new FakeRegistration();
    const waiting = new FakeWorker('http://localhost/build/service-worker.js');
    registration.waiting = waiting;
    container.registration = registration;
    container.controller = registration.active;
    stop = startPwa();
    await settle();
    expect(getPwaState().updateReady).toBe(true);

    await restartApp();
    expect(waiting.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    expect(reload).not.toHaveBeenCalled();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reports an update found while the page runs, once the new worker is installed', async () => {
    const registration = new FakeRegistration();
    container.registration = registration;
    container.controller = registration.active;
    stop = startPwa();
    await settle();
    expect(getPwaState().updateReady).toBe(false);
    const next = new FakeWorker('http://localhost/build/service-worker.js');
    next.state = 'installing';
    registration.installing = next;
    registration.dispatchEvent(new Event('updatefound'));
    next.state = 'installed';
    registration.installing = null;
    registration.waiting = next;
    next.dispatchEvent(new Event('statechange'));
    expect(getPwaState().updateReady).toBe(true);
  });

  it('does not reload when the first worker takes over a page that had none', async () => {
    stop = startPwa();
    await acceptInstall();
    container.dispatchEvent(new Event('controllerchange'));
    expect(reload).not.toHaveBeenCalled();
  });
});
