import type { Context } from 'koa';
import { AppError } from '../../kernel/app-error.js';
import type { OpenedObject, Storage } from '../storage/storage.js';

export const immutableCacheControl = 'public, max-age=31536000, immutable';

/** Sandbox for SVG opened directly: no scripts, no plug-ins, no requests except inline styles and data images. */
export const svgContentSecurityPolicy = "sandbox; default-src 'none'; style-src 'unsafe-inline'; img-src data:";

export interface SendFileOptions {
  contentType: string;
  /** A strong validator for this exact content (quoted by this function). */
  etag: string;
  /** Defaults to `immutableCacheControl` (public). */
  cacheControl?: string;
  /** `inline` or `attachment`, with the file name the browser should use. */
  disposition?: { type: 'inline' | 'attachment'; fileName: string };
}

/** Sends the stored object `key` of `store` (see `sendOpenedFile`); a missing object is a 404. */
export async function sendStoredFile(
  ctx: Context,
  store: Storage,
  key: string,
  options: SendFileOptions,
): Promise<void> {
  const opened = await store.open(key);
  if (!opened) throw AppError.notFound();
  sendOpenedFile(ctx, opened, options);
}

/**
 * Sends an immutable file: Content-Type, nosniff, long caching and an ETag (304 when the client has it).
 */
export function sendOpenedFile(ctx: Context, opened: OpenedObject, options: SendFileOptions): void {
  if (options.disposition) {
    const { fileName, type } = options.disposition;
    // An ASCII `filename` for old clients plus `filename*` (UTF-8) whenever the name is not plain ASCII.
    ctx.attachment(fileName, { type, fallback: fileName.replace(/[^\x20-\x7e]/g, '_') });
  }
  ctx.set('X-Content-Type-Options', 'nosniff');
  ctx.set('Cache-Control', options.cacheControl ?? immutableCacheControl);
  ctx.set('ETag', `"${options.etag}"`);
  if (options.contentType.startsWith('image/svg+xml')) ctx.set('Content-Security-Policy', svgContentSecurityPolicy);
  ctx.status = 200;
  ctx.type = options.contentType;
  if (ctx.fresh || ctx.method === 'HEAD') {
    // Nobody reads the stream: close the file (or the S3 connection) now.
    opened.body.destroy();
  }
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  // Koa sends no body for HEAD; an empty buffer avoids a stream nobody reads.
  ctx.body = ctx.method === 'HEAD' ? Buffer.alloc(0) : opened.body;
  ctx.length = opened.size;
}
