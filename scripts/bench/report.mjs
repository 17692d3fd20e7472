// The bench's printed table and its verdicts against the targets of the issue.
// Issue 22 point 4: every catalog read at least as fast as bare Koa sending the same bytes, p99 under 10 ms.
export const targets = { ratio: 1.0, p99Ms: 10 };

const verdict = (ok) => (ok ? 'PASS' : 'MISS');

function table(rows) {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => String(row[column]).length)));
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
        )
        .join('  '),
    )
    .join('\n');
}

const round = (value, digits = 0) => value.toFixed(digits);

/** The routes that miss a target, as `path: what` lines (empty when all pass). */
export function steadyMisses(results) {
  return results.flatMap(({ path, bare, api }) => {
    const misses = [];
    if (!(api.rps / bare.rps >= targets.ratio)) misses.push(`${path}: ratio ${round(api.rps / bare.rps, 2)}`);
    if (!(api.p99 < targets.p99Ms)) misses.push(`${path}: p99 ${api.p99} ms`);
    return misses;
  });
}

/** Steady-state table: per route the bare ceiling, the API, the ratio and the verdicts. */
export function steadyReport(results) {
  const rows = [['route', 'server', 'req/s', 'p50 ms', 'p99 ms', 'max ms', 'CPU µs/req', 'bytes/answer']];
  const verdicts = [];
  for (const { path, bare, api } of results) {
    for (const [server, r] of [
      ['bare Koa', bare],
      ['API', api],
    ]) {
      const cpu = r.cpuMicrosPerRequest === null ? 'n/a' : round(r.cpuMicrosPerRequest);
      rows.push([path, server, round(r.rps), r.p50, r.p99, r.max, cpu, r.bytesPerAnswer.join('/')]);
    }
    const ratio = api.rps / bare.rps;
    const cpuRatio =
      bare.cpuMicrosPerRequest && api.cpuMicrosPerRequest
        ? `; by server CPU per request ${round(bare.cpuMicrosPerRequest / api.cpuMicrosPerRequest, 2)}`
        : '';
    verdicts.push(
      `${path}: ratio ${round(ratio, 2)} (target ≥ ${targets.ratio}) ${verdict(ratio >= targets.ratio)}, ` +
        `p99 ${api.p99} ms (target < ${targets.p99Ms} ms) ${verdict(api.p99 < targets.p99Ms)}${cpuRatio}`,
    );
    if (bare.p99 >= targets.p99Ms) {
      verdicts.push(
        `  (the bare ceiling's own p99 is ${bare.p99} ms: this machine is too busy to judge the p99 target)`,
      );
    }
  }
  return `${table(rows)}\n\n${verdicts.join('\n')}`;
}

/** After-write table: a quiet window next to windows that start right after a catalog write. */
export function afterWriteReport({ path, quiet, afterWrite, firstReads }) {
  const rows = [[`window on ${path}`, 'req/s', 'p50 ms', 'p99 ms', 'max ms']];
  rows.push(['no write before', round(quiet.rps), quiet.p50, quiet.p99, quiet.max]);
  afterWrite.forEach((r, i) => {
    const row = r.answers > 0 ? [round(r.rps), r.p50, r.p99, r.max] : ['0', '-', '-', 'no answer in the window'];
    rows.push([`right after write ${i + 1}`, ...row]);
  });
  const sorted = [...firstReads].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  const worstP99 = Math.max(...afterWrite.map((r) => (r.answers > 0 ? r.p99 : Number.POSITIVE_INFINITY)));
  return (
    `${table(rows)}\n\n` +
    `p99 right after an invalidation: worst ${Number.isFinite(worstP99) ? `${worstP99} ms` : 'longer than a window'} ` +
    `over ${afterWrite.length} writes (reported only; the < ${targets.p99Ms} ms target is for steady reads)\n` +
    `first read after a write (rebuild of the answer): median ${round(median, 1)} ms, ` +
    `worst ${round(sorted.at(-1) ?? 0, 1)} ms over ${sorted.length} writes`
  );
}
