import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startDesk } from '../core/start-desk.js';
import { staticFiles } from '../core/static-files.js';
import type { ElectronApi } from './electron-api.js';
import { type SafeStorageLike, safeCredentialStore } from './safe-credential-store.js';
import { startShell } from './shell.js';

/**
 * The packaged app's main process: the desk core (same as desk:web, built renderer files instead of Vite) and the
 * shell around its page. Electron is loaded by name at run time: it is an optional dependency that is left out where
 * its binary cannot be downloaded (see electron-api.ts and desk/README.md, "Packaging").
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const electronModule = 'electron';
const loaded: unknown = await import(electronModule);
const electron = loaded as ElectronApi & { app: { getPath(name: 'userData'): string }; safeStorage: SafeStorageLike };

const dataDir = process.env.DESK_DATA_DIR ?? electron.app.getPath('userData');
const desk = await startDesk({
  shopUrl: process.env.DESK_SHOP_URL,
  pairingCode: process.env.DESK_PAIRING_CODE,
  printer: process.env.DESK_PRINTER ?? '127.0.0.1:9100',
  dataDir,
  credentialStore: safeCredentialStore(electron.safeStorage, dataDir),
  port: 0,
  renderer: staticFiles(path.join(here, '..', 'renderer')),
});
await startShell(electron, {
  pageUrl: desk.url,
  preloadPath: path.join(here, 'preload.cjs'),
  trayIcon: path.join(here, '..', '..', 'build', 'icon.png'),
  startAtLogin: true,
  alerts: { subscribe: (listener) => desk.runtime.subscribe((snapshot) => listener(snapshot.alerts)) },
});
