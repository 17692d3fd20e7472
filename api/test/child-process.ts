import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { apiRoot } from '../src/kernel/config.js';

export interface Child {
  process: ChildProcess;
  stdout: () => string;
  stderr: () => string;
  /** Resolves with the exit code (or the signal name). */
  exited: Promise<number | string>;
}

/** Runs a TypeScript entry of the api (e.g. 'src/main.ts') in a real Node process through tsx. */
export function spawnApiProcess(entry: string, env: Record<string, string>): Child {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(apiRoot, entry)], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      RATE_LIMIT_ORDERS: '0',
      RATE_LIMIT_ORDERS_PER_BRANCH: '0',
      RATE_LIMIT_NEW_MAIL_ADDRESSES: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    out += chunk.toString();
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  const exited = new Promise<number | string>((resolve) => {
    child.on('exit', (code, signal) => resolve(code ?? signal ?? 'unknown'));
  });
  return { process: child, stdout: () => out, stderr: () => err, exited };
}

/** Waits for the pino line `listening` and returns its url. */
export async function waitForListening(child: Child, timeoutMs = 30_000): Promise<string> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    for (const line of child.stdout().split('\n')) {
      if (!line.includes('"listening"')) continue;
      const { url } = JSON.parse(line) as { url: string };
      return url;
    }
    if (child.process.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start: ${child.stdout()} ${child.stderr()}`);
}
