import type { Router } from '@koa/router';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { HttpMethod, RouteDoc, RouteRegistry } from '../crud/registry.js';

const errorEnvelope = z.object({
  errors: z.array(z.object({ message: z.string(), field: z.string().optional(), code: z.string() })),
});
const dataEnvelope = z.object({ data: z.unknown() });

const accessText: Record<RouteDoc['access'], string> = {
  public: 'Anyone (visitors see public, enabled entries only).',
  staff: 'Staff session (ROLE_ADMIN or ROLE_EMPLOYEE).',
  branch: 'ROLE_ADMIN, or ROLE_EMPLOYEE for rows of their own branches.',
  admin: 'ROLE_ADMIN only.',
};

/** Koa path (`/branches/:id`, `/sites/by-path/{*value}`) -> OpenAPI path under /api (`/api/branches/{id}`). */
export function toOpenApiPath(koaPath: string, prefix = '/api'): string {
  const path = koaPath
    .replace(/\{\*(\w+)\}/g, '{$1}')
    .replace(/\*(\w+)/g, '{$1}')
    .replace(/:(\w+)/g, '{$1}');
  return `${prefix}${path}`;
}

/** Catch-all layers that answer the unknown-page error, not routes of their own. */
const catchAllPaths = new Set(['/api/{*rest}', '/api/', '/api']);

/**
 * Every (method, path) under /api the routers serve, from their layers (HEAD is implied by GET). `prefix` is put
 * before layer paths that do not carry it yet (a router mounted without a prefix).
 */
export function servedRoutes(routers: Router[], prefix = '/api'): { method: HttpMethod; path: string }[] {
  const result: { method: HttpMethod; path: string }[] = [];
  const seen = new Set<string>();
  for (const router of routers) {
    for (const layer of router.stack) {
      if (typeof layer.path !== 'string' || catchAllPaths.has(layer.path)) continue;
      const path = toOpenApiPath(layer.path, layer.path.startsWith(`${prefix}/`) ? '' : prefix);
      for (const raw of layer.methods) {
        const method = raw.toLowerCase();
        if (method !== 'get' && method !== 'post' && method !== 'put' && method !== 'delete') continue;
        const key = `${method} ${path}`;
        if (seen.has(key)) continue;
        seen.add(key);
        result.push({ method, path });
      }
    }
  }
  return result;
}

function pathParameters(path: string) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return undefined;
  return z.object(
    Object.fromEntries(names.map((name) => [name, name === 'id' ? z.string().regex(/^\d+$/) : z.string()])),
  );
}

function operation(doc: RouteDoc): ZodOpenApiOperationObject {
  const path = pathParameters(doc.path);
  const query = doc.query?.length
    ? z.object(
        Object.fromEntries(
          doc.query.map((q) => [
            q.name,
            (q.type === 'integer'
              ? z.string().regex(/^\d+$/)
              : q.type === 'boolean'
                ? z.enum(['true', 'false'])
                : z.string()
            )
              .optional()
              .meta({ description: q.description }),
          ]),
        ),
      )
    : undefined;
  const header = doc.ifMatch
    ? z.object({
        'If-Match': z
          .string()
          .regex(/^(\d+|"\d+"|W\/"\d+"|\*)$/)
          .optional()
          .meta({
            description:
              'The `version` the entity had when it was loaded. When the stored version differs (someone else saved in between), the answer is 409 with code `conflict` and nothing is changed. Without the header (or with `*`) the write is not checked.',
          }),
      })
    : undefined;
  const success =
    doc.status === 204
      ? { description: 'Done, no content.' }
      : {
          description:
            doc.method === 'get' && doc.query ? 'The page; the total count is in X-Total-Count.' : 'Success.',
          content: { 'application/json': { schema: dataEnvelope } },
        };
  const errors = { description: 'Failure', content: { 'application/json': { schema: errorEnvelope } } };
  return {
    summary: doc.summary,
    description: accessText[doc.access],
    tags: [doc.tag],
    ...(path || query || header
      ? { requestParams: { ...(path ? { path } : {}), ...(query ? { query } : {}), ...(header ? { header } : {}) } }
      : {}),
    ...(doc.body ? { requestBody: { content: { [doc.bodyType ?? 'application/json']: { schema: doc.body } } } } : {}),
    responses: {
      [String(doc.status)]: success,
      ...(doc.access === 'public' ? {} : { '401': errors, '403': errors }),
      ...(doc.body ? { '409': errors, '422': errors } : {}),
      ...(doc.ifMatch
        ? { '409': { ...errors, description: 'Conflict: the entity was changed since it was loaded.' } }
        : {}),
      ...(doc.path.includes('{') ? { '404': errors } : {}),
    },
  };
}

/** The OpenAPI 3.1 document: the registry's routes with their zod bodies, plus every other served route. */
export function buildOpenApiDocument(registry: RouteRegistry, routers: Router[]) {
  const docs: RouteDoc[] = [...registry.routes];
  for (const served of servedRoutes(routers)) {
    if (docs.some((d) => d.method === served.method && d.path === served.path)) continue;
    const tag = served.path.split('/')[2] ?? 'api';
    docs.push({
      ...served,
      summary: `${served.method.toUpperCase()} ${served.path}`,
      tag,
      access: 'public',
      status: 200,
    });
  }
  const paths: ZodOpenApiPathsObject = {};
  for (const doc of docs.sort((a, b) => a.path.localeCompare(b.path))) {
    paths[doc.path] = { ...(paths[doc.path] ?? {}), [doc.method]: operation(doc) };
  }
  return createDocument({
    openapi: '3.1.0',
    info: {
      title: 'Bestell-API',
      version: '1',
      description:
        'Success: `{ "data": … }`. Failure: HTTP status and `{ "errors": [{ "message", "field"?, "code" }] }` with German messages. Staff calls need the session cookie and, when they change data, the X-CSRF-Token header. Entities of the CRUD resources and the config carry `version` (1, +1 per save); a save that sends it back as `If-Match` is refused with 409 `conflict` when someone else saved first.',
    },
    paths,
  });
}
