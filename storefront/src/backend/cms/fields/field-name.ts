import type { FieldPath, FieldValues } from 'react-hook-form';

/** The form path of a field under its parent ('' for the form's root): 'content.sections.0' + 'title'. */
export function childName(parent: string, key: string | number): FieldPath<FieldValues> {
  return parent === '' ? String(key) : `${parent}.${key}`;
}
