/** Every IPC channel between the desk page and the shell, in one place (the preload exposes only these). */
export const ipcChannels = {
  /** Renderer → main (invoke): the app version, for the page's footer. */
  version: 'desk:version',
} as const;

export type IpcChannel = (typeof ipcChannels)[keyof typeof ipcChannels];
