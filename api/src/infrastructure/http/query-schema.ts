import { z } from 'zod';
import { maxOffset, maxPage } from './paging.js';

/** One query parameter as a URL carries it: text (a repeated parameter counts with its last value). */
export function queryParam(description: string, pattern?: RegExp): z.ZodOptional<z.ZodString> {
  const text = pattern ? z.string().regex(pattern) : z.string();
  return text.optional().meta({ description });
}

const digits = /^\d+$/;

/** `?limit=&offset=` or `?page=`: the paging parameters of a list with at most `maxLimit` rows per page. */
export function pagingQueryShape(maxLimit: number, defaultLimit: number) {
  return {
    limit: queryParam(`Rows per page (1–${maxLimit}, default ${defaultLimit}).`, digits),
    offset: queryParam(`Rows to skip (0–${maxOffset}).`, digits),
    page: queryParam(`Page counted from 1 (up to ${maxPage}; instead of offset).`, digits),
  };
}

/**
 * The parameters of `query` that `schema` names, each as one text (the last of a repeated one): what a route that
 * checks its values by hand reads, so the OpenAPI document (built from the same schema) lists exactly these.
 */
export function pickQuery(schema: z.ZodObject, query: unknown): Record<string, string | undefined> {
  const source = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const picked: Record<string, string | undefined> = {};
  for (const key of Object.keys(schema.shape)) {
    const value = source[key];
    const last = Array.isArray(value) ? value[value.length - 1] : value;
    if (typeof last === 'string') picked[key] = last;
  }
  return picked;
}
