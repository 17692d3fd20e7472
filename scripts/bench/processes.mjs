// Child processes of the bench: started with piped output, found by the line they print when ready, and stopped
// (SIGTERM, then SIGKILL) by the bench itself, whatever happens.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** USER_HZ of Linux /proc/<pid>/stat: 100 on every common platform. */
const clockTicks = 100;

const running = new Set();

/**
 * Starts `node <args>` and resolves with the child and the first line `isReady` returns a value for (e.g. the
 * server's url). Output is read to the end (a full pipe would stall the child) and kept for error messages.
 */
export function startNode(args, { env, cwd, isReady, timeoutMs = 120_000 }) {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  child.on('exit', () => running.delete(child));
  let tail = '';
  const remember = (chunk) => {
    tail = (tail + chunk.toString()).slice(-4000);
  };
  return new Promise((resolve, reject) => {
    let pending = '';
    let done = false;
    const finish = (error, value) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve({ child, value, output: () => tail });
    };
    const timer = setTimeout(() => finish(new Error(`${args.join(' ')} was not ready in time:\n${tail}`)), timeoutMs);
    child.stdout.on('data', (chunk) => {
      remember(chunk);
      if (done) return;
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const value = isReady(line);
        if (value !== undefined) return finish(null, value);
      }
    });
    child.stderr.on('data', remember);
    child.on('error', (error) => finish(error));
    child.on('exit', (code, signal) =>
      finish(new Error(`${args.join(' ')} ended early (${code ?? signal}):\n${tail}`)),
    );
  });
}

/** Runs `node <args>` to its end; resolves with its stdout, rejects with its output when it fails. */
export function runNode(args, { env, cwd }) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    running.add(child);
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk) => {
      out += chunk.toString();
    });
    child.stderr.on('data', (chunk) => {
      err += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve(out);
      else reject(new Error(`${args.join(' ')} failed (${code ?? signal}):\n${out}${err}`));
    });
  });
}

/** Stops one child: SIGTERM, then SIGKILL after `graceMs`; resolves once it is gone. */
export function stop(child, graceMs = 10_000) {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const killer = setTimeout(() => child.kill('SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(killer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Stops every child this module started that is still running. */
export function stopAll() {
  return Promise.all([...running].map((child) => stop(child)));
}

/** CPU seconds (user + system, all threads) the process has used so far; null where /proc is missing. */
export function cpuSeconds(pid) {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name (which may hold spaces): state is field 3, utime 14, stime 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / clockTicks;
  } catch {
    return null;
  }
}
