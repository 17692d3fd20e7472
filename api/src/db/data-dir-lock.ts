import fs from 'node:fs';
import path from 'node:path';

/** Thrown when another live process holds the data directory. The message is shown to the operator as is. */
export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number,
  ) {
    super(`Das Datenverzeichnis ${dataDir} wird bereits vom Prozess ${pid} verwendet.`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

/** Lock files this process holds: a second open in the same process is refused too. */
const heldHere = new Set<string>();

/**
 * Takes `<dataDir>/.lock` (created with O_EXCL, holding our pid). A lock left by a dead process is taken over;
 * a lock of a live process throws DataDirLockedError. The lock is released on `release()` and on process exit.
 */
export function acquireDataDirLock(dataDir: string, pid: number = process.pid): DataDirLock {
  fs.mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, '.lock');
  if (heldHere.has(file)) throw new DataDirLockedError(dataDir, readPid(file) ?? process.pid);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(file, 'wx', 0o644);
      fs.writeSync(fd, `${pid}\n`);
      fs.closeSync(fd);
      heldHere.add(file);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        heldHere.delete(file);
        process.off('exit', release);
        if (readPid(file) === pid) fs.rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { file, release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readPid(file);
      if (owner !== null && owner !== pid && isAlive(owner)) throw new DataDirLockedError(dataDir, owner);
      // Stale (dead owner, our own pid from an earlier crash, or unreadable): remove and try again.
      fs.rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not take the lock ${file}`);
}
