import fs from 'node:fs';
import path from 'node:path';
import { DeskApi, type DeviceInfo, LockedOutError, pair } from './api-client.js';
import { type CredentialStore, fileCredentialStore } from './credential-store.js';
import { DeskRuntime } from './desk-runtime.js';
import { type Middleware, startLocalServer } from './local-server.js';
import type { PrintOverrides } from './print-setup.js';
import { parsePrinterAddress, TcpPrinter } from './printer/tcp-printer.js';

export interface StartDeskOptions {
  shopUrl?: string | undefined;
  pairingCode?: string | undefined;
  /** host:port of the network printer (port 9100 when left out). */
  printer: string;
  dataDir: string;
  /** Default: `credential.json` (mode 0600) in the data folder; the shell passes one encrypted with safeStorage. */
  credentialStore?: CredentialStore;
  /** Port of the desk page on 127.0.0.1 (0: any free port). */
  port: number;
  /** Command-line overrides of the device's print settings (which the desk reads from the API). */
  overrides?: PrintOverrides;
  renderer?: Middleware | null;
  pollMs?: number;
  retryMs?: number;
  log?(message: string, details?: Record<string, unknown>): void;
}

async function untilReachable(api: DeskApi, log: StartDeskOptions['log']): Promise<DeviceInfo> {
  for (let delay = 500; ; delay = Math.min(delay * 2, 10_000)) {
    try {
      return await api.info();
    } catch (error) {
      if (error instanceof LockedOutError) throw error;
      log?.('shop not reachable yet', { error: String(error) });
      await new Promise((resolve) => setTimeout(resolve, delay));
    }
  }
}

/**
 * Starts a desk: pairs with the code when the data folder holds no credential yet (else resumes with the stored one
 * and the journal), then runs the live feed, print queue and heartbeat, and serves the desk page.
 */
export async function startDesk(options: StartDeskOptions) {
  fs.mkdirSync(options.dataDir, { recursive: true, mode: 0o700 });
  const credentials = options.credentialStore ?? fileCredentialStore(options.dataDir);
  let stored = credentials.read();
  if (!stored) {
    if (!options.shopUrl || !options.pairingCode) {
      throw new Error('no stored credential: give the shop URL and a pairing code');
    }
    const shopUrl = options.shopUrl.replace(/\/+$/, '');
    const paired = await pair(shopUrl, options.pairingCode);
    stored = { shopUrl, credential: paired.credential, deviceId: paired.device.id, branchId: paired.device.branchId };
    credentials.write(stored);
    options.log?.('paired', { device: paired.device.id, branch: paired.device.branchId });
  }
  const api = new DeskApi(stored.shopUrl, stored.credential);
  const info = await untilReachable(api, options.log);
  const printer = new TcpPrinter({ ...parsePrinterAddress(options.printer) });
  const runtime = new DeskRuntime({
    api,
    info,
    printer,
    dataDir: path.resolve(options.dataDir),
    ...(options.overrides ? { overrides: options.overrides } : {}),
    ...(options.pollMs ? { pollMs: options.pollMs } : {}),
    ...(options.retryMs ? { retryMs: options.retryMs } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  runtime.start();
  const local = await startLocalServer(runtime, options.port, options.renderer ?? null);
  return {
    runtime,
    url: local.url,
    async close() {
      await local.close();
      await runtime.stop();
    },
  };
}
