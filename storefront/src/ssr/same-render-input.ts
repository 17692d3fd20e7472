import { isValidElement } from 'react';

/**
 * Whether two renders of the same JSX would give the same markup as far as can be told from their inputs: elements of
 * the same type and key whose props are the same values (functions ignored: event handlers are not markup; plain
 * objects and arrays compared field by field, as a render may compute equal data anew; other objects by identity). A parent's render while
 * a hydration stage waited (hydration-stage.tsx) passes this when it changed nothing the stage shows.
 */
export function sameRenderInput(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((entry, index) => sameRenderInput(entry, b[index]));
  }
  if (isValidElement(a) && isValidElement(b)) {
    return a.type === b.type && a.key === b.key && sameFields(a.props, b.props);
  }
  return isPlainObject(a) && isPlainObject(b) && sameFields(a, b);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

function sameFields(a: unknown, b: unknown): boolean {
  const aFields = a as Record<string, unknown>;
  const bFields = b as Record<string, unknown>;
  const keys = Object.keys(aFields);
  if (keys.length !== Object.keys(bFields).length) return false;
  return keys.every((key) => Object.hasOwn(bFields, key) && sameRenderInput(aFields[key], bFields[key]));
}
