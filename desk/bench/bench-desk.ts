/**
 * `npm run bench:desk`: placement → receipt bytes at the printer. The real API (fresh embedded database), desk:web as
 * a process and a fake network printer; 100 orders one after another (after 5 to warm up), each timed from the start
 * of its placement request to the moment its receipt (found by the status-page QR code) reached the printer.
 * Prints p50 and p99 against the target (p99 < 1 s). A report: it fails only when the run itself broke.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startApi, startDeskProcess } from '../e2e/support/processes.js';
import { placeOrder, Staff } from '../e2e/support/shop.js';
import { FakePrinter } from '../src/core/testing/fake-printer.js';

const orders = Number(process.env.BENCH_DESK_ORDERS ?? 100);
const targetP99Ms = 1000;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function printedAt(printer: FakePrinter, uid: string, timeoutMs = 10_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = printer.printouts.find((p) => p.receipt.qrCodes.some((qr) => qr.includes(uid)));
    if (found) return found.at;
    if (Date.now() > deadline) throw new Error(`receipt of ${uid} never arrived`);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
}

const api = await startApi('2026-11-23T10:00:00+01:00');
const printer = new FakePrinter();
await printer.up();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-desk-'));
let desk: Awaited<ReturnType<typeof startDeskProcess>> | null = null;
try {
  const staff = await Staff.signIn(api.url);
  const { code } = await staff.deviceWithCode('theke-bench');
  desk = await startDeskProcess({ shopUrl: api.url, pairingCode: code, printer: printer.address, dataDir });
  const latencies: number[] = [];
  for (let i = 0; i < orders + 5; i += 1) {
    const started = Date.now();
    const uid = await placeOrder(api.url, `Bench ${i}`);
    const at = await printedAt(printer, uid);
    if (i >= 5) latencies.push(at - started);
  }
  latencies.sort((a, b) => a - b);
  const p50 = percentile(latencies, 50);
  const p99 = percentile(latencies, 99);
  console.log(`bench:desk  ${latencies.length} orders, placement -> bytes at the printer`);
  console.log(`  p50 ${p50} ms   p99 ${p99} ms   max ${latencies.at(-1)} ms`);
  console.log(`  ${p99 < targetP99Ms ? 'PASS' : 'MISS'}  p99 < ${targetP99Ms} ms`);
} finally {
  await desk?.stop();
  await printer.down();
  await api.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
