import { ApiError } from '@bestell/api-client';
import { backofficeMessages, backofficeFormsMessages as m } from '@bestell/domain';
import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';

export interface AppliedApiErrors {
  /** The messages that name no field of the form (shown above the form or in the save bar). */
  formMessages: string[];
  /** True when the API refused the save because someone else saved the record meanwhile (HTTP 409). */
  conflict: boolean;
  /** How many messages went onto fields. */
  fieldCount: number;
}

/**
 * Puts an ApiError's `errors[].field` entries onto react-hook-form fields (dotted paths like `deliveryAreas.0.price`
 * are react-hook-form paths too). `hasField` says whether the form shows a field; entries for other fields and
 * entries without a field become form messages. Anything that is not an ApiError gives the unknown-error text.
 */
export function applyApiErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  hasField: (field: string) => boolean,
): AppliedApiErrors {
  if (!(error instanceof ApiError)) return { formMessages: [m.unknownError], conflict: false, fieldCount: 0 };
  // Contract 2: a refused save over a newer version (409, code 'conflict') always reads the same. Other 409s (a
  // value that must be unique, code 'not_unique') are field errors like any other.
  const conflict =
    error.status === 409 && (error.errors.length === 0 || error.errors.some((e) => e.code === 'conflict'));
  if (conflict) return { formMessages: [backofficeMessages.conflict], conflict, fieldCount: 0 };
  const formMessages: string[] = [];
  let fieldCount = 0;
  let first = true;
  for (const entry of error.errors) {
    if (entry.field && hasField(entry.field)) {
      setError(entry.field as FieldPath<T>, { type: 'server', message: entry.message }, { shouldFocus: first });
      first = false;
      fieldCount += 1;
    } else if (!formMessages.includes(entry.message)) {
      formMessages.push(entry.message);
    }
  }
  if (formMessages.length === 0 && fieldCount === 0) formMessages.push(error.message || m.unknownError);
  return { formMessages, conflict, fieldCount };
}

/** Whether a dotted path names a value of the form (null counts: optional fields hold null). */
export function pathExists(values: unknown, path: string): boolean {
  let current: unknown = values;
  for (const key of path.split('.')) {
    if (typeof current !== 'object' || current === null) return false;
    if (!(key in current)) return false;
    current = (current as Record<string, unknown>)[key];
  }
  return current !== undefined;
}
