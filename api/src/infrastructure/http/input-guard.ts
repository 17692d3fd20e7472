import { messages } from '@bestell/domain';
import type { Context, Middleware } from 'koa';
import { AppError } from '../../kernel/app-error.js';

/** Deeper bodies are refused: no resource nests this far, and recursive code (canonical JSON) must not overflow. */
export const maxInputDepth = 32;

// NUL cannot be stored by PostgreSQL (text or jsonb); a lone surrogate is not valid UTF-8 and PostgreSQL refuses it.
const loneSurrogate = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const isUnstorable = (text: string): boolean => text.includes('\u0000') || loneSurrogate.test(text);

export type InputProblem = { kind: 'characters'; field: string } | { kind: 'depth' };

/** The first problem in a parsed body, walked without recursion (a hostile body cannot overflow the stack here). */
export function findInputProblem(value: unknown): InputProblem | null {
  const pending: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const { value: current, path, depth } = next;
    if (typeof current === 'string') {
      if (isUnstorable(current)) return { kind: 'characters', field: path };
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= maxInputDepth) return { kind: 'depth' };
    for (const [key, child] of Object.entries(current)) {
      const childPath = path === '' ? key : `${path}.${key}`;
      if (isUnstorable(key)) return { kind: 'characters', field: childPath };
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return null;
}

function hasUnstorableEscape(raw: string): boolean {
  try {
    return isUnstorable(decodeURIComponent(raw));
  } catch {
    return true;
  }
}

/** The refusal of a parsed body {@link inputGuard} would give (null when it may be stored). */
function bodyRefusal(body: unknown): AppError | null {
  const problem = findInputProblem(body);
  if (problem?.kind === 'depth') {
    return new AppError('bad_request', messages.input.nestedTooDeep, { code: 'nested_too_deep' });
  }
  if (problem) {
    const field = problem.field === '' ? {} : { field: problem.field };
    return new AppError('validation', messages.input.invalidCharacters, { code: 'invalid_characters', ...field });
  }
  return null;
}

/** Throws the refusal of {@link inputGuard} for a parsed body (multipart handlers call it after parsing). */
export function assertStorableInput(body: unknown): void {
  const refusal = bodyRefusal(body);
  if (refusal) throw refusal;
}

/**
 * A name the client chose that is not itself a value (a multipart field name or file name): NUL bytes and lone
 * surrogates are a 400 with the request message, naming the field the name came in when there is one.
 */
export function assertStorableName(name: string, field: string | null): void {
  if (!isUnstorable(name)) return;
  throw new AppError('bad_request', messages.input.invalidRequestCharacters, {
    code: 'invalid_characters',
    ...(field !== null && !isUnstorable(field) ? { field } : {}),
  });
}

const refusedBodies = new WeakSet<Context['request']>();
/** Parsed bodies the guard refuses (unstorable characters, too deep): still readable for authorisation. */
const refusedButParsed = new WeakMap<Context['request'], unknown>();

/**
 * The parsed body for an authorisation decision only (which branch a write names), also when the body will be
 * refused when read; undefined when it could not be parsed at all. Never store or answer what this returns.
 */
export function bodyForAuthorisation(ctx: Context): unknown {
  if (refusedButParsed.has(ctx.request)) return refusedButParsed.get(ctx.request);
  if (refusedBodies.has(ctx.request)) return undefined;
  return (ctx.request as { body?: unknown }).body;
}

/**
 * Makes the request's body throw `error` when read (a handler assigning a body of its own replaces it). A body the
 * API refuses (malformed JSON, too large, unstorable characters, too deep) is refused only when a handler reads it,
 * so a route checks its caller first: an anonymous caller of a staff route gets 401 whatever the body, an unknown
 * route stays a 404, and no body error tells a stranger that a staff route exists (issue 16 point 5).
 */
export function refuseBodyWhenRead(ctx: Context, error: unknown): void {
  refusedBodies.add(ctx.request);
  Object.defineProperty(ctx.request, 'body', {
    configurable: true,
    enumerable: true,
    get() {
      throw error;
    },
    set(value: unknown) {
      Object.defineProperty(ctx.request, 'body', { configurable: true, enumerable: true, writable: true, value });
    },
  });
}

/**
 * Refuses, before any handler runs, what would otherwise reach PostgreSQL as a 500 or overflow recursive code: NUL
 * bytes and lone surrogates in the path or the query (400). The same in any string or key of the parsed body (422
 * naming the field) and bodies nested deeper than {@link maxInputDepth} (400) are refused when a handler reads the
 * body ({@link refuseBodyWhenRead}): after the route's own authorisation. Nothing is written in either case.
 */
export function inputGuard(): Middleware {
  return async (ctx, next) => {
    if (hasUnstorableEscape(ctx.path) || hasUnstorableEscape(ctx.querystring)) {
      throw new AppError('bad_request', messages.input.invalidRequestCharacters, { code: 'invalid_characters' });
    }
    if (!refusedBodies.has(ctx.request)) {
      const body: unknown = ctx.request.body;
      const refusal = bodyRefusal(body);
      if (refusal) {
        refusedButParsed.set(ctx.request, body);
        refuseBodyWhenRead(ctx, refusal);
      }
    }
    await next();
  };
}
