import type { Context } from 'koa';
import { AppError } from '../../kernel/app-error.js';

const limit = 4096;

/**
 * The urlencoded body of an HTML form post (the JSON body parser leaves other types unread). Anything else, or more
 * than 4 KiB, is a 400.
 */
export async function readFormBody(ctx: Context, message: string): Promise<URLSearchParams> {
  if (!ctx.is('application/x-www-form-urlencoded'))
    throw new AppError('bad_request', message, { code: 'invalid_callback' });
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > limit) throw new AppError('bad_request', message, { code: 'invalid_callback' });
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
