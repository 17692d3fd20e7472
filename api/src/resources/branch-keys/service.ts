import { messages } from '@bestell/domain';
import type { Db } from '../../db/database.js';
import { recordAudit } from '../../infrastructure/audit/audit-writer.js';
import type { Actor } from '../../infrastructure/auth/actor.js';
import { formatBranchKey, newBranchKeySecret } from '../../infrastructure/auth/branch-keys.js';
import { AppError } from '../../kernel/app-error.js';
import {
  type BranchKeyRow,
  branchExists,
  findBranchKey,
  insertBranchKey,
  replaceSecret,
  revokeBranchKey,
} from './repository.js';

/** A key as admins see it: never the secret (nor its hash). */
export interface BranchKeyView {
  id: number;
  branchId: number;
  name: string;
  createdAt: string;
  rotatedAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

/** The one answer that shows the full key: right after create or rotate. */
export interface BranchKeyWithSecret extends BranchKeyView {
  key: string;
}

function iso(value: Date | null): string | null {
  return value === null ? null : value.toISOString();
}

export function viewOf(row: BranchKeyRow): BranchKeyView {
  return {
    id: row.id,
    branchId: row.branchId,
    name: row.name,
    createdAt: row.createdAt.toISOString(),
    rotatedAt: iso(row.rotatedAt),
    revokedAt: iso(row.revokedAt),
    lastUsedAt: iso(row.lastUsedAt),
  };
}

/** The audit log sees the key's view only (never the key, nor its hash); the rotation shows as a changed secret. */
export async function createBranchKey(
  db: Db,
  input: { branchId: number; name: string },
  now: Date,
  actor: Actor,
): Promise<BranchKeyWithSecret> {
  if (!(await branchExists(db, input.branchId))) {
    throw new AppError('validation', messages.validation.invalidChoice, { field: 'branchId', code: 'invalid_choice' });
  }
  const { secret, secretHash } = newBranchKeySecret();
  const row = await db.transaction().execute(async (trx) => {
    const inserted = await insertBranchKey(trx, { ...input, secretHash, createdAt: now });
    await recordAudit(trx, {
      actor,
      action: 'create',
      resource: 'branch-keys',
      resourceId: inserted.id,
      after: viewOf(inserted),
      at: now,
    });
    return inserted;
  });
  return { ...viewOf(row), key: formatBranchKey(row.id, secret) };
}

/** A new secret for a live key; the old one stops working at once. Missing or revoked keys are 404. */
export async function rotateBranchKey(db: Db, id: number, now: Date, actor: Actor): Promise<BranchKeyWithSecret> {
  const { secret, secretHash } = newBranchKeySecret();
  const row = await db.transaction().execute(async (trx) => {
    const before = await findBranchKey(trx, id);
    const rotated = await replaceSecret(trx, id, secretHash, now);
    if (!rotated) return null;
    await recordAudit(trx, {
      actor,
      action: 'rotate',
      resource: 'branch-keys',
      resourceId: id,
      before: before && viewOf(before),
      after: viewOf(rotated),
      at: now,
    });
    return rotated;
  });
  if (!row) throw AppError.notFound();
  return { ...viewOf(row), key: formatBranchKey(row.id, secret) };
}

export async function revoke(db: Db, id: number, now: Date, actor: Actor): Promise<void> {
  const done = await db.transaction().execute(async (trx) => {
    const before = await findBranchKey(trx, id);
    const revoked = await revokeBranchKey(trx, id, now);
    if (!revoked) return false;
    await recordAudit(trx, {
      actor,
      action: 'revoke',
      resource: 'branch-keys',
      resourceId: id,
      before: before && viewOf(before),
      after: viewOf(revoked),
      at: now,
    });
    return true;
  });
  if (!done) throw AppError.notFound();
}

export async function getBranchKey(db: Db, id: number): Promise<BranchKeyView> {
  const row = await findBranchKey(db, id);
  if (!row) throw AppError.notFound();
  return viewOf(row);
}
