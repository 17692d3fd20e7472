import { describe, expect, it } from 'vitest';
import type { ElectronApi, IpcEvent, WebPreferences } from '../src/shell/electron-api.js';
import { ipcChannels } from '../src/shell/ipc-channels.js';
import { exposeBridge } from '../src/shell/preload-api.js';
import type { AlertSource } from '../src/shell/shell.js';
import { startShell } from '../src/shell/shell.js';

/** A fake of the Electron main-process API that records what the shell does. */
function fakeElectron(options: { gotLock?: boolean } = {}) {
  const calls: string[] = [];
  const ipc = new Map<string, (event: IpcEvent, ...args: unknown[]) => unknown>();
  const appListeners = new Map<string, () => void>();
  const windows: { preferences: WebPreferences; loaded: string[]; flashes: boolean[]; hidden: number }[] = [];
  let closeListener: ((event: { preventDefault(): void }) => void) | null = null;
  let navigate: ((event: { preventDefault(): void }, url: string) => void) | null = null;
  const trayTitles: string[] = [];
  const notifications: string[] = [];
  const badges: number[] = [];
  const switches: string[] = [];
  const electron: ElectronApi = {
    app: {
      requestSingleInstanceLock: () => options.gotLock ?? true,
      quit: () => calls.push('quit'),
      whenReady: async () => {},
      on: (event, listener) => appListeners.set(event, listener),
      setLoginItemSettings: (settings) => calls.push(`login:${settings.openAtLogin}`),
      setBadgeCount: (count) => badges.push(count) > 0,
      getVersion: () => '1.7.2-dev',
      commandLine: { appendSwitch: (name) => switches.push(name) },
    },
    BrowserWindow: class {
      private readonly record;
      webContents = {
        setWindowOpenHandler: (handler: (details: { url: string }) => { action: 'deny' | 'allow' }) =>
          calls.push(`popup:${handler({ url: 'https://evil.example' }).action}`),
        on: (_event: 'will-navigate', listener: (event: { preventDefault(): void }, url: string) => void) => {
          navigate = listener;
        },
      };
      constructor(init: { webPreferences: WebPreferences }) {
        this.record = { preferences: init.webPreferences, loaded: [] as string[], flashes: [] as boolean[], hidden: 0 };
        windows.push(this.record);
      }
      async loadURL(url: string) {
        this.record.loaded.push(url);
      }
      show() {}
      focus() {}
      restore() {}
      isMinimized() {
        return false;
      }
      flashFrame(flag: boolean) {
        this.record.flashes.push(flag);
      }
      on(_event: 'close', listener: (event: { preventDefault(): void }) => void) {
        closeListener = listener;
      }
      hide() {
        this.record.hidden += 1;
      }
    },
    ipcMain: {
      on: (channel, listener) => ipc.set(channel, listener),
      handle: (channel, listener) => ipc.set(channel, listener),
    },
    Tray: class {
      setToolTip() {}
      setTitle(text: string) {
        trayTitles.push(text);
      }
      on() {}
    },
    Notification: class {
      constructor(private readonly init: { title: string; body: string }) {}
      show() {
        notifications.push(`${this.init.title}: ${this.init.body}`);
      }
    },
  };
  return {
    electron,
    calls,
    ipc,
    windows,
    trayTitles,
    notifications,
    badges,
    switches,
    appListeners,
    close: () => {
      let prevented = false;
      closeListener?.({ preventDefault: () => (prevented = true) });
      return prevented;
    },
    navigate: (url: string) => {
      let prevented = false;
      navigate?.({ preventDefault: () => (prevented = true) }, url);
      return prevented;
    },
  };
}

/** The core's ringing orders, as the main process sees them (the test pushes snapshots). */
function fakeAlerts() {
  const listeners = new Set<(alerts: { id: number; ticketNumber: number }[]) => void>();
  const source: AlertSource = {
    subscribe: (listener) => {
      listeners.add(listener);
      listener([]);
      return () => listeners.delete(listener);
    },
  };
  return {
    source,
    push: (...tickets: [number, number][]) => {
      for (const listener of listeners) listener(tickets.map(([id, ticketNumber]) => ({ id, ticketNumber })));
    },
  };
}

const options = {
  pageUrl: 'http://127.0.0.1:4977/',
  preloadPath: '/app/preload.js',
  trayIcon: '/app/tray.png',
  startAtLogin: true,
  alerts: fakeAlerts().source,
};
const fromPage: IpcEvent = { senderFrame: { url: 'http://127.0.0.1:4977/#bestellung-1' } };
const fromElsewhere: IpcEvent = { senderFrame: { url: 'https://evil.example/' } };

describe('Electron shell (electron faked)', () => {
  it('opens one locked-down window on the desk page and starts at login', async () => {
    const fake = fakeElectron();
    await startShell(fake.electron, options);
    expect(fake.windows).toHaveLength(1);
    expect(fake.windows[0]?.preferences).toEqual({
      preload: '/app/preload.js',
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      backgroundThrottling: false,
      autoplayPolicy: 'no-user-gesture-required',
    });
    expect(fake.switches).toEqual(['disable-renderer-backgrounding', 'disable-background-timer-throttling']);
    expect(fake.windows[0]?.loaded).toEqual(['http://127.0.0.1:4977/']);
    expect(fake.calls).toContain('login:true');
    expect(fake.calls).toContain('popup:deny');
    expect(fake.navigate('https://evil.example/')).toBe(true);
    expect(fake.navigate('http://127.0.0.1:4977/other')).toBe(false);
  });

  it('a second instance quits at once', async () => {
    const fake = fakeElectron({ gotLock: false });
    expect(await startShell(fake.electron, options)).toBeNull();
    expect(fake.calls).toEqual(['quit']);
    expect(fake.windows).toHaveLength(0);
  });

  it('closing the window hides it to the tray (the desk keeps printing); quitting closes it', async () => {
    const fake = fakeElectron();
    await startShell(fake.electron, options);
    expect(fake.close()).toBe(true);
    expect(fake.windows[0]?.hidden).toBe(1);
    fake.appListeners.get('before-quit')?.();
    expect(fake.close()).toBe(false);
  });

  it('works minimised: the core in the main process drives badge, tray title, taskbar flash and notifications', async () => {
    const fake = fakeElectron();
    const alerts = fakeAlerts();
    await startShell(fake.electron, { ...options, alerts: alerts.source });
    // The window is minimised and hidden in the tray: nothing of this goes through the page.
    fake.close();
    expect(fake.windows[0]?.hidden).toBe(1);
    alerts.push([41, 12]);
    alerts.push([41, 12], [42, 13]);
    alerts.push([41, 12], [42, 13]);
    alerts.push([42, 13]);
    alerts.push();
    expect(fake.badges).toEqual([0, 1, 2, 1, 0]);
    expect(fake.trayTitles).toEqual(['', '1', '2', '1', '']);
    expect(fake.windows[0]?.flashes).toEqual([false, true, true, true, false]);
    // One notification per new ringing order, none again while it keeps ringing.
    expect(fake.notifications).toEqual(['Neue Bestellung: Bestellung 12', 'Neue Bestellung: Bestellung 13']);
    // No IPC channel takes alert counts from a page any more.
    expect([...fake.ipc.keys()]).toEqual([ipcChannels.version]);
    expect(await fake.ipc.get(ipcChannels.version)?.(fromPage)).toBe('1.7.2-dev');
    expect(await fake.ipc.get(ipcChannels.version)?.(fromElsewhere)).toBeNull();
  });

  it('after a restart the orders still ringing notify again (the core alerts them again)', async () => {
    const fake = fakeElectron();
    const alerts = fakeAlerts();
    await startShell(fake.electron, { ...options, alerts: alerts.source });
    alerts.push([41, 12]);
    expect(fake.notifications).toEqual(['Neue Bestellung: Bestellung 12']);
  });

  it('the preload exposes a narrow bridge that only sends on the declared channels', async () => {
    const sent: unknown[][] = [];
    const exposed = new Map<string, unknown>();
    const bridge = exposeBridge({
      contextBridge: { exposeInMainWorld: (key, api) => exposed.set(key, api) },
      ipcRenderer: { send: (...args) => sent.push(args), invoke: async () => '1.7.2-dev' },
    });
    expect([...exposed.keys()]).toEqual(['deskShell']);
    expect(Object.keys(bridge)).toEqual(['version']);
    expect(await bridge.version()).toBe('1.7.2-dev');
    expect(sent).toEqual([]);
  });
});

describe('credential kept with safeStorage (shell)', () => {
  it('stores the credential encrypted, reads it back, and refuses to store it in clear', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { safeCredentialStore } = await import('../src/shell/safe-credential-store.js');
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-safe-'));
    let available = true;
    const safeStorage = {
      isEncryptionAvailable: () => available,
      encryptString: (text: string) => Buffer.from(Buffer.from(text, 'utf8').map((byte) => byte ^ 0x5a)),
      decryptString: (data: Buffer) => Buffer.from(data.map((byte) => byte ^ 0x5a)).toString('utf8'),
    };
    const store = safeCredentialStore(safeStorage, dir);
    expect(store.read()).toBeNull();
    const value = { shopUrl: 'http://127.0.0.1:3000', credential: `dc_4_${'y'.repeat(43)}`, deviceId: 4, branchId: 1 };
    store.write(value);
    const raw = fs.readFileSync(path.join(dir, 'credential.bin'));
    expect(raw.toString('utf8')).not.toContain('dc_4_');
    expect(fs.statSync(path.join(dir, 'credential.bin')).mode & 0o777).toBe(0o600);
    expect(store.read()).toEqual(value);
    available = false;
    expect(() => store.write(value)).toThrow();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});
