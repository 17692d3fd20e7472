/** Turns a zod error into the API failure list `{ errors: [{ message, field?, code }] }` (DESIGN.md Conventions). */
import type { z } from 'zod';
import { validationMessages as m } from '../messages/validation.js';

export interface ApiValidationError {
  /** Dotted path of the offending input, e.g. 'items.0.amount'; absent for the body as a whole. */
  field?: string;
  message: string;
  code: string;
  /** The line of an uploaded file the message is about (catalog import). */
  line?: number;
}

function fieldOf(path: readonly PropertyKey[]): string {
  return path.map((key) => String(key)).join('.');
}

/**
 * One entry per issue; an unknown-keys issue becomes one entry per unknown key, named by that key.
 * `code` is the error kind the client sees (default 'validation').
 */
export function zodErrorToApiErrors(error: z.ZodError, code = 'validation'): ApiValidationError[] {
  const entries: ApiValidationError[] = [];
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys)
        entries.push({ field: fieldOf([...issue.path, key]), message: m.unexpectedField, code });
      continue;
    }
    const field = fieldOf(issue.path);
    entries.push(field ? { field, message: issue.message, code } : { message: issue.message, code });
  }
  return entries;
}
