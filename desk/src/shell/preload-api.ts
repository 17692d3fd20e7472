import { ipcChannels } from './ipc-channels.js';

/** What the preload needs of Electron's renderer side (declared; see electron-api.ts). */
export interface PreloadElectron {
  contextBridge: { exposeInMainWorld(key: string, api: unknown): void };
  ipcRenderer: { send(channel: string, ...args: unknown[]): void; invoke(channel: string): Promise<unknown> };
}

/**
 * The narrow bridge the desk page sees as `window.deskShell`: one call, no Node, no raw IPC. (The ringing orders
 * reach the tray, badge, taskbar and notifications from the core in the main process, not from the page, so they
 * work while the window is minimised or hidden.)
 */
export interface DeskShellBridge {
  version(): Promise<string | null>;
}

export function exposeBridge(electron: PreloadElectron): DeskShellBridge {
  const bridge: DeskShellBridge = {
    version: async () => {
      const value = await electron.ipcRenderer.invoke(ipcChannels.version);
      return typeof value === 'string' ? value : null;
    },
  };
  electron.contextBridge.exposeInMainWorld('deskShell', bridge);
  return bridge;
}
