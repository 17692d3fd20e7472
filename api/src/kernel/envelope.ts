import type { Context } from 'koa';

/** Writes the success envelope `{ data }`. */
export function sendData<T>(ctx: Context, data: T, status = 200): void {
  ctx.status = status;
  ctx.body = { data };
}
