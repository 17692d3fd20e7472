import { messages } from '@bestell/domain';
import type { Middleware } from 'koa';
import { AppError } from './app-error.js';

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

/** Throws the refusal of {@link inputGuard} for a parsed body (multipart handlers call it after parsing). */
export function assertStorableInput(body: unknown): void {
  const problem = findInputProblem(body);
  if (problem?.kind === 'depth') {
    throw new AppError('bad_request', messages.input.nestedTooDeep, { code: 'nested_too_deep' });
  }
  if (problem) {
    const field = problem.field === '' ? {} : { field: problem.field };
    throw new AppError('validation', messages.input.invalidCharacters, { code: 'invalid_characters', ...field });
  }
}

/**
 * Refuses, before any handler runs, what would otherwise reach PostgreSQL as a 500 or overflow recursive code:
 * NUL bytes and lone surrogates in the path, the query or any string or key of the parsed body (422 naming the
 * field), and bodies nested deeper than {@link maxInputDepth} (400). Nothing is written in either case.
 */
export function inputGuard(): Middleware {
  return async (ctx, next) => {
    if (hasUnstorableEscape(ctx.path) || hasUnstorableEscape(ctx.querystring)) {
      throw new AppError('bad_request', messages.input.invalidRequestCharacters, { code: 'invalid_characters' });
    }
    assertStorableInput(ctx.request.body);
    await next();
  };
}
