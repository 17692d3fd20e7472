import { recordAudit } from '../audit/audit-writer.js';
import type { Actor } from '../auth/actor.js';
import type { Trx } from './types.js';

export type AuditAction = 'create' | 'update' | 'delete';

/** Drops fields the caller names as secret (besides the masking of every secret-like name by the writer). */
function withoutSecrets(data: Record<string, unknown>, secretFields: string[]): Record<string, unknown> {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !secretFields.includes(key)));
}

/**
 * One audit row per write, in the write's transaction: who, what, when (GET /api/logs). The older form without
 * before → after; new code calls `recordAudit` (infrastructure/audit) with the entity as it was and as it became.
 */
export async function writeAuditLog(
  trx: Trx,
  entry: {
    actor: Actor;
    action: AuditAction;
    resource: string;
    resourceId: number;
    data?: Record<string, unknown>;
    before?: unknown;
    after?: unknown;
  },
  secretFields: string[] = [],
): Promise<void> {
  await recordAudit(trx, { ...entry, data: withoutSecrets(entry.data ?? {}, secretFields) });
}
