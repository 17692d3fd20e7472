import type { ApiValidationError } from '@bestell/domain';

/** One entry of the API's failure body `{ "errors": [{ message, field?, code }] }` (the domain's shape). */
export type ApiErrorEntry = ApiValidationError;

/**
 * Thrown by the client for every non-2xx answer and for answers that are not the expected JSON.
 * `status` is 0 when no HTTP answer arrived (network failure). `message` is the server's first message when
 * there is one, otherwise a technical (non-UI) description: screens show `errors[0]?.message` or their own
 * default text from the domain message catalog (spec §8).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: ApiErrorEntry[];

  constructor(status: number, errors: ApiErrorEntry[], fallbackMessage: string) {
    super(errors[0]?.message ?? fallbackMessage);
    this.name = 'ApiError';
    this.status = status;
    this.errors = errors;
  }

  /** The entries that name this form field. */
  forField(field: string): ApiErrorEntry[] {
    return this.errors.filter((entry) => entry.field === field);
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function toEntry(value: unknown): ApiErrorEntry | null {
  if (!isRecord(value) || typeof value.message !== 'string') return null;
  const entry: ApiErrorEntry = {
    message: value.message,
    code: typeof value.code === 'string' ? value.code : 'unknown',
  };
  if (typeof value.field === 'string') entry.field = value.field;
  if (typeof value.line === 'number') entry.line = value.line;
  return entry;
}

/** Reads the `errors` list of a failure body; anything else yields an empty list. */
export function parseErrorEntries(body: unknown): ApiErrorEntry[] {
  if (!isRecord(body) || !Array.isArray(body.errors)) return [];
  return body.errors.map(toEntry).filter((entry): entry is ApiErrorEntry => entry !== null);
}
