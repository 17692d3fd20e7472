import { deskMessages as m } from '@bestell/domain';
import type { BrowserWindowLike, ElectronApi, IpcEvent } from './electron-api.js';
import { ipcChannels } from './ipc-channels.js';

export interface ShellOptions {
  /** The desk page of the core's local server, e.g. http://127.0.0.1:4977/. */
  pageUrl: string;
  preloadPath: string;
  trayIcon: string;
  startAtLogin: boolean;
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
 * start at login; the ringing-order count from the page becomes the tray title, the badge, a taskbar flash and a
 * system notification. The core (printing, feed) runs beside it in the main process.
 */
export async function startShell(electron: ElectronApi, options: ShellOptions): Promise<BrowserWindowLike | null> {
  const { app } = electron;
  if (!app.requestSingleInstanceLock()) {
    app.quit();
    return null;
  }
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

  let ringing = 0;
  electron.ipcMain.on(ipcChannels.alertCount, (event, count) => {
    if (!fromDeskPage(event, options.pageUrl)) return;
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0 || count > 10_000) return;
    if (count > ringing) new electron.Notification({ title: m.newOrder, body: m.title }).show();
    ringing = count;
    app.setBadgeCount(count);
    tray.setTitle(count > 0 ? String(count) : '');
    window.flashFrame(count > 0);
  });
  electron.ipcMain.handle(ipcChannels.version, (event) =>
    fromDeskPage(event, options.pageUrl) ? app.getVersion() : null,
  );
  await window.loadURL(options.pageUrl);
  return window;
}
