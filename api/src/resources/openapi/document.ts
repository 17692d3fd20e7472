import type { Router } from '@koa/router';
import { z } from 'zod';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { HttpMethod, RouteDoc, RouteRegistry } from '../../infrastructure/crud/registry.js';
import { signageDeviceRouteDocs } from '../digital-signage-devices/docs.js';
import { fontRouteDocs } from '../fonts/docs.js';
import { inboxRouteDocs } from '../forms/inbox-docs.js';
import { imageTemplateRenderRouteDocs } from '../image-templates/docs.js';
import { onlinePauseRouteDocs } from '../online-pauses/docs.js';
import { productionRouteDocs } from '../production/docs.js';
import { catalogImportRouteDocs } from '../products/import/docs.js';
import { readinessRouteDocs } from '../readiness/docs.js';
import { refundRouteDocs } from '../refunds/docs.js';
import { setupRouteDocs } from '../setup/docs.js';
import { signageProgramRouteDocs } from '../signage-program/docs.js';
import { timeSheetRouteDocs } from '../time-sheets/docs.js';
import { timeTrackingRouteDocs } from '../time-tracking/docs.js';
import { workingActivityRouteDocs } from '../working-activities/docs.js';
import { workingScheduleTerminalRouteDocs } from '../working-schedules/docs.js';
import { deviceRouteDocs } from './docs-devices.js';
import { orderRouteDocs } from './docs-orders.js';
import { otherRouteDocs } from './docs-other.js';
import type { ApiRouteDoc } from './route-doc.js';
import { accessText, securityFor, securitySchemes } from './security.js';

const errorEnvelope = z
  .object({
    errors: z.array(z.object({ message: z.string(), field: z.string().optional(), code: z.string() })),
  })
  .meta({ id: 'ErrorEnvelope' });
const dataEnvelope = z.object({ data: z.unknown() });
const undocumentedTag = 'undocumented';

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

/** The hand-written routers' docs (the CRUD toolkit fills the registry itself). */
export const handWrittenRouteDocs: readonly ApiRouteDoc[] = [
  ...orderRouteDocs,
  ...deviceRouteDocs,
  ...signageDeviceRouteDocs,
  ...signageProgramRouteDocs,
  ...otherRouteDocs,
  ...catalogImportRouteDocs,
  ...setupRouteDocs,
  ...readinessRouteDocs,
  ...inboxRouteDocs,
  ...fontRouteDocs,
  ...imageTemplateRenderRouteDocs,
  ...onlinePauseRouteDocs,
  ...productionRouteDocs,
  ...refundRouteDocs,
  ...timeSheetRouteDocs,
  ...workingActivityRouteDocs,
  ...workingScheduleTerminalRouteDocs,
  ...timeTrackingRouteDocs,
];

/** `post /api/orders/{id}/status/{action}` -> `postOrdersByIdStatusByAction`. */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .replace(/^\/api/, '')
    .split(/[/\-.]/)
    .filter((part) => part !== '')
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      const word = name ? `by-${name}` : part;
      return word
        .split('-')
        .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
        .join('');
    });
  return `${method}${words.join('')}`;
}

function pathParameters(path: string) {
  const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
  if (names.length === 0) return undefined;
  return z.object(
    Object.fromEntries(names.map((name) => [name, /^(id|\w+Id)$/.test(name) ? z.string().regex(/^\d+$/) : z.string()])),
  );
}

function queryParameters(query: ApiRouteDoc['query']) {
  if (query === undefined) return undefined;
  if (!Array.isArray(query)) return query;
  if (query.length === 0) return undefined;
  return z.object(
    Object.fromEntries(
      query.map((q) => [
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
  );
}

const ifMatchHeader = z
  .string()
  .regex(/^(\d+|"\d+"|W\/"\d+"|\*)$/)
  .optional()
  .meta({
    description:
      'The `version` the entity had when it was loaded. When the stored version differs (someone else saved in between), the answer is 409 with code `conflict` and nothing is changed. Without the header (or with `*`) the write is not checked.',
  });

function headerParameters(doc: ApiRouteDoc & { ifMatch?: boolean }) {
  const entries: [string, z.ZodType][] = (doc.headers ?? []).map((h) => [
    h.name,
    h.required
      ? z.string().meta({ description: h.description })
      : z.string().optional().meta({ description: h.description }),
  ]);
  if (doc.ifMatch) entries.push(['If-Match', ifMatchHeader]);
  return entries.length > 0 ? z.object(Object.fromEntries(entries)) : undefined;
}

function successResponse(doc: ApiRouteDoc) {
  if (doc.status === 204) return { description: 'Done, no content.' };
  if (doc.status === 303) return { description: 'Redirect (Location header).' };
  if (doc.answerType) return { description: 'Success.', content: { [doc.answerType]: { schema: z.string() } } };
  const schema = doc.answer ? (doc.bare ? doc.answer : z.object({ data: doc.answer })) : dataEnvelope;
  return {
    description: doc.method === 'get' && doc.query ? 'The page; the total count is in X-Total-Count.' : 'Success.',
    content: { 'application/json': { schema } },
  };
}

function operation(doc: ApiRouteDoc & { ifMatch?: boolean }): ZodOpenApiOperationObject {
  const path = pathParameters(doc.path);
  const query = queryParameters(doc.query);
  const header = headerParameters(doc);
  const errors = (description: string) => ({ description, content: { 'application/json': { schema: errorEnvelope } } });
  const guarded = doc.access !== 'public';
  return {
    operationId: operationIdOf(doc.method, doc.path),
    summary: doc.summary,
    description: accessText[doc.access],
    tags: [doc.tag],
    // An undescribed route gets no `security`: `redocly lint` then fails on it, like the route test.
    ...(doc.tag === undocumentedTag ? {} : { security: securityFor(doc.access, doc.method) }),
    // A branch key as a path segment (spec §6) is no security scheme; tools and tests see it here.
    ...(doc.access === 'pathKey' ? { 'x-credential-in-path': 'apiKey' } : {}),
    ...(path || query || header
      ? { requestParams: { ...(path ? { path } : {}), ...(query ? { query } : {}), ...(header ? { header } : {}) } }
      : {}),
    ...(doc.body
      ? {
          requestBody: {
            ...(doc.bodyOptional ? {} : { required: true }),
            content: { [doc.bodyType ?? 'application/json']: { schema: doc.body } },
          },
        }
      : {}),
    responses: {
      [String(doc.status)]: successResponse(doc),
      '400': errors('Malformed request (bad JSON, bad text, bad parameters).'),
      ...(guarded ? { '401': errors('Not logged in, or the credential is not valid.') } : {}),
      ...(guarded ? { '403': errors('Logged in without the right to do this.') } : {}),
      ...(doc.body ? { '409': errors('Conflict.'), '422': errors('Invalid fields (German messages per field).') } : {}),
      ...(doc.ifMatch ? { '409': errors('Conflict: the entity was changed since it was loaded.') } : {}),
      ...(doc.path.includes('{') || doc.notFound ? { '404': errors('Not found.') } : {}),
      '429': errors('Too many requests (see Retry-After).'),
    },
  };
}

/** Served routes that neither the registry nor the hand-written docs describe (the tests demand none). */
export function undocumentedRoutes(registry: RouteRegistry, routers: Router[]): { method: HttpMethod; path: string }[] {
  const documented = new Set([...registry.routes, ...handWrittenRouteDocs].map((d) => `${d.method} ${d.path}`));
  return servedRoutes(routers).filter((served) => !documented.has(`${served.method} ${served.path}`));
}

/** The OpenAPI 3.1 document: the registry's routes with their zod bodies, plus every other served route. */
export function buildOpenApiDocument(registry: RouteRegistry, routers: Router[]) {
  const docs: (ApiRouteDoc | RouteDoc)[] = [...registry.routes];
  for (const doc of handWrittenRouteDocs) {
    if (!docs.some((d) => d.method === doc.method && d.path === doc.path)) docs.push(doc);
  }
  for (const served of undocumentedRoutes(registry, routers)) {
    docs.push({
      ...served,
      summary: `${served.method.toUpperCase()} ${served.path}`,
      tag: undocumentedTag,
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
    servers: [{ url: '/', description: 'The origin that serves this document (the shop and the API share it).' }],
    components: { securitySchemes },
    paths,
  });
}
