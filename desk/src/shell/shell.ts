import { deskMessages as m } from '@bestell/domain';
import type { BrowserWindowLike, ElectronApi, IpcEvent } from './electron-api.js';
import { ipcChannels } from './ipc-channels.js';

/** The ringing orders as the core in the main process sees them (not the page: it may be minimised or hidden). */
export interface AlertSource {
  subscribe(listener: (alerts: { id: number; ticketNumber: number }[]) => void): () => void;
}

export interface ShellOptions {
  /** The desk page of the core's local server, e.g. http://127.0.0.1:4977/. */
  pageUrl: string;
  preloadPath: string;
  trayIcon: string;
  startAtLogin: boolean;
  alerts: AlertSource;
}

/** True when the IPC message comes from our own desk page (not from a frame of another origin). */
export function fromDeskPage(event: IpcEvent, pageUrl: string): boolean {
  if (!event.senderFrame) return false;
  try {
    return new URL(event.senderFrame.url).origin === new URL(pageUrl).origin;
  } catch {
    return false;
  }
}

/**
 * The Electron shell: one instance, one window on the desk page with contextIsolation, no Node integration and the
 * sandbox, navigation and pop-ups locked to the page; a tray that keeps the desk running when the window is closed;
 * start at login. The core (printing, feed) runs beside it in the main process and drives the alert: the count of
 * ringing orders becomes the tray title and the badge, the taskbar flashes while any rings, and each new ringing
 * order is a system notification — all without the page, so they work minimised, hidden or throttled. The page keeps
 * ringing too: background throttling is off, and audio may start without a click (after a restart at login).
 */
export async function startShell(electron: ElectronApi, options: ShellOptions): Promise<BrowserWindowLike | null> {
  const { app } = electron;
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }
  // Chromium would slow a hidden or occluded window's timers and audio; the desk must keep ringing.
  app.commandLine.appendSwitch('disable-renderer-backgrounding');
  app.commandLine.appendSwitch('disable-background-timer-throttling');
  await app.whenReady();
  app.setLoginItemSettings({ openAtLogin: options.startAtLogin });
  const window = new electron.BrowserWindow({
    width: 1280,
    height: 860,
    title: m.title,
    show: true,
    webPreferences: {
      preload: options.preloadPath,
      contextIsolation: true,
      nodeIntegration: false,
      sandbox: true,
      webSecurity: true,
      backgroundThrottling: false,
      autoplayPolicy: 'no-user-gesture-required',
    },
  });
  const origin = new URL(options.pageUrl).origin;
  window.webContents.setWindowOpenHandler(() => ({ action: 'deny' }));
  window.webContents.on('will-navigate', (event, url) => {
    if (new URL(url).origin !== origin) event.preventDefault();
  });
  let quitting = false;
  app.on('before-quit', () => {
    quitting = true;
  });
  // Closing the window keeps the desk running in the tray (it must keep printing and ringing).
  window.on('close', (event) => {
    if (quitting) return;
    event.preventDefault();
    window.hide();
  });
  const showWindow = () => {
    if (window.isMinimized()) window.restore();
    window.show();
    window.focus();
  };
  app.on('second-instance', showWindow);
  const tray = new electron.Tray(options.trayIcon);
  tray.setToolTip(m.title);
  tray.on('click', showWindow);

  const notified = new Set<number>();
  let ringing = -1;
  options.alerts.subscribe((alerts) => {
    for (const alert of alerts) {
      if (notified.has(alert.id)) continue;
      notified.add(alert.id);
      new electron.Notification({ title: m.newOrder, body: `${m.order} ${alert.ticketNumber}` }).show();
    }
    const current = new Set(alerts.map((alert) => alert.id));
    for (const id of notified) if (!current.has(id)) notified.delete(id);
    if (alerts.length === ringing) return;
    ringing = alerts.length;
    app.setBadgeCount(ringing);
    tray.setTitle(ringing > 0 ? String(ringing) : '');
    window.flashFrame(ringing > 0);
  });
  electron.ipcMain.handle(ipcChannels.version, (event) =>
    fromDeskPage(event, options.pageUrl) ? app.getVersion() : null,
  );
  await window.loadURL(options.pageUrl);
  return window;
}
