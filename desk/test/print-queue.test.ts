import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Journal } from '../src/core/journal.js';
import type { PrintJob } from '../src/core/order.js';
import { PrintQueue } from '../src/core/print-queue.js';
import { PrinterError, TcpPrinter } from '../src/core/printer/tcp-printer.js';
import { encodeReceipt } from '../src/core/receipt/escpos.js';
import { receiptDocument } from '../src/core/receipt/receipt-document.js';
import { FakePrinter } from '../src/core/testing/fake-printer.js';
import { branch, job } from './fixtures.js';

/** The server's side of the queue: pending jobs, attempts and reports, in memory. */
class FakeServer {
  readonly jobs = new Map<number, PrintJob & { status: string }>();
  readonly reports: [number, string][] = [];
  add(...jobs: PrintJob[]) {
    for (const j of jobs) this.jobs.set(j.id, { ...j, status: 'pending' });
  }
  api = {
    jobs: async () => [...this.jobs.values()].filter((j) => j.status === 'pending'),
    report: async (id: number, status: 'sent' | 'printed' | 'failed') => {
      this.reports.push([id, status]);
      const j = this.jobs.get(id);
      if (!j) throw new Error('404');
      if (status === 'sent') j.attempts += 1;
      else if (j.status === 'pending') j.status = status;
      return { status: j.status };
    },
  };
}

function orderOf(j: PrintJob) {
  if (!j.order) throw new Error('job without order');
  return j.order;
}

let dir = '';
let printer: FakePrinter;
const journals: Journal[] = [];

function queueFor(server: FakeServer, journal: Journal, retryMs = 50) {
  return new PrintQueue({
    api: server.api,
    journal,
    printer: new TcpPrinter({ host: '127.0.0.1', port: printer.port, statusTimeoutMs: 100 }),
    render: (j, copy) =>
      encodeReceipt(
        receiptDocument(orderOf(j), { branch, publicUrl: 'https://shop', kind: 'customer', copy, now: 0 }),
        {
          language: 'esc-pos',
          paperWidth: 80,
        },
      ),
    retryMs,
    maxRetryMs: 200,
  });
}

function openJournal() {
  const journal = Journal.open(path.join(dir, 'journal.log'));
  journals.push(journal);
  return journal;
}

beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'desk-queue-'));
  printer = new FakePrinter();
  await printer.up();
});
afterEach(async () => {
  for (const journal of journals.splice(0)) journal.close();
  await printer.down();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('print queue', () => {
  it('prints each pending job once, in order, and acknowledges it after the printer took it', async () => {
    const server = new FakeServer();
    server.add(job(1), job(2), job(3));
    const queue = queueFor(server, openJournal());
    await queue.kick();
    await queue.kick();
    const printouts = await printer.waitFor(3);
    expect(printouts.map((p) => p.receipt.text.match(/#(\d+)/)?.[1])).toEqual(['1', '2', '3']);
    expect(printer.printouts).toHaveLength(3);
    expect([...server.jobs.values()].map((j) => j.status)).toEqual(['printed', 'printed', 'printed']);
    expect(server.reports.filter(([, s]) => s === 'sent')).toHaveLength(3);
  });

  it('printer down, then up: the job waits, then prints exactly once, not marked KOPIE', async () => {
    const server = new FakeServer();
    server.add(job(7));
    await printer.down();
    const states: string[] = [];
    const queue = new PrintQueue({
      api: server.api,
      journal: openJournal(),
      printer: new TcpPrinter({ host: '127.0.0.1', port: printer.port, statusTimeoutMs: 100 }),
      render: (j, copy) =>
        encodeReceipt(
          receiptDocument(orderOf(j), { branch, publicUrl: 'https://shop', kind: 'customer', copy, now: 0 }),
          {
            language: 'esc-pos',
            paperWidth: 80,
          },
        ),
      onPrinterState: (state) => states.push(state),
      retryMs: 50,
      maxRetryMs: 100,
    });
    const running = queue.kick();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(printer.printouts).toHaveLength(0);
    expect(server.jobs.get(7)?.status).toBe('pending');
    await printer.up();
    await running;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(printer.printouts).toHaveLength(1);
    expect(printer.printouts[0]?.receipt.text).not.toContain('KOPIE');
    expect(server.jobs.get(7)?.status).toBe('printed');
    expect(states).toContain('offline');
    expect(states.at(-1)).toBe('online');
  });

  it('paper out: the printer is asked first and nothing is sent until paper is back', async () => {
    const server = new FakeServer();
    server.add(job(8));
    printer.paperOut(true);
    const queue = queueFor(server, openJournal());
    const running = queue.kick();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(printer.printouts).toHaveLength(0);
    printer.paperOut(false);
    await running;
    expect(printer.printouts).toHaveLength(1);
    expect(server.jobs.get(8)?.status).toBe('printed');
  });

  it('a crash between sending and acknowledging: on restart the job prints again, marked KOPIE, once', async () => {
    const server = new FakeServer();
    server.add(job(9));
    const before = openJournal();
    // The desk had journaled "sending 9" and maybe printed, then died before "printed".
    before.sending(9);
    before.close();
    journals.splice(journals.indexOf(before), 1);
    const queue = queueFor(server, openJournal());
    await queue.kick();
    await printer.waitFor(1);
    expect(printer.printouts[0]?.receipt.lines.find((l) => l.trim() !== '')?.trim()).toBe('KOPIE');
    expect(server.jobs.get(9)?.status).toBe('printed');
    await queue.kick();
    expect(printer.printouts).toHaveLength(1);
  });

  it('printed but not acknowledged (server away): no second print, the acknowledgement is sent again', async () => {
    const server = new FakeServer();
    server.add(job(10));
    const journal = openJournal();
    journal.sending(10);
    journal.printed(10);
    const queue = queueFor(server, journal);
    await queue.kick();
    expect(printer.printouts).toHaveLength(0);
    expect(server.jobs.get(10)?.status).toBe('printed');
    expect(journal.markOf(10)).toBe('acked');
  });

  it('the journal survives a torn last line and keeps the marks before it', () => {
    const file = path.join(dir, 'journal.log');
    fs.writeFileSync(file, '{"t":"sending","job":1}\n{"t":"printed","job":1}\n{"t":"sending","job":2}\n{"t":"pri');
    const journal = openJournal();
    expect(journal.markOf(1)).toBe('printed');
    expect(journal.inDoubt()).toEqual([2]);
    const fresh = Journal.open(path.join(dir, 'other', 'journal.log'));
    journals.push(fresh);
    expect(fs.statSync(path.join(dir, 'other', 'journal.log')).mode & 0o777).toBe(0o600);
  });

  it('a closed journal records nothing more: a late step of a stopped queue never writes to a reused descriptor', () => {
    const journal = openJournal();
    journal.sending(7);
    journal.close();
    // the next file opened is likely to get the closed journal's descriptor number
    const other = path.join(dir, 'other.txt');
    const otherFd = fs.openSync(other, 'a');
    try {
      journal.printed(7);
      journal.acked(7);
      journal.close();
    } finally {
      fs.closeSync(otherFd);
    }
    expect(fs.readFileSync(other, 'utf8')).toBe('');
    expect(fs.readFileSync(path.join(dir, 'journal.log'), 'utf8').trim().split('\n')).toHaveLength(1);
    expect(openJournal().inDoubt()).toEqual([7]);
  });

  it('the TCP driver: a refused connection is "offline" with nothing sent', async () => {
    await printer.down();
    const driver = new TcpPrinter({ host: '127.0.0.1', port: printer.port });
    const error = await driver.send(new Uint8Array([0x1b, 0x40])).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PrinterError);
    expect(error).toMatchObject({ state: 'offline', maybePrinted: false });
  });
});
