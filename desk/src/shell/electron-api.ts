/**
 * The part of Electron's API the shell uses, declared here: Electron is an optional dependency that `npm ci` leaves out
 * where its binary cannot be downloaded (as here), so the shell is typechecked against this interface and its
 * wiring is unit-tested with a fake. `main-entry.ts` hands in the real module at run time.
 */
export interface WebPreferences {
  preload: string;
  contextIsolation: boolean;
  nodeIntegration: boolean;
  sandbox: boolean;
  webSecurity: boolean;
  /** false: timers, the chime and the page's updates keep running while the window is minimised or hidden. */
  backgroundThrottling: boolean;
  /** The desk rings without a click after a restart (the page's AudioContext may start by itself). */
  autoplayPolicy: 'no-user-gesture-required';
}

export interface BrowserWindowLike {
  loadURL(url: string): Promise<void>;
  show(): void;
  focus(): void;
  restore(): void;
  isMinimized(): boolean;
  flashFrame(flag: boolean): void;
  on(event: 'close', listener: (event: { preventDefault(): void }) => void): void;
  hide(): void;
  webContents: {
    setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' | 'allow' }): void;
    on(event: 'will-navigate', listener: (event: { preventDefault(): void }, url: string) => void): void;
  };
}

export interface IpcEvent {
  senderFrame: { url: string } | null;
}

export interface ElectronApi {
  app: {
    requestSingleInstanceLock(): boolean;
    quit(): void;
    whenReady(): Promise<void>;
    on(event: 'second-instance' | 'activate' | 'before-quit', listener: () => void): void;
    setLoginItemSettings(settings: { openAtLogin: boolean }): void;
    setBadgeCount(count: number): boolean;
    getVersion(): string;
    commandLine: { appendSwitch(name: string): void };
  };
  BrowserWindow: new (options: {
    width: number;
    height: number;
    title: string;
    show: boolean;
    webPreferences: WebPreferences;
  }) => BrowserWindowLike;
  ipcMain: {
    on(channel: string, listener: (event: IpcEvent, ...args: unknown[]) => void): void;
    handle(channel: string, listener: (event: IpcEvent, ...args: unknown[]) => unknown): void;
  };
  Tray: new (
    icon: string,
  ) => {
    setToolTip(text: string): void;
    setTitle(text: string): void;
    on(event: 'click', listener: () => void): void;
  };
  Notification: new (options: { title: string; body: string; silent?: boolean }) => { show(): void };
}
