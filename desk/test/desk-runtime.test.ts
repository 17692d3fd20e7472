import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { DeskApi } from '../src/core/api-client.js';
import { DeskRuntime } from '../src/core/desk-runtime.js';
import { TcpPrinter } from '../src/core/printer/tcp-printer.js';
import type { DeskSnapshot } from '../src/core/snapshot.js';
import { FakePrinter } from '../src/core/testing/fake-printer.js';
import { FakeShop } from './fake-shop.js';
import { sampleOrder } from './fixtures.js';

let dir = '';
let shop: FakeShop;
let shopUrl = '';
let printer: FakePrinter;
let labelPrinter: FakePrinter;
const runtimes: DeskRuntime[] = [];

async function startRuntime(pollMs = 100) {
  const api = new DeskApi(shopUrl, `dc_7_${'x'.repeat(43)}`);
  const runtime = new DeskRuntime({
    api,
    info: await api.info(),
    printer: new TcpPrinter({ host: '127.0.0.1', port: printer.port, statusTimeoutMs: 50 }),
    dataDir: dir,
    pollMs,
    commandPollMs: pollMs,
    retryMs: 50,
  });
  runtimes.push(runtime);
  runtime.start();
  return runtime;
}

async function until<T>(probe: () => T | undefined, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const alerting = (runtime: DeskRuntime): DeskSnapshot['alerting'] => runtime.snapshot().alerting;

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-runtime-'));
  shop = new FakeShop();
  shopUrl = await shop.start();
  printer = new FakePrinter();
  labelPrinter = new FakePrinter();
  await printer.up();
  await labelPrinter.up();
});

afterEach(async () => {
  for (const runtime of runtimes.splice(0)) await runtime.stop();
  await shop.stop();
  await printer.down();
  await labelPrinter.down();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('desk core: alerts across a restart', () => {
  it('an order nobody acknowledged rings again after a restart; an acknowledged one does not', async () => {
    shop.orders = [sampleOrder({ id: 41, ticketNumber: 12 })];
    const first = await startRuntime();
    await until(() => (alerting(first).includes(41) ? true : undefined));
    await first.stop();
    runtimes.splice(0);

    // The desk restarts (same data folder): the order is still waiting and unacknowledged on the server.
    shop.orders = [sampleOrder({ id: 41, ticketNumber: 12 }), sampleOrder({ id: 42, ticketNumber: 13 })];
    const second = await startRuntime();
    expect(await until(() => (alerting(second).length === 2 ? alerting(second) : undefined))).toEqual([41, 42]);

    // Acknowledged elsewhere (another desk, the back-office): the event stops the ringing for that order only.
    const seen = sampleOrder({ id: 41, ticketNumber: 12, acknowledgedAt: '2026-11-23T09:00:00.000Z' });
    shop.orders = [seen, sampleOrder({ id: 42, ticketNumber: 13 })];
    shop.emit('order.acknowledged', seen);
    expect(await until(() => (alerting(second).length === 1 ? alerting(second) : undefined))).toEqual([42]);
  });
});

describe('desk core: print settings from the server', () => {
  it('default: Epson ESC/POS customer receipts on 80 mm, no label printer', async () => {
    const runtime = await startRuntime();
    expect(runtime.printSetup).toMatchObject({
      receipt: { language: 'esc-pos', paperWidth: 80 },
      ownLabels: null,
      labelPrinter: null,
      autoPrint: 'placed',
    });
    expect(runtime.labelQueue).toBeNull();
  });

  it('a changed version on a poll reloads the settings: Star 58 mm and a label printer of its own start at once', async () => {
    const runtime = await startRuntime();
    shop.settings = {
      receiptPrinter: 'star-prnt',
      paperWidth: 58,
      labelLanguage: 'zpl',
      labelPrinter: `127.0.0.1:${labelPrinter.port}`,
    };
    shop.version = 2;
    const order = sampleOrder({ id: 43, ticketNumber: 14 });
    shop.jobs = [
      { id: 1, reason: 'auto', document: 'customer', attempts: 0, order, status: 'pending' },
      { id: 2, reason: 'auto', document: 'labels', attempts: 0, order, status: 'pending' },
    ];
    await until(() => (runtime.labelQueue ? true : undefined));
    expect(runtime.printSetup.receipt).toEqual({ language: 'star-prnt', paperWidth: 58 });
    const [labels] = await labelPrinter.waitFor(1);
    expect(labels?.labels.flat().join(' ')).toContain('Kaisersemmel');
    await printer.waitFor(1);
    await until(() => (shop.jobs.every((job) => job.status === 'printed') ? true : undefined));
    expect(printer.printouts).toHaveLength(1);
    expect(labelPrinter.printouts).toHaveLength(1);
    expect(printer.printouts[0]?.labels).toEqual([]);
    expect(shop.requests).toContain('GET /jobs?printer=labels');
  });
});

describe('desk core: staff requests arrive live (long poll)', () => {
  it('a device test and a test page reach the desk at once, with the slow polls a minute apart', async () => {
    const runtime = await startRuntime(60_000);
    // Let the first polls pass, so only the long poll can bring what comes next.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = Date.now();
    shop.commands.push({ id: 5, kind: 'logs', status: 'pending' });
    shop.jobs.push({ id: 9, reason: 'test', document: 'test', attempts: 0, order: null, status: 'pending' });
    shop.wake();
    // far sooner than the next slow poll (60 s); the bound leaves room for a loaded CI machine
    await until(() => (shop.commands[0]?.status === 'done' ? true : undefined), 10_000);
    const [page] = await printer.waitFor(1, 10_000);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(page?.receipt.lines.join(' ')).toContain('Testdruck');
    expect(shop.commands[0]?.log).toContain('log requested');
    await until(() => (runtime.snapshot().printer.state === 'online' ? true : undefined));
  });
});

describe('desk core: pause and production list (issue 27)', () => {
  it('sets and ends the branch pause through the API and shows it; prints the production list on the receipt printer', async () => {
    const runtime = await startRuntime();
    expect(runtime.snapshot().onlinePause).toBeNull();
    await runtime.setOnlinePause({ kind: 'pause', duration: 30 });
    expect(shop.requests).toContain('PUT /online-pause');
    expect(runtime.snapshot().onlinePause).toMatchObject({ kind: 'pause', setBy: 'Theke 1' });
    await runtime.setOnlinePause(null);
    expect(shop.requests).toContain('DELETE /online-pause');
    expect(runtime.snapshot().onlinePause).toBeNull();

    // Set elsewhere (a board): the branch.paused signal on the feed reads it at once, not after the 15 s read.
    // Its own reads are done: at start, on connecting, after setting and after ending (the next one is 15 s away).
    const pauseReads = () => shop.requests.filter((request) => request === 'GET /online-pause').length;
    await until(() => (pauseReads() >= 4 ? true : undefined));
    shop.onlinePause = { kind: 'pause', until: '2026-11-23T10:00:00.000Z', extraMinutes: 0, setBy: 'Anna' };
    shop.signal('branch.paused');
    await until(() => (runtime.snapshot().onlinePause ? true : undefined), 5000);
    expect(runtime.snapshot().onlinePause).toMatchObject({ setBy: 'Anna' });
    expect(pauseReads()).toBe(5);

    shop.productionList = {
      day: '2026-11-24',
      branches: [{ id: 1, name: 'Wien', timeZone: 'Europe/Vienna', printedAt: null, printedBy: null }],
      orderCount: 1,
      groups: [
        {
          category: { id: 2, name: 'Gebäck' },
          products: [
            {
              productUid: 'semmel',
              name: 'Kaisersemmel',
              quantities: [{ type: 'amount', unit: 'Stk.', value: '12', text: '12 Stk.' }],
              isNew: true,
              variants: [
                {
                  options: [],
                  quantities: [{ type: 'amount', unit: 'Stk.', value: '12', text: '12 Stk.' }],
                  isNew: true,
                  orders: [
                    {
                      orderId: 5,
                      ticketNumber: 5,
                      branchId: 1,
                      name: 'Maria Huber',
                      dueAt: Date.parse('2026-11-24T08:00:00Z'),
                      placedAt: 0,
                      quantities: [],
                      isNew: true,
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    };
    await runtime.printProduction('2026-11-24');
    const [printout] = await printer.waitFor(1);
    expect(printout?.receipt.text).toMatch(/NEU Kaisersemmel +12 Stk\./);
    expect(printout?.receipt.text).toContain('NEU #5 Maria Huber (09:00)');
  });
});
