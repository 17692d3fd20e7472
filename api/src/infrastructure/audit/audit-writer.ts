import { auditLabelOf, maskChange, maskSecrets } from '@bestell/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema.js';
import { json } from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';

/**
 * What a staff change is: `create`, `update`, `delete` (the CRUD toolkit writes these itself) or another lower-case
 * word for a change of its own kind (`status`, `merge`, `erase`, `done`, …; letters, digits and hyphens).
 */
export type AuditAction = string;

export interface AuditEntry {
  /** Who did it (the staff member of the request; a branch key or the command line otherwise). */
  actor: Actor;
  action: AuditAction;
  /** The resource's API name, e.g. 'products', 'orders', 'config'. */
  resource: string;
  resourceId: number | null;
  /** The entity as it was (null or left out for a create). Secret fields are masked here. */
  before?: unknown;
  /** The entity as it became (null or left out for a delete). Secret fields are masked here. */
  after?: unknown;
  /** Further context (e.g. `{ via: 'npm run admin' }`, the requested status); secrets masked too. */
  data?: Record<string, unknown>;
  /** What it is about in a few words; default: the entity's name, title, username, identifier, path, … */
  label?: string | null;
  /** When (the API's clock, `deps.now()`); default: the database's clock. */
  at?: Date;
}

type DeviceActor = Extract<Actor, { kind: 'device' }>;

/**
 * Who, for an entry without a staff member: `branch-key:7`, or `device:3:Kasse 1` for a desk (its id and name, so the
 * list shows which desk did it; its branch is in the entry's data as `device`).
 */
function actorName(actor: Actor): string | null {
  if (actor.kind === 'branchKey') return `branch-key:${actor.keyId}`;
  if (actor.kind === 'device') return `device:${actor.deviceId}:${actor.name}`.slice(0, 120);
  return null;
}

async function deviceOf(executor: Kysely<DB>, actor: DeviceActor) {
  const branch = await executor
    .selectFrom('branches')
    .select('name')
    .where('id', '=', actor.branchId)
    .executeTakeFirst();
  return { id: actor.deviceId, name: actor.name, branchId: actor.branchId, branch: branch?.name ?? null };
}

const actionPattern = /^[a-z][a-z0-9-]{0,39}$/;

/**
 * Writes one audit entry (GET /api/logs): who, when, what, before → after. Call it with the transaction of the
 * change itself, so the entry exists exactly when the change does. Never pass a secret unmasked on purpose: fields
 * named like password, secret, token, apiKey or hash are masked anyway, at any depth.
 */
export async function recordAudit(executor: Kysely<DB>, entry: AuditEntry): Promise<void> {
  if (!actionPattern.test(entry.action)) throw new Error(`audit action "${entry.action}" is no lower-case word`);
  const staff = entry.actor.kind === 'staff' ? entry.actor : null;
  const device = entry.actor.kind === 'device' ? await deviceOf(executor, entry.actor) : null;
  const { before, after } = maskChange(entry.before, entry.after);
  const label = entry.label === undefined ? auditLabelOf(entry.before, entry.after) : entry.label;
  await executor
    .insertInto('logs')
    .values({
      userId: staff?.userId ?? null,
      username: staff?.username ?? actorName(entry.actor),
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId,
      before: before === null ? null : json(before),
      after: after === null ? null : json(after),
      data: json(maskSecrets(device ? { ...entry.data, device } : (entry.data ?? {}))),
      label: label === null ? null : label.slice(0, 200),
      ...(entry.at ? { createdAt: entry.at } : {}),
    })
    .execute();
}
