import { json } from '../../db/schema.js';
import type { Actor } from '../auth/actor.js';
import type { Trx } from './types.js';

export type AuditAction = 'create' | 'update' | 'delete';

/** Drops secrets (passwords) from a logged body. */
function withoutSecrets(data: Record<string, unknown>, secretFields: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !secretFields.includes(key)));
}

/** One audit row per write, in the write's transaction: who, what, when (GET /api/logs). */
export async function writeAuditLog(
  trx: Trx,
  entry: { actor: Actor; action: AuditAction; resource: string; resourceId: number; data?: Record<string, unknown> },
  secretFields: string[] = [],
): Promise<void> {
  const staff = entry.actor.kind === 'staff' ? entry.actor : null;
  await trx
    .insertInto('logs')
    .values({
      userId: staff?.userId ?? null,
      username: staff?.username ?? (entry.actor.kind === 'branchKey' ? `branch-key:${entry.actor.keyId}` : null),
      action: entry.action,
      resource: entry.resource,
      resourceId: entry.resourceId,
      data: json(withoutSecrets(entry.data ?? {}, secretFields)),
    })
    .execute();
}
