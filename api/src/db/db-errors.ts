import { messages } from '@bestell/domain';
import { AppError } from '../kernel/app-error.js';

const m = messages.validation;

interface PgErrorLike {
  code: string;
  detail?: string;
  column?: string;
  constraint?: string;
}

function isPgError(error: unknown): error is PgErrorLike {
  if (typeof error !== 'object' || error === null || !('code' in error)) return false;
  const { code } = error as { code: unknown };
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}

const camel = (name: string): string => name.replace(/_([a-z0-9])/g, (_, c: string) => c.toUpperCase());

/**
 * The column a constraint error is about. `detail` reads "Key (branch_id, identifier)=(1, x) already exists." or
 * "Key (lower(username))=(admin) …"; the last named column is the one a user can change (the scope comes first).
 */
function keyColumn(detail: string | undefined): string | undefined {
  const match = /^Key \((.+?)\)=\(/.exec(detail ?? '');
  if (!match?.[1]) return undefined;
  const columns = match[1].split(',').map((c) => c.trim().replace(/^\w+\((\w+)\)$/, '$1'));
  const last = columns[columns.length - 1];
  return last ? camel(last) : undefined;
}

/** "branches_identifier_check" -> "identifier" (the table prefix is dropped); unknown shapes give undefined. */
function checkColumn(constraint: string | undefined, detail: string | undefined): string | undefined {
  const match = /^[a-z]+(?:_[a-z]+)*?_([a-z0-9_]+)_check$/.exec(constraint ?? '');
  return match?.[1] ? camel(match[1]) : keyColumn(detail);
}

function entry(kind: 'validation' | 'conflict', message: string, code: string, field: string | undefined): AppError {
  return new AppError(kind, message, field === undefined ? { code } : { code, field });
}

/**
 * PostgreSQL constraint errors as client errors (issue 4 part 6): a duplicate is 409 'not unique', a missing
 * reference 422 'invalid choice', a row still referenced (NO ACTION or RESTRICT) 409, an overlapping exclusion
 * 409, a missing value 'blank', a too long value and a failed check 'not valid' — each with the field when
 * PostgreSQL names it. Anything else: null (stays a 500).
 */
export function fromDatabaseError(error: unknown): AppError | null {
  if (!isPgError(error)) return null;
  switch (error.code) {
    case '23505':
      return entry('conflict', m.notUnique, 'not_unique', keyColumn(error.detail));
    case '23503': {
      // "is still referenced from table" = a delete/update of a parent row; "is not present" = a bad reference.
      if (/referenced from table/.test(error.detail ?? ''))
        return entry('conflict', m.stillReferenced, 'referenced', undefined);
      return entry('validation', m.invalidChoice, 'invalid_choice', keyColumn(error.detail));
    }
    case '23001':
      // ON DELETE RESTRICT: "Key (id)=(8) is referenced from table …".
      return entry('conflict', m.stillReferenced, 'referenced', undefined);
    case '23P01':
      return entry('conflict', m.notUnique, 'not_unique', keyColumn(error.detail));
    case '23502':
      return entry('validation', m.blank, 'blank', error.column ? camel(error.column) : undefined);
    case '22001':
    case '22003':
      // Too long / out of range (e.g. 99999999999 for an integer): the field when PostgreSQL names the column.
      return entry('validation', m.invalidValue, 'invalid_value', error.column ? camel(error.column) : undefined);
    case '22P02':
    case '22007':
    case '22008':
      return entry('validation', m.invalidValue, 'invalid_value', undefined);
    case '23514':
      return entry('validation', m.invalidValue, 'invalid_value', checkColumn(error.constraint, error.detail));
    default:
      return null;
  }
}
