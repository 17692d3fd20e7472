import net from 'node:net';
import { type DecodedReceipt, decodeEscPos } from './escpos-decoder.js';
import { decodeTspl, decodeZpl } from './label-decoder.js';

export interface Printout {
  bytes: Uint8Array;
  receipt: DecodedReceipt;
  /** For ZPL or TSPL jobs: the text of each label (empty for ESC/POS). */
  labels: string[][];
  at: number;
}

/**
 * A network receipt printer on 127.0.0.1 for tests and the benchmark: every connection's bytes become one printout
 * (decoded as ESC/POS). `down()` stops listening (connections are refused, as with a printer switched off) and
 * `up()` listens again on the same port. A status request (DLE EOT 4) is answered with paper present, or paper
 * out after `paperOut(true)`.
 */
export class FakePrinter {
  readonly printouts: Printout[] = [];
  private server: net.Server | null = null;
  private readonly sockets = new Set<net.Socket>();
  private paperIsOut = false;
  private holding = false;
  /** Bytes received so far on connections still open (a held job shows here before it counts as a printout). */
  receiving = 0;
  private waiters: (() => void)[] = [];
  port = 0;

  async up(): Promise<void> {
    if (this.server) return;
    const server = net.createServer({ allowHalfOpen: true }, (socket) => this.accept(socket));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.server = server;
    const address = server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  async down(): Promise<void> {
    const server = this.server;
    this.server = null;
    for (const socket of this.sockets) socket.destroy();
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /**
   * While holding, the printer takes the bytes but never closes the connection (the desk cannot know it printed).
   * Releasing closes the held connections: what they carried counts as printed.
   */
  hold(on: boolean): void {
    this.holding = on;
    if (!on) for (const socket of this.sockets) socket.end();
  }

  paperOut(out: boolean): void {
    this.paperIsOut = out;
  }

  get address(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** Resolves once `count` printouts have arrived (rejects after `timeoutMs`). */
  async waitFor(count: number, timeoutMs = 10_000): Promise<Printout[]> {
    const deadline = Date.now() + timeoutMs;
    while (this.printouts.length < count) {
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`expected ${count} printouts, got ${this.printouts.length}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.printouts.slice(0, count);
  }

  private accept(socket: net.Socket): void {
    this.sockets.add(socket);
    const chunks: Buffer[] = [];
    socket.on('end', () => {
      if (!this.holding) socket.end();
    });
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      this.receiving += chunk.length;
      // DLE EOT 4: paper roll sensor status.
      if (chunk.includes(Buffer.from([0x10, 0x04, 0x04]))) socket.write(Buffer.from([this.paperIsOut ? 0x72 : 0x12]));
    });
    socket.on('close', () => {
      this.sockets.delete(socket);
      const bytes = new Uint8Array(Buffer.concat(chunks));
      const withoutStatus = stripStatusRequests(bytes);
      if (withoutStatus.length === 0) return;
      this.printouts.push({
        bytes: withoutStatus,
        receipt: decodeEscPos(withoutStatus),
        labels: decodeLabels(withoutStatus),
        at: Date.now(),
      });
      for (const waiter of this.waiters.splice(0)) waiter();
    });
    socket.on('error', () => {});
  }
}

function decodeLabels(bytes: Uint8Array): string[][] {
  const head = Buffer.from(bytes.subarray(0, 4)).toString('latin1');
  if (head === '^XA^') return decodeZpl(bytes);
  if (head === 'SIZE') return decodeTspl(bytes);
  return [];
}

function stripStatusRequests(bytes: Uint8Array): Uint8Array {
  const out: number[] = [];
  for (let i = 0; i < bytes.length; i += 1) {
    if (bytes[i] === 0x10 && bytes[i + 1] === 0x04) {
      i += 2;
      continue;
    }
    out.push(bytes[i] ?? 0);
  }
  return new Uint8Array(out);
}
