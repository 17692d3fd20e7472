import { messages } from '@bestell/domain';
import type { Context } from 'koa';
import type { Db } from '../../db/database.js';
import { authenticateBranchKey } from '../../infrastructure/auth/branch-keys.js';
import { randomSecret, sha256Hex } from '../../infrastructure/auth/tokens.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { parseId } from '../../infrastructure/media/route-params.js';
import { AppError } from '../../kernel/app-error.js';
import { findBranchEmployee } from './employees-repository.js';

/**
 * Issue 28.1: who is calling a terminal route `/time-tracking/{branchId}/{apiKey}/…`.
 *
 * The branch API key in the path proves the terminal is the branch's (checked in constant time by
 * `authenticateBranchKey`); the employee signed in with their PIN and got a short-lived access token `tt_<secret>`,
 * sent as `Authorization: Bearer <token>` (the desk sends it in `X-Time-Tracking-Token`, since its own credential
 * travels in `X-Device-Key`). Only the SHA-256 of the token is stored, bound to user and branch, for 5 minutes.
 *
 * Other slices use `requireTerminalEmployee(deps, ctx)` in their terminal routes: it answers `{ userId, branchId }`
 * or throws 401 (bad key, missing/expired token) / 403 (key of another branch).
 */
export interface TerminalEmployee {
  userId: number;
  branchId: number;
}

export const terminalTokenTtlMs = 5 * 60_000;
export const terminalTokenHeader = 'X-Time-Tracking-Token';
const tokenPattern = /^tt_([A-Za-z0-9_-]{43})$/;

/** The branch id of the path after checking its API key: unknown/revoked key 401, another branch's key 403. */
export async function requireTerminalBranch(deps: AppDeps, ctx: Context): Promise<number> {
  const branchId = parseId(ctx.params.branchId);
  const found = await authenticateBranchKey(deps.db, ctx.params.apiKey ?? '', deps.now());
  if (!found) throw new AppError('unauthorized', messages.auth.invalidApiKey, { code: 'invalid_api_key' });
  if (found.branchId !== branchId) throw new AppError('forbidden', messages.auth.accessDenied);
  ctx.set('Cache-Control', 'no-store');
  return branchId;
}

/** A new access token for the employee at the branch (stored hashed); expired tokens are swept on the way. */
export async function issueTerminalToken(
  db: Db,
  userId: number,
  branchId: number,
  now: Date,
): Promise<{ accessToken: string; expiresAt: Date }> {
  const accessToken = `tt_${randomSecret()}`;
  const expiresAt = new Date(now.getTime() + terminalTokenTtlMs);
  await db.deleteFrom('timeTrackingTokens').where('expiresAt', '<=', now).execute();
  await db
    .insertInto('timeTrackingTokens')
    .values({ tokenHash: sha256Hex(accessToken), userId, branchId, expiresAt, createdAt: now })
    .execute();
  return { accessToken, expiresAt };
}

/** Ends a token at once (sign-out). */
export async function revokeTerminalToken(db: Db, raw: string): Promise<void> {
  await db.deleteFrom('timeTrackingTokens').where('tokenHash', '=', sha256Hex(raw)).execute();
}

/** The access token the request presents (the terminal: Bearer; the desk: its header), or null. */
export function presentedTerminalToken(ctx: Context, from: 'bearer' | 'header' = 'bearer'): string | null {
  const raw =
    from === 'bearer'
      ? (/^Bearer\s+(\S+)\s*$/i.exec(ctx.get('Authorization'))?.[1] ?? '')
      : ctx.get(terminalTokenHeader).trim();
  return tokenPattern.test(raw) ? raw : null;
}

function tokenRefused(): AppError {
  return new AppError('unauthorized', messages.timeTracking.tokenInvalid, { code: 'invalid_access_token' });
}

/**
 * The employee of a live token at the branch. The token is looked up by its digest (a lookup by a 256-bit hash
 * leaks nothing useful by timing); it must belong to this branch, not be expired, and its user must still be
 * allowed to clock in there (disabled users or users moved to another branch lose access at once).
 */
export async function employeeOfToken(
  db: Db,
  raw: string | null,
  branchId: number,
  now: Date,
): Promise<TerminalEmployee> {
  if (raw === null) throw tokenRefused();
  const row = await db
    .selectFrom('timeTrackingTokens')
    .select(['userId', 'branchId', 'expiresAt'])
    .where('tokenHash', '=', sha256Hex(raw))
    .executeTakeFirst();
  if (!row || row.branchId !== branchId || row.expiresAt.getTime() <= now.getTime()) throw tokenRefused();
  if (!(await findBranchEmployee(db, branchId, row.userId, now))) throw tokenRefused();
  return { userId: row.userId, branchId };
}

/** Branch key of the path + the employee's access token: `{ userId, branchId }` or 401/403. */
export async function requireTerminalEmployee(deps: AppDeps, ctx: Context): Promise<TerminalEmployee> {
  const branchId = await requireTerminalBranch(deps, ctx);
  return employeeOfToken(deps.db, presentedTerminalToken(ctx), branchId, deps.now());
}
