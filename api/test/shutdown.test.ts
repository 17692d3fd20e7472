import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type Child, spawnApiProcess, waitForListening } from './child-process.js';
import { prepareChildDatabase } from './helpers.js';

describe('graceful shutdown (real process)', () => {
  let child: Child | undefined;
  let cleanup: (() => Promise<void>) | undefined;
  afterEach(async () => {
    if (child && child.process.exitCode === null) child.process.kill('SIGKILL');
    await child?.exited;
    await cleanup?.();
    child = undefined;
  });

  it('finishes an in-flight request on SIGTERM, refuses new ones, then exits 0', async () => {
    const database = await prepareChildDatabase();
    cleanup = database.cleanup;
    child = spawnApiProcess('test/fixtures/slow-server.ts', database.env);
    const url = await waitForListening(child);
    expect((await fetch(`${url}/api/health`)).status).toBe(200);

    const slow = fetch(`${url}/api/test/slow?ms=1500`);
    await new Promise((resolve) => setTimeout(resolve, 400));
    child.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 200));

    await expect(fetch(`${url}/api/health`)).rejects.toThrow();
    const response = await slow;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { waited: 1500 } });
    expect(await child.exited).toBe(0);
    expect(child.stdout()).toContain('"msg":"stopped"');
    if (database.env.DATA_DIR) expect(fs.existsSync(path.join(database.env.DATA_DIR, '.lock'))).toBe(false);
    // A real process starting through tsx beside a busy test worker can take most of the default 20 s.
  }, 45_000);
});
