import { ipcChannels } from './ipc-channels.js';

/** What the preload needs of Electron's renderer side (declared; see electron-api.ts). */
export interface PreloadElectron {
  contextBridge: { exposeInMainWorld(key: string, api: unknown): void };
  ipcRenderer: { send(channel: string, ...args: unknown[]): void; invoke(channel: string): Promise<unknown> };
}

/** The narrow bridge the desk page sees as `window.deskShell`: two calls, no Node, no raw IPC. */
export interface DeskShellBridge {
  alertCount(count: number): void;
  version(): Promise<string | null>;
}

export function exposeBridge(electron: PreloadElectron): DeskShellBridge {
  const bridge: DeskShellBridge = {
    alertCount: (count) => electron.ipcRenderer.send(ipcChannels.alertCount, count),
    version: async () => {
      const value = await electron.ipcRenderer.invoke(ipcChannels.version);
      return typeof value === 'string' ? value : null;
    },
  };
  electron.contextBridge.exposeInMainWorld('deskShell', bridge);
  return bridge;
}
