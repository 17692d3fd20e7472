import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

export interface RunningApi {
  baseUrl: string;
  /** Everything the API process wrote to stdout and stderr so far (e.g. the setup address of an empty shop). */
  output(): string;
  stop(): Promise<void>;
}

interface StartOptions {
  repoRoot: string;
  storefrontDist: string;
  startTimeoutMs?: number;
  /** Extra environment of the API process (e.g. TEST_NOW to pin its clock). */
  env?: Record<string, string>;
  /** The port to listen on (default: a free one); for a PUBLIC_URL that names it. */
  port?: number;
}

async function waitForHealth(url: string, child: ChildProcess, deadline: number): Promise<void> {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`API exited early (code ${child.exitCode}, signal ${child.signalCode})`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API did not answer ${url} in time`);
}

async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = once(child, 'exit');
  process.kill(child.pid, 'SIGTERM');
  const timer = setTimeout(() => {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null)
      process.kill(child.pid, 'SIGKILL');
  }, 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts the real API (`node --import tsx api/src/main.ts`) on a free port with a fresh embedded database
 * (the demo bakery is seeded on first start) and waits for /api/health.
 */
export async function startApi({
  repoRoot,
  storefrontDist,
  startTimeoutMs = 150_000,
  env: extraEnv = {},
  port: chosenPort,
}: StartOptions): Promise<RunningApi> {
  const dataDir = await mkdtemp(join(tmpdir(), 'bestell-e2e-'));
  const port = chosenPort ?? (await freePort());
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STOREFRONT_DIST: storefrontDist,
    // Order and mail limits off (many orders from one address); a test about them sets its own.
    RATE_LIMIT_ORDERS: '0',
    RATE_LIMIT_ORDERS_PER_BRANCH: '0',
    RATE_LIMIT_NEW_MAIL_ADDRESSES: '0',
    // Without the demo's six months of history the extra APIs start faster; the shared one turns it on.
    DEMO_HISTORY: 'off',
    ...extraEnv,
  };
  // The browser tests always run on a fresh embedded database, whatever the shell has set.
  delete env.DATABASE_URL;

  const output: string[] = [];
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'api', 'src', 'main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString()));

  const stop = async () => {
    await stopChild(child);
    await rm(dataDir, { recursive: true, force: true });
  };

  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, Date.now() + startTimeoutMs);
  } catch (error) {
    await stop();
    const message = error instanceof Error ? error.message : String(error);
    throw new Error(`${message}\n--- API output ---\n${output.join('')}`);
  }
  return { baseUrl, output: () => output.join(''), stop };
}
