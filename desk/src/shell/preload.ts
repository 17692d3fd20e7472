import { exposeBridge, type PreloadElectron } from './preload-api.js';

// Sandboxed preload (bundled as CommonJS): only contextBridge and ipcRenderer are used; the page gets
// window.deskShell. Electron is required by name: it is not a dependency of this repository (electron-api.ts).
const electronModule = 'electron';
const loaded: unknown = require(electronModule);
exposeBridge(loaded as PreloadElectron);
