import type { ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import type { AppDeps } from '../../infrastructure/deps.js';
import { cartTokenHeader } from '../carts/routes.js';
import { type CrossOriginRoute, crossOriginRoutes } from './cross-origin-routes.js';
import { embedOriginListOf } from './origin-list.js';

/** Request headers a widget may send (contract 6). */
export const allowedRequestHeaders = ['Content-Type', cartTokenHeader, 'Idempotency-Key', 'Last-Event-ID'];
/** How long a browser keeps a preflight answer, in seconds. */
export const preflightMaxAgeSeconds = 600;

interface CompiledRoute {
  method: string;
  pattern: RegExp;
}

function compile(route: CrossOriginRoute): CompiledRoute {
  const escaped = route.path
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return { method: route.method, pattern: new RegExp(`^${escaped}/?$`) };
}

/**
 * `Vary: Origin` must survive answers written with `res.writeHead(status, headers)` (the kept catalog answers name
 * their own Vary there, which would replace one set before): merge it in when the head is written.
 */
function varyOriginOnWrite(res: ServerResponse): void {
  const writeHead = res.writeHead;
  const merged = (value: unknown): string => {
    const parts = String(value ?? '')
      .split(',')
      .map((part) => part.trim())
      .filter((part) => part !== '');
    return parts.some((part) => part.toLowerCase() === 'origin' || part === '*')
      ? parts.join(', ')
      : [...parts, 'Origin'].join(', ');
  };
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    // The headers object of a kept answer is shared by every request: replaced by a copy, never changed.
    const index = args.findIndex((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg));
    const headers = index >= 0 ? (args[index] as Record<string, unknown>) : undefined;
    const key = headers ? Object.keys(headers).find((name) => name.toLowerCase() === 'vary') : undefined;
    if (headers && key) args[index] = { ...headers, [key]: merged(headers[key]) };
    else res.setHeader('Vary', merged(res.getHeader('Vary')));
    return Reflect.apply(writeHead, this, args) as ServerResponse;
  } as unknown as ServerResponse['writeHead'];
}

/**
 * CORS for the embeddable widgets (issue 15 point 5, contract 6): only a request whose Origin is in the admin's
 * list (resource `embed-origins`) and only on a route of cross-origin-routes.ts gets `Access-Control-Allow-Origin:
 * <origin>` and `Vary: Origin` (and X-Cart-Token exposed); never Allow-Credentials, so no cookie or session travels.
 * A preflight of such a request is answered here with 204 (methods, headers, Max-Age 600). Everything else — staff
 * routes, unlisted routes, unknown origins — passes on without any CORS header. Mount before everything that
 * answers (the kept catalog answers included).
 */
export function embedCors(deps: AppDeps, routes: readonly CrossOriginRoute[] = crossOriginRoutes): Middleware {
  const compiled = routes.map(compile);
  const list = embedOriginListOf(deps.db);
  const methodsOf = (path: string): string[] => {
    const methods = compiled.filter((route) => route.pattern.test(path)).map((route) => route.method);
    if (methods.includes('GET')) methods.push('HEAD');
    return [...new Set(methods)];
  };
  return async (ctx, next) => {
    const origin = ctx.get('Origin');
    if (!origin || !ctx.path.startsWith('/api/')) return next();
    const preflightMethod = ctx.method === 'OPTIONS' ? ctx.get('Access-Control-Request-Method').toUpperCase() : '';
    const method = ctx.method === 'OPTIONS' ? preflightMethod : ctx.method;
    const methods = methodsOf(ctx.path);
    if (!method || !methods.includes(method)) return next();
    if (!(await list.has(origin))) return next();
    ctx.set('Access-Control-Allow-Origin', origin);
    ctx.vary('Origin');
    varyOriginOnWrite(ctx.res);
    if (ctx.method === 'OPTIONS') {
      ctx.set('Access-Control-Allow-Methods', methods.join(', '));
      ctx.set('Access-Control-Allow-Headers', allowedRequestHeaders.join(', '));
      ctx.set('Access-Control-Max-Age', String(preflightMaxAgeSeconds));
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', cartTokenHeader);
    return next();
  };
}
