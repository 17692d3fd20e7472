// Child processes of the bench: servers whose output goes to a log file (as it would in production: a pipe into
// the busy bench process would fill up and stall their writes), found ready by polling them, and stopped (SIGTERM,
// then SIGKILL) by the bench itself, whatever happens.
import { spawn } from 'node:child_process';
import { closeSync, openSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';

/** USER_HZ of Linux /proc/<pid>/stat: 100 on every common platform. */
const clockTicks = 100;

const running = new Set();

/** A port of 127.0.0.1 that was free a moment ago. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function answers200(url) {
  return new Promise((resolve) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode === 200);
      })
      .on('error', () => resolve(false));
  });
}

function tailOf(file) {
  try {
    return readFileSync(file, 'utf8').slice(-4000);
  } catch {
    return '';
  }
}

/**
 * Starts `node <args>` with its output in `logFile` and resolves with the child once `readyUrl` answers 200.
 * Rejects with the end of the log when the child ends first or is not ready within `timeoutMs`.
 */
export function startServer(args, { env, cwd, logFile, readyUrl, timeoutMs = 120_000 }) {
  const fd = openSync(logFile, 'a');
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', fd, fd] });
  closeSync(fd);
  running.add(child);
  child.on('exit', () => running.delete(child));
  return new Promise((resolve, reject) => {
    let done = false;
    const finish = (error) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(child);
    };
    const timer = setTimeout(
      () => finish(new Error(`${args.join(' ')} was not ready in time:\n${tailOf(logFile)}`)),
      timeoutMs,
    );
    const probe = async () => {
      if (done) return;
      if (await answers200(readyUrl)) finish(null);
      else setTimeout(probe, 100);
    };
    void probe();
    child.on('error', (error) => finish(error));
    child.on('exit', (code, signal) =>
      finish(new Error(`${args.join(' ')} ended early (${code ?? signal}):\n${tailOf(logFile)}`)),
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

/**
 * CPU seconds used so far by a PostgreSQL cluster: its postmaster, every live child (backends, WAL writer,
 * checkpointer …) and the children it has already reaped (cutime/cstime of the postmaster); null where /proc is
 * missing. Unlike the machine's busy time this does not count the other processes on the machine.
 */
export function clusterCpuSeconds(postmasterPid) {
  try {
    const fieldsOf = (pid) => {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    };
    const own = fieldsOf(postmasterPid);
    // utime 14, stime 15, cutime 16, cstime 17 (1-based), after the command name: indexes 11–14.
    let ticks = Number(own[11]) + Number(own[12]) + Number(own[13]) + Number(own[14]);
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry) || Number(entry) === postmasterPid) continue;
      try {
        const fields = fieldsOf(entry);
        if (Number(fields[1]) === postmasterPid) ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // ended meanwhile
      }
    }
    return ticks / clockTicks;
  } catch {
    return null;
  }
}

/** CPU seconds the whole machine has been busy (all CPUs, every process and the kernel); null where /proc is missing. */
export function machineBusySeconds() {
  try {
    const cpu = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // user nice system idle iowait irq softirq steal: everything but idle and iowait is work.
    const [user, nice, system, , , irq, softirq, steal = 0] = cpu;
    return (user + nice + system + irq + softirq + steal) / clockTicks;
  } catch {
    return null;
  }
}
