import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spawnApiProcess } from '../../test/child-process.js';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock.js';

describe('data directory lock', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bestell-lock-'));
  });
  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the pid, refuses a second holder while it lives, and frees on release', () => {
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    // Another live process (our parent) "asks" for the same directory.
    expect(() => acquireDataDirLock(dir, process.ppid)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir, process.ppid)).toThrow(
      `Das Datenverzeichnis ${dir} wird bereits vom Prozess ${process.pid} verwendet.`,
    );
    lock.release();
    expect(fs.existsSync(path.join(dir, '.lock'))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('refuses a lock file that names another live process', () => {
    fs.writeFileSync(path.join(dir, '.lock'), `${process.ppid}\n`);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `Das Datenverzeichnis ${dir} wird bereits vom Prozess ${process.ppid} verwendet.`,
    );
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8').trim()).toBe(String(process.ppid));
  });

  it('takes over the lock of a dead process', () => {
    const dead = spawnSync(process.execPath, ['-e', '0']).pid;
    expect(dead).toBeGreaterThan(0);
    fs.writeFileSync(path.join(dir, '.lock'), `${dead}\n`);
    const lock = acquireDataDirLock(dir);
    expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('makes a second server process on the same directory exit 1 with the message before it opens the database', async () => {
    const lock = acquireDataDirLock(dir);
    try {
      const child = spawnApiProcess('src/main.ts', { DATA_DIR: dir });
      expect(await child.exited).toBe(1);
      expect(child.stderr()).toContain(
        `Das Datenverzeichnis ${dir} wird bereits vom Prozess ${process.pid} verwendet.`,
      );
      // It did not touch the database folder.
      expect(fs.existsSync(path.join(dir, 'pglite'))).toBe(false);
      expect(fs.readFileSync(path.join(dir, '.lock'), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      lock.release();
    }
  });
});
