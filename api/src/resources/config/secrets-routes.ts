import { type ConfigSecretKey, configSecretInputSchema, configSecretKeys } from '@bestell/domain';
import { Router } from '@koa/router';
import { z } from 'zod';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import { requireAdmin } from '../../infrastructure/auth/guards.js';
import type { RouteRegistry } from '../../infrastructure/crud/registry.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { sealSecret, secretEnvNames } from '../../infrastructure/secrets/index.js';
import { AppError } from '../../kernel/app-error.js';
import { sendData } from '../../kernel/envelope.js';

/** What an admin learns about a secret: whether it is set and where from, never the value. */
const secretStatusSchema = z.object({
  key: z.enum(configSecretKeys),
  isSet: z.boolean(),
  /** 'environment': the server's environment variable is set and wins over a stored value. */
  source: z.enum(['environment', 'stored']).nullable(),
  /** The environment variable that takes precedence. */
  envName: z.string(),
  updatedAt: z.string().nullable(),
});
type SecretStatus = z.infer<typeof secretStatusSchema>;

function keyOf(value: string | undefined): ConfigSecretKey {
  const key = configSecretKeys.find((candidate) => candidate === value);
  if (!key) throw AppError.notFound();
  return key;
}

async function statuses(deps: AppDeps, env: NodeJS.ProcessEnv): Promise<SecretStatus[]> {
  const rows = await deps.db.selectFrom('configSecrets').select(['key', 'updatedAt']).execute();
  const stored = new Map(rows.map((row) => [row.key, row.updatedAt]));
  return configSecretKeys.map((key) => {
    const envName = secretEnvNames[key];
    const fromEnv = (env[envName] ?? '') !== '';
    const updatedAt = stored.get(key);
    return {
      key,
      isSet: fromEnv || updatedAt !== undefined,
      source: fromEnv ? 'environment' : updatedAt !== undefined ? 'stored' : null,
      envName,
      updatedAt: updatedAt === undefined ? null : new Date(updatedAt).toISOString(),
    };
  });
}

/**
 * The write-only secrets of the config (admins): GET lists set / not set, PUT replaces a value, DELETE clears it.
 * No answer, log line or audit entry ever holds a value; the server reads them with readSecret (infrastructure/secrets).
 */
export function configSecretsRoutes(deps: AppDeps, registry: RouteRegistry, env: NodeJS.ProcessEnv = process.env) {
  const router = new Router();
  const statusOf = async (key: ConfigSecretKey) =>
    (await statuses(deps, env)).find((status) => status.key === key) as SecretStatus;

  router.get('/config/secrets', async (ctx) => {
    requireAdmin(ctx);
    sendData(ctx, await statuses(deps, env));
  });
  router.put('/config/secrets/:key', async (ctx) => {
    const actor = requireAdmin(ctx);
    const key = keyOf(ctx.params.key);
    const { value } = configSecretInputSchema.parse((ctx.request as { body?: unknown }).body);
    const sealed = await sealSecret(deps, key, value, env);
    const userId = actor.userId;
    await deps.db.transaction().execute(async (trx) => {
      const before = await trx.selectFrom('configSecrets').select('key').where('key', '=', key).executeTakeFirst();
      await trx
        .insertInto('configSecrets')
        .values({ key, value: sealed, updatedAt: deps.now(), updatedBy: userId })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value: sealed, updatedAt: deps.now(), updatedBy: userId }))
        .execute();
      await recordAudit(trx, {
        actor,
        action: 'update',
        resource: 'config-secrets',
        resourceId: null,
        label: key,
        before: { [key]: before ? 'gesetzt' : 'nicht gesetzt' },
        after: { [key]: before ? 'ersetzt' : 'gesetzt' },
        at: deps.now(),
      });
    });
    sendData(ctx, await statusOf(key));
  });
  router.delete('/config/secrets/:key', async (ctx) => {
    const actor = requireAdmin(ctx);
    const key = keyOf(ctx.params.key);
    await deps.db.transaction().execute(async (trx) => {
      const removed = await trx.deleteFrom('configSecrets').where('key', '=', key).executeTakeFirst();
      if (Number(removed.numDeletedRows) === 0) return;
      await recordAudit(trx, {
        actor,
        action: 'delete',
        resource: 'config-secrets',
        resourceId: null,
        label: key,
        before: { [key]: 'gesetzt' },
        after: { [key]: 'nicht gesetzt' },
        at: deps.now(),
      });
    });
    sendData(ctx, await statusOf(key));
  });

  const keyPath = '/api/config/secrets/{key}';
  registry.add({
    method: 'get',
    path: '/api/config/secrets',
    summary: 'The write-only config secrets: set or not set, and where from (never a value)',
    tag: 'config',
    access: 'admin',
    status: 200,
    answer: z.array(secretStatusSchema),
  });
  registry.add({
    method: 'put',
    path: keyPath,
    summary: `Replace a config secret (key: ${configSecretKeys.join(', ')}); the answer says set, not the value`,
    tag: 'config',
    access: 'admin',
    body: configSecretInputSchema,
    status: 200,
    answer: secretStatusSchema,
  });
  registry.add({
    method: 'delete',
    path: keyPath,
    summary: 'Clear a config secret (the environment variable, when set, still applies)',
    tag: 'config',
    access: 'admin',
    status: 200,
    answer: secretStatusSchema,
  });
  return router;
}
