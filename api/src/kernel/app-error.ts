/** The closed set of error kinds; each maps to exactly one HTTP status. */
export const errorStatus = {
  validation: 422,
  not_found: 404,
  unauthorized: 401,
  forbidden: 403,
  conflict: 409,
  bad_request: 400,
  payload_too_large: 413,
  too_many_requests: 429,
  internal: 500,
  /** An outside service the request needs is not set up (e.g. AI without a provider). */
  unavailable: 503,
  /** An outside service answered with an error (the German message says which). */
  bad_gateway: 502,
  /** An outside service did not answer in time. */
  gateway_timeout: 504,
} as const;

export type ErrorKind = keyof typeof errorStatus;

export interface ErrorEntry {
  message: string;
  field?: string;
  code: string;
  /** The line of an uploaded file the message is about (catalog import), for clients that point at it. */
  line?: number;
}

export const unknownErrorMessage = 'Ein unbekannter Fehler ist aufgetreten.';
export const notFoundMessage = 'Die angeforderte Ressource wurde nicht gefunden.';

/** The one error type of the API. Services throw it; the error middleware turns it into the envelope. */
export class AppError extends Error {
  readonly kind: ErrorKind;
  readonly entries: ErrorEntry[];

  constructor(
    kind: ErrorKind,
    message: string,
    options: { field?: string; code?: string; entries?: ErrorEntry[] } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    const first: ErrorEntry = { message, code: options.code ?? kind };
    if (options.field !== undefined) first.field = options.field;
    this.entries = options.entries && options.entries.length > 0 ? options.entries : [first];
  }

  get status(): number {
    return errorStatus[this.kind];
  }

  static notFound(message: string = notFoundMessage): AppError {
    return new AppError('not_found', message);
  }
}
