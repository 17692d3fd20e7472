import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

export interface RunningApi {
  url: string;
  stop(): Promise<void>;
}

/** The real API on a free port over a fresh embedded database (the demo bakery), its clock started at `now`. */
export async function startApi(now: string): Promise<RunningApi> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-e2e-api-'));
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    TEST_NOW: now,
    STOREFRONT_DIST: path.join(dataDir, 'no-storefront'),
    // Order and mail limits off (many orders from one address).
    RATE_LIMIT_ORDERS: '0',
    RATE_LIMIT_ORDERS_PER_BRANCH: '0',
    RATE_LIMIT_NEW_MAIL_ADDRESSES: '0',
    // The counter's tests need today's orders only: no generated history (a faster start).
    DEMO_HISTORY: 'off',
  };
  delete env.DATABASE_URL;
  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'api', 'src', 'main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`API exited: ${output.join('')}`);
    if (Date.now() > deadline) throw new Error(`API did not start: ${output.join('')}`);
    const ok = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    async stop() {
      await stopChild(child);
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface RunningDesk {
  child: ChildProcess;
  url: string;
  log: string[];
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/** `desk:web` as its own process (so a test can SIGKILL it), without the page; resolves when it is ready. */
export async function startDeskProcess(args: {
  shopUrl: string;
  pairingCode?: string;
  printer: string;
  dataDir: string;
  /** Serve the desk page too (Vite middleware); off by default. */
  page?: boolean;
}): Promise<RunningDesk> {
  const port = await freePort();
  const argv = [
    '--import',
    'tsx',
    path.join(repoRoot, 'desk', 'src', 'core', 'cli.ts'),
    '--shop-url',
    args.shopUrl,
    '--printer',
    args.printer,
    '--data-dir',
    args.dataDir,
    '--port',
    String(port),
    ...(args.page ? [] : ['--no-page']),
    ...(args.pairingCode ? ['--pairing-code', args.pairingCode] : []),
  ];
  const child = spawn(process.execPath, argv, { cwd: repoRoot, stdio: ['ignore', 'pipe', 'pipe'] });
  const log: string[] = [];
  const ready = new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      log.push(chunk.toString());
      if (log.join('').includes('"desk ready"')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
    child.once('exit', (code) => reject(new Error(`desk exited (${code}): ${log.join('')}`)));
  });
  await ready;
  return { child, url: `http://127.0.0.1:${port}`, log, stop: (signal) => stopChild(child, signal) };
}
