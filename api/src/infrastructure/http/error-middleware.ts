import { messages } from '@bestell/domain';
import type { Middleware } from 'koa';
import type { Logger } from 'pino';
import { ZodError } from 'zod';
import { fromDatabaseError } from '../../db/db-errors.js';
import { AppError, type ErrorEntry, unknownErrorMessage } from '../../kernel/app-error.js';
import { loggablePath } from './request-log.js';

function fromZod(error: ZodError): AppError {
  const entries: ErrorEntry[] = error.issues.flatMap((issue) => {
    // An unknown-keys issue names each unknown key as its own field.
    const paths = issue.code === 'unrecognized_keys' ? issue.keys.map((key) => [...issue.path, key]) : [issue.path];
    return paths.map((path) => {
      const entry: ErrorEntry = { message: issue.message, code: issue.code };
      if (path.length > 0) entry.field = path.join('.');
      return entry;
    });
  });
  return new AppError('validation', entries[0]?.message ?? unknownErrorMessage, { entries });
}

/**
 * Client errors raised by koa or its parsers (co-body sets `status` 400 on bad JSON, raw-body 413/415) become
 * bad_request with the original status in the code (413 keeps its status: the body was too large); 5xx and anything without a status stay internal.
 */
function fromHttpError(error: unknown): AppError | null {
  if (typeof error !== 'object' || error === null || !('status' in error)) return null;
  const { status } = error as { status: unknown };
  if (typeof status !== 'number' || status < 400 || status >= 500) return null;
  if (status === 404) return AppError.notFound();
  if (status === 413) return new AppError('payload_too_large', messages.input.bodyTooLarge, { code: 'http_413' });
  return new AppError('bad_request', messages.input.unreadableBody, { code: `http_${status}` });
}

/** Maps every error to the `{ errors: [...] }` envelope. Anything unexpected becomes a 500 without internals. */
export function errorMiddleware(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const appError =
        error instanceof AppError
          ? error
          : error instanceof ZodError
            ? fromZod(error)
            : (fromDatabaseError(error) ?? fromHttpError(error));
      if (appError && appError.kind !== 'internal') {
        ctx.status = appError.status;
        ctx.body = { errors: appError.entries };
        return;
      }
      logger.error({ err: error, method: ctx.method, url: loggablePath(ctx.url) }, 'request failed');
      ctx.status = 500;
      ctx.body = { errors: [{ message: unknownErrorMessage, code: 'internal' }] };
    }
  };
}
