import type { z } from 'zod';
import type { Permission } from './types.js';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** A header a route reads (besides its credentials). */
export interface HeaderDoc {
  name: string;
  description: string;
  required?: boolean;
}

export interface QueryParameterDoc {
  name: string;
  description: string;
  type: 'string' | 'integer' | 'boolean';
}

/** What the OpenAPI document says about one route. `path` is in OpenAPI form: `/api/branches/{id}`. */
export interface RouteDoc {
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  access: Permission;
  body?: z.ZodType;
  /** Media type of the body, default application/json. */
  bodyType?: 'application/json' | 'multipart/form-data';
  /** The query parameters: the zod schema the route picks or parses its query with (a list is the older form). */
  query?: QueryParameterDoc[] | z.ZodObject;
  headers?: HeaderDoc[];
  /** The `data` of the success answer: the schema of what the route sends. */
  answer?: z.ZodType;
  /** Success status: 200 (data), 201 (created) or 204 (no content). */
  status: 200 | 201 | 204;
  /** Takes `If-Match: <version>` (optimistic concurrency: 409 when the stored version differs). */
  ifMatch?: boolean;
}

/** Filled by the CRUD toolkit (and by hand for other routes); read by GET /api/openapi.json. */
export class RouteRegistry {
  readonly routes: RouteDoc[] = [];

  add(doc: RouteDoc): void {
    const existing = this.routes.findIndex((r) => r.method === doc.method && r.path === doc.path);
    if (existing >= 0) this.routes[existing] = doc;
    else this.routes.push(doc);
  }
}
