import { configInputSchema } from '@bestell/domain';
import { Router } from '@koa/router';
import { sql } from 'kysely';
import { z } from 'zod';
import { json } from '../../db/schema.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import { actorOf, isAdmin } from '../../infrastructure/auth/actor.js';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import { replacementBody } from '../../infrastructure/crud/round-trip.js';
import { conflictError, ifMatchVersion } from '../../infrastructure/crud/versions.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sendData } from '../../kernel/envelope.js';
import { findConfigDocument } from './repository.js';
import { configSecretsRoutes } from './secrets-routes.js';
import { checkThemeFont } from './theme-font-check.js';

/**
 * GET /api/config for admins: the whole stored document with its `version` (visitors keep the public projection of
 * routes.ts). POST /api/config (admins): the given fields replace the stored ones, the rest stays; audited; the version
 * goes up by one. With `If-Match: <version>` the save happens only while that is still the stored version (else 409).
 */
/** The stored configuration document (its fields: the config body of POST) with its `version`. */
const configDocument = z.record(z.string(), z.unknown());

const knownFields = new Set(Object.keys(configInputSchema.shape));

/**
 * What an admin is sent: the fields of the config body only. Anything else a document may hold (credentials written
 * into it by hand or by an older version) stays on the server; the secrets live apart (config_secrets, write-only).
 */
export function adminConfigOf(data: Record<string, unknown>, version: number): Record<string, unknown> {
  return { ...Object.fromEntries(Object.entries(data).filter(([key]) => knownFields.has(key))), version };
}

export function configStaffRoutes(deps: AppDeps, registry: RouteRegistry): Router {
  const { db } = deps;
  const router = new Router();
  router.get('/config', async (ctx, next) => {
    if (!isAdmin(actorOf(ctx))) return next();
    const { data, version } = await findConfigDocument(db);
    sendData(ctx, adminConfigOf(data, version));
  });
  router.post('/config', async (ctx) => {
    const actor = requireAdmin(ctx);
    // GET → change → POST: the document as GET answered it (with `version`, used like If-Match without the header).
    const stored = await findConfigDocument(db);
    const { body, bodyVersion } = replacementBody(
      (ctx.request as { body?: unknown }).body,
      1,
      configInputSchema,
      adminConfigOf(stored.data, stored.version),
    );
    const input = configInputSchema.parse(body);
    const changes = Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
    const expectedVersion = ifMatchVersion(ctx) ?? bodyVersion;
    const saved = await db.transaction().execute(async (trx) => {
      const current = await findConfigDocument(trx, { lock: true });
      if (expectedVersion !== null && current.version !== expectedVersion) throw conflictError();
      await checkThemeFont(trx, changes.themeFont, current.data.themeFont);
      const next = { ...current.data, ...changes };
      // The row is locked (or absent: the insert then makes version 1); the WHERE keeps the write conditional anyway.
      const row = await trx
        .insertInto('config')
        .values({ id: 1, data: json(next), updatedAt: deps.now() })
        .onConflict((oc) =>
          oc
            .column('id')
            .doUpdateSet({ data: json(next), updatedAt: deps.now(), version: sql<number>`config.version + 1` })
            .where('config.version', '=', current.version),
        )
        .returning('version')
        .executeTakeFirst();
      if (!row) throw conflictError();
      // The audit log keeps the changed fields before → after (secret-like names masked by the writer).
      await recordAudit(trx, {
        actor,
        action: 'update',
        resource: 'config',
        resourceId: 1,
        before: Object.fromEntries(Object.keys(changes).map((key) => [key, current.data[key] ?? null])),
        after: changes,
        label: null,
        at: deps.now(),
      });
      return adminConfigOf(next, row.version);
    });
    sendData(ctx, saved);
  });
  router.use(configSecretsRoutes(deps, registry).routes());
  registry.add({
    method: 'post',
    path: '/api/config',
    summary: 'Change the configuration (given fields only)',
    tag: 'config',
    access: 'admin',
    body: configInputSchema,
    status: 200,
    answer: configDocument,
    ifMatch: true,
  });
  return router;
}
