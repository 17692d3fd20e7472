import { messages } from '@bestell/domain';
import type { Db } from '../../db/database.js';
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

export async function createBranchKey(
  db: Db,
  input: { branchId: number; name: string },
  now: Date,
): Promise<BranchKeyWithSecret> {
  if (!(await branchExists(db, input.branchId))) {
    throw new AppError('validation', messages.validation.invalidChoice, { field: 'branchId', code: 'invalid_choice' });
  }
  const { secret, secretHash } = newBranchKeySecret();
  const row = await insertBranchKey(db, { ...input, secretHash, createdAt: now });
  return { ...viewOf(row), key: formatBranchKey(row.id, secret) };
}

/** A new secret for a live key; the old one stops working at once. Missing or revoked keys are 404. */
export async function rotateBranchKey(db: Db, id: number, now: Date): Promise<BranchKeyWithSecret> {
  const { secret, secretHash } = newBranchKeySecret();
  const row = await replaceSecret(db, id, secretHash, now);
  if (!row) throw AppError.notFound();
  return { ...viewOf(row), key: formatBranchKey(row.id, secret) };
}

export async function revoke(db: Db, id: number, now: Date): Promise<void> {
  if (!(await revokeBranchKey(db, id, now))) throw AppError.notFound();
}

export async function getBranchKey(db: Db, id: number): Promise<BranchKeyView> {
  const row = await findBranchKey(db, id);
  if (!row) throw AppError.notFound();
  return viewOf(row);
}
