import { AppError } from '../../kernel/app-error.js';
import type { RateLimitResult } from './limiter.js';

/** The part of a Koa context a refusal needs (to set the header before the error middleware answers). */
export interface HeaderTarget {
  set(field: string, value: string): void;
}

/**
 * A refused take as the 429 answer: sets `Retry-After` (seconds) on the response and returns the AppError
 * ('too_many_requests', German message) to throw. The error middleware keeps headers set before the throw.
 */
export function tooManyRequests(ctx: HeaderTarget, result: RateLimitResult, message: string, code: string): AppError {
  ctx.set('Retry-After', String(Math.max(1, result.retryAfterSeconds)));
  return new AppError('too_many_requests', message, { code });
}
