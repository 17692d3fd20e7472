import { exposeBridge, type PreloadElectron } from './preload-api.js';

// Sandboxed preload (bundled as CommonJS): only contextBridge and ipcRenderer are used; the page gets
// window.deskShell. Electron is required by name: it may not be installed here (electron-api.ts).
const electronModule = 'electron';
const loaded: unknown = require(electronModule);
exposeBridge(loaded as PreloadElectron);
