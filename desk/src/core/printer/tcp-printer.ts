import net from 'node:net';

export type PrinterState = 'online' | 'offline' | 'paper-out' | 'unknown';

export class PrinterError extends Error {
  constructor(
    readonly state: 'offline' | 'paper-out',
    message: string,
    /** Bytes had started to go out: the printer may have printed some or all of them. */
    readonly maybePrinted = false,
  ) {
    super(message);
    this.name = 'PrinterError';
  }
}

export interface Printer {
  /** Resolves once the printer took every byte; throws PrinterError when it is off or out of paper. */
  send(bytes: Uint8Array): Promise<void>;
  readonly address: string;
}

export interface TcpPrinterOptions {
  host: string;
  port: number;
  connectTimeoutMs?: number;
  /** How long to wait for the answer to DLE EOT 4 (paper sensor); printers that do not answer are printed to. */
  statusTimeoutMs?: number;
  /** Ask the ESC/POS paper sensor before each job (default); off for ZPL/TSPL label printers. */
  askPaper?: boolean;
}

const statusRequest = Buffer.from([0x10, 0x04, 0x04]);
/** DLE EOT 4 answer bits 5 and 6: paper roll end detected. */
const paperEnd = 0x60;

/** "host:port" (default port 9100) → host and port. */
export function parsePrinterAddress(value: string): { host: string; port: number } {
  const match = /^(\[[^\]]+\]|[^:]+)(?::(\d{1,5}))?$/.exec(value.trim());
  if (!match?.[1]) throw new Error(`invalid printer address: ${value}`);
  return { host: match[1].replace(/^\[|\]$/g, ''), port: match[2] ? Number(match[2]) : 9100 };
}

/**
 * A network printer on a raw TCP port (9100): one connection per job. It first asks for the paper sensor
 * (DLE EOT 4) and refuses to print on paper out; then writes the bytes and closes. The job counts as taken when the
 * connection closed cleanly after every byte was written.
 */
export class TcpPrinter implements Printer {
  constructor(private readonly options: TcpPrinterOptions) {}

  /** Whether the paper sensor is asked before each job (off for label printers; the settings may change it). */
  get askPaper(): boolean {
    return this.options.askPaper !== false;
  }

  set askPaper(value: boolean) {
    this.options.askPaper = value;
  }

  get address(): string {
    return `${this.options.host}:${this.options.port}`;
  }

  send(bytes: Uint8Array): Promise<void> {
    const { host, port } = this.options;
    const connectTimeoutMs = this.options.connectTimeoutMs ?? 3000;
    const statusTimeoutMs = this.options.statusTimeoutMs ?? 400;
    return new Promise<void>((resolve, reject) => {
      const socket = net.createConnection({ host, port });
      let settled = false;
      let connected = false;
      let printing = false;
      const fail = (error: PrinterError) => {
        if (settled) return;
        settled = true;
        socket.destroy();
        reject(error);
      };
      socket.setNoDelay(true);
      socket.setTimeout(connectTimeoutMs, () => fail(new PrinterError('offline', 'printer timed out', printing)));
      socket.once('error', (error) => fail(new PrinterError('offline', error.message, printing)));
      const print = () => {
        printing = true;
        socket.removeAllListeners('data');
        socket.end(Buffer.from(bytes));
      };
      socket.once('connect', () => {
        connected = true;
        if (this.options.askPaper === false) {
          print();
          return;
        }
        const wait = setTimeout(print, statusTimeoutMs);
        socket.once('data', (answer) => {
          clearTimeout(wait);
          if (((answer[0] ?? 0) & paperEnd) !== 0) fail(new PrinterError('paper-out', 'paper out'));
          else print();
        });
        socket.write(statusRequest);
      });
      socket.once('close', (hadError) => {
        if (settled) return;
        if (!connected || hadError || socket.bytesWritten < bytes.length) {
          fail(new PrinterError('offline', 'connection closed early', printing));
          return;
        }
        settled = true;
        resolve();
      });
    });
  }
}
