// Starts the real API (serving the built storefront) on a free port with a fresh embedded database in a temp DATA_DIR.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, deadline) {
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`API exited early (${child.exitCode})`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`API did not answer ${url} in time`);
}

/** @returns {Promise<{ baseUrl: string, stop: () => Promise<void> }>} */
export async function startApi({ repoRoot, storefrontDist, timeoutMs = 180_000 }) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bestell-bench-web-'));
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    STOREFRONT_DIST: storefrontDist,
    // Order and mail limits off (the bench comes from one address).
    RATE_LIMIT_ORDERS: '0',
    RATE_LIMIT_ORDERS_PER_BRANCH: '0',
    RATE_LIMIT_NEW_MAIL_ADDRESSES: '0',
  };
  delete env.DATABASE_URL;
  const output = [];
  const child = spawn(process.execPath, ['--import', 'tsx', join(repoRoot, 'api', 'src', 'main.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    await rm(dataDir, { recursive: true, force: true });
  };
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(`${baseUrl}/api/health`, child, Date.now() + timeoutMs);
  } catch (error) {
    await stop();
    throw new Error(`${error.message}\n--- API output ---\n${output.join('')}`);
  }
  return { baseUrl, stop };
}
