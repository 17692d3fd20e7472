import fs from 'node:fs';
import path from 'node:path';

export type JobMark = 'sending' | 'unsent' | 'printed' | 'acked';

const compactAfterBytes = 1_000_000;
const marks: readonly JobMark[] = ['sending', 'unsent', 'printed', 'acked'];

/**
 * The desk's print journal: one JSON line per step of a job, appended and fsync'd before the next step happens —
 * "sending N" before the bytes go to the printer, "printed N" after the printer took them, "acked N" after the server
 * knows. After a crash, a job whose last mark is "sending" may or may not have come out of the printer: it is printed
 * again, marked KOPIE; a "printed" job is only acknowledged again. A torn last line (crash while writing) is ignored.
 */
export class Journal {
  private readonly marks = new Map<number, JobMark>();
  /** null once closed: a stopped queue's late step must not write to the number, which the system may reuse. */
  private fd: number | null;
  private size: number;

  private constructor(private readonly file: string) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    let content = '';
    try {
      content = fs.readFileSync(file, 'utf8');
    } catch {
      content = '';
    }
    for (const line of content.split('\n')) {
      if (line.trim() === '') continue;
      try {
        const entry = JSON.parse(line) as { t?: unknown; job?: unknown };
        const mark = marks.find((candidate) => candidate === entry.t);
        if (typeof entry.job === 'number' && mark) this.marks.set(entry.job, mark);
      } catch {
        // A line torn by a crash: the step it describes did not happen as far as we know.
      }
    }
    this.fd = fs.openSync(file, 'a', 0o600);
    this.size = Buffer.byteLength(content);
  }

  static open(file: string): Journal {
    return new Journal(file);
  }

  markOf(job: number): JobMark | undefined {
    return this.marks.get(job);
  }

  /** Jobs that were being sent when the desk stopped: print again, marked KOPIE. */
  inDoubt(): number[] {
    return [...this.marks].filter(([, mark]) => mark === 'sending').map(([job]) => job);
  }

  sending(job: number): void {
    this.append(job, 'sending');
  }

  /** The attempt failed before a byte reached the printer (refused, paper out): no doubt about this one. */
  unsent(job: number): void {
    this.append(job, 'unsent');
  }

  printed(job: number): void {
    this.append(job, 'printed');
  }

  acked(job: number): void {
    this.append(job, 'acked');
  }

  close(): void {
    if (this.fd === null) return;
    fs.closeSync(this.fd);
    this.fd = null;
  }

  /**
   * After close() a step is not recorded: the desk is stopping and the job keeps its last mark (a job left at
   * "sending" prints again as KOPIE, one left at "printed" is acknowledged again — both as after a crash). Writing to
   * the closed descriptor could hit whatever file or socket the system opened under its number since.
   */
  private append(job: number, mark: JobMark): void {
    if (this.fd === null) return;
    const line = `${JSON.stringify({ t: mark, job, at: Date.now() })}\n`;
    fs.writeSync(this.fd, line);
    fs.fsyncSync(this.fd);
    this.marks.set(job, mark);
    this.size += Buffer.byteLength(line);
    if (mark === 'acked' && this.size > compactAfterBytes) this.compact();
  }

  /** Rewrites the journal with the jobs not yet acknowledged (acknowledged ones are the server's business now). */
  private compact(): void {
    const keep = [...this.marks].filter(([, mark]) => mark !== 'acked');
    const text = keep.map(([job, mark]) => `${JSON.stringify({ t: mark, job })}\n`).join('');
    const temporary = `${this.file}.tmp`;
    const fd = fs.openSync(temporary, 'w', 0o600);
    fs.writeSync(fd, text);
    fs.fsyncSync(fd);
    fs.closeSync(fd);
    if (this.fd !== null) fs.closeSync(this.fd);
    fs.renameSync(temporary, this.file);
    this.fd = fs.openSync(this.file, 'a', 0o600);
    this.size = Buffer.byteLength(text);
    for (const [job, mark] of [...this.marks]) if (mark === 'acked') this.marks.delete(job);
  }
}
