// One autocannon run and the figures the bench reports from it.
import autocannon from 'autocannon';

/**
 * Loads `url` with `connections` keep-alive connections for `seconds` and resolves with requests per second,
 * latency percentiles (ms), the response sizes seen and the failures. Throws on connection errors or non-2xx
 * answers: a fast wrong answer is no result.
 */
export function load(url, { connections, seconds, headers }) {
  return new Promise((resolve, reject) => {
    const sizes = new Map();
    const instance = autocannon({ url, connections, duration: seconds, headers }, (error, result) => {
      if (error) return reject(error);
      if (result.errors > 0 || result.non2xx > 0) {
        return reject(new Error(`${url}: ${result.errors} errors, ${result.non2xx} non-2xx answers`));
      }
      resolve({
        requests: result.requests.total,
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
