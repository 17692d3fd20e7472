/** Test helper (used by *.test.ts only): a real SMTP server on 127.0.0.1 that keeps every mail it receives. */
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface CapturedMail {
  /** RCPT TO addresses of the SMTP envelope. */
  envelopeTo: string[];
  envelopeFrom: string;
  parsed: ParsedMail;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpCapture {
  port: number;
  url: string;
  mails: CapturedMail[];
  /** Waits until `count` mails match (or throws after `timeoutMs`). */
  waitFor(predicate: (mail: CapturedMail) => boolean, count?: number, timeoutMs?: number): Promise<CapturedMail[]>;
  /** Refuse every following message with a 554 (to test failing sends). */
  refuseAll(refuse: boolean): void;
  close(): Promise<void>;
}

export async function startSmtpCapture(): Promise<SmtpCapture> {
  const mails: CapturedMail[] = [];
  let refusing = false;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusing) {
          callback(Object.assign(new Error('Message refused'), { responseCode: 554 }));
          return;
        }
        simpleParser(Buffer.concat(chunks))
          .then((parsed) => {
            mails.push({
              envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
              envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              parsed,
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
            });
            callback();
          })
          .catch((error: Error) => callback(error));
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    mails,
    async waitFor(predicate, count = 1, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.filter(predicate);
        if (found.length >= count) return found;
        if (Date.now() > deadline) {
          throw new Error(`expected ${count} mail(s), got ${found.length}: ${mails.map((m) => m.subject).join(' | ')}`);
        }
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    refuseAll(refuse) {
      refusing = refuse;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
