// One autocannon run and the figures the bench reports from it.
import autocannon from 'autocannon';
import { cpuSeconds } from './processes.mjs';

/**
 * Loads `url` with `connections` keep-alive connections for `seconds` and resolves with requests per second,
 * latency percentiles (ms), the response sizes seen and, given the server's `pid`, the server's CPU time per
 * request (µs; independent of how busy the rest of the machine is). Throws on connection errors or non-2xx
 * answers: a fast wrong answer is no result.
 */
export function load(url, { connections, seconds, headers, pid }) {
  return new Promise((resolve, reject) => {
    const sizes = new Map();
    const cpuBefore = pid ? cpuSeconds(pid) : null;
    const instance = autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.errors > 0 || result.non2xx > 0) {
        return reject(new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`));
      }
      const cpuAfter = pid ? cpuSeconds(pid) : null;
      const cpu = cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null;
      resolve({
        cpuMicrosPerRequest: cpu === null ? null : (cpu * 1e6) / result.requests.total,
        answers: result.requests.total,
        rps: result.requests.total / result.duration,
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        bytesPerAnswer: [...sizes.keys()].sort((a, b) => a - b),
      });
    });
    instance.on('response', (_client, _status, bytes) => sizes.set(bytes, (sizes.get(bytes) ?? 0) + 1));
  });
}

/**
 * One server's figures from several windows of equal length: requests per second and CPU per request over all of
 * them, the worst window's p99 and max (never better than any window), the answer-weighted p50.
 */
export function combineWindows(windows) {
  const answers = windows.reduce((sum, w) => sum + w.answers, 0);
  const seconds = windows.reduce((sum, w) => sum + w.answers / w.rps, 0);
  const cpuKnown = windows.every((w) => w.cpuMicrosPerRequest !== null);
  return {
    answers,
    rps: answers / seconds,
    cpuMicrosPerRequest: cpuKnown
      ? windows.reduce((sum, w) => sum + w.cpuMicrosPerRequest * w.answers, 0) / answers
      : null,
    p50: Math.round(windows.reduce((sum, w) => sum + w.p50 * w.answers, 0) / answers),
    p99: Math.max(...windows.map((w) => w.p99)),
    max: Math.max(...windows.map((w) => w.max)),
    bytesPerAnswer: [...new Set(windows.flatMap((w) => w.bytesPerAnswer))].sort((a, b) => a - b),
  };
}
