/** Every IPC channel between the desk page and the shell, in one place (the preload exposes only these). */
export const ipcChannels = {
  /** Renderer → main: the number of ringing orders (tray badge, taskbar flash, system notification). */
  alertCount: 'desk:alert-count',
  /** Renderer → main (invoke): the app version, for the page's footer. */
  version: 'desk:version',
} as const;

export type IpcChannel = (typeof ipcChannels)[keyof typeof ipcChannels];
