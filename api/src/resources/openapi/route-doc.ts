import type { z } from 'zod';
import type { HeaderDoc, HttpMethod, QueryParameterDoc } from '../../infrastructure/crud/registry.js';
import type { RouteAccess } from './security.js';

export type { HeaderDoc };

/**
 * What the document says about a route the CRUD registry does not describe (hand-written routers). Like the
 * registry's RouteDoc, plus device and branch-key access, other answer types and a typed answer.
 */
export interface ApiRouteDoc {
  method: HttpMethod;
  /** OpenAPI form: `/api/orders/{id}`. */
  path: string;
  summary: string;
  tag: string;
  access: RouteAccess;
  body?: z.ZodType;
  bodyType?: 'application/json' | 'multipart/form-data' | 'application/x-www-form-urlencoded';
  /** The body may be left out (e.g. the reason of a rejection). */
  bodyOptional?: boolean;
  query?: QueryParameterDoc[] | z.ZodObject;
  headers?: HeaderDoc[];
  status: 200 | 201 | 204 | 303;
  /** Media type of the success answer when it is not the JSON envelope. */
  answerType?:
    | 'text/html'
    | 'text/plain'
    | 'text/csv'
    | 'application/pdf'
    | 'application/octet-stream'
    | 'text/event-stream'
    | 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
    | 'application/gzip'
    | 'image/png'
    | 'text/css'
    | 'font/woff2';
  /** The success answer is `answer` itself, not the `{ data }` envelope (e.g. GET /api/openapi.json). */
  bare?: boolean;
  /** The `data` of the success answer, when described. */
  answer?: z.ZodType;
  /** 404 besides the path's own ids (e.g. a cart token that is not stored). */
  notFound?: boolean;
}
