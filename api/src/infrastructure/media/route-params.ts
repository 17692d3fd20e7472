import { z } from 'zod';
import { AppError } from '../../kernel/app-error.js';
import { parsePaging } from '../http/paging.js';
import { pagingQueryShape, pickQuery } from '../http/query-schema.js';
import type { FileRef } from './media-paths.js';

const fileNamePattern = /^([1-9]\d{0,9})-([1-9]\d{0,9})\.([a-z0-9]{1,10})$/;

/** `{id}-{version}.{extension}` of a file URL, or null when the name has another shape. */
export function parseFileName(name: string | undefined): FileRef | null {
  const match = fileNamePattern.exec(name ?? '');
  if (!match) return null;
  const id = Number(match[1]);
  const version = Number(match[2]);
  if (id > 2147483647 || version > 2147483647) return null;
  return { id, version, extension: match[3] ?? '' };
}

/** A positive integer id from a path parameter; anything else is a 404 (there is no such resource). */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!/^[1-9]\d{0,9}$/.test(value ?? '') || id > 2147483647) throw AppError.notFound();
  return id;
}

/** The query of the upload and image lists: `?limit=&offset=` (or `?page=`), at most 100 per page. */
export const mediaPageQuerySchema = z.object(pagingQueryShape(100, 50));

/** `?limit=&offset=` of a list (at most 100 per page). */
export function parsePage(query: unknown): { limit: number; offset: number } {
  const { limit, offset } = parsePaging(pickQuery(mediaPageQuerySchema, query), { maxLimit: 100, defaultLimit: 50 });
  return { limit, offset };
}

/** Equal strings? Compared without an early exit, so timing does not reveal how much of a hash matched. */
export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  let diff = left.length ^ right.length;
  for (let i = 0; i < Math.max(left.length, right.length); i++) diff |= (left[i] ?? 0) ^ (right[i] ?? 0);
  return diff === 0;
}
