import { createHash, randomBytes } from 'node:crypto';
import { json } from '../../db/schema.js';
import type { AppDeps } from '../../infrastructure/deps.js';
import { AppError } from '../../kernel/app-error.js';
import { type CartBody, cartBodySchema, emptyCart } from './schema.js';

/** 'default' or the identifier of an existing branch; anything else is 404. */
async function checkBranchKey(deps: AppDeps, branchKey: string): Promise<void> {
  if (branchKey === 'default') return;
  const branch = await deps.db
    .selectFrom('branches')
    .select('id')
    .where('identifier', '=', branchKey)
    .executeTakeFirst();
  if (!branch) throw AppError.notFound();
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function isCartToken(value: string | undefined): value is string {
  return value !== undefined && /^[A-Za-z0-9_-]{32,64}$/.test(value);
}

export function newCartToken(): string {
  return randomBytes(32).toString('base64url');
}

export async function loadCart(deps: AppDeps, token: string | null, branchKey: string): Promise<CartBody> {
  await checkBranchKey(deps, branchKey);
  if (token === null) return emptyCart;
  const row = await deps.db
    .selectFrom('carts')
    .select('data')
    .where('tokenHash', '=', hashToken(token))
    .where('branchKey', '=', branchKey)
    .executeTakeFirst();
  if (!row) return emptyCart;
  const parsed = cartBodySchema.safeParse(row.data);
  return parsed.success ? parsed.data : emptyCart;
}

/** True when some branch holds a stored cart of this token (the hand-off adopts only tokens that exist). */
export async function cartExists(deps: AppDeps, token: string): Promise<boolean> {
  const row = await deps.db
    .selectFrom('carts')
    .select('branchKey')
    .where('tokenHash', '=', hashToken(token))
    .executeTakeFirst();
  return row !== undefined;
}

/** Replaces the cart of token + branch (an empty item list keeps the row, so the form survives). */
export async function saveCart(deps: AppDeps, token: string, branchKey: string, body: unknown): Promise<CartBody> {
  await checkBranchKey(deps, branchKey);
  const cart = cartBodySchema.parse(body);
  const now = deps.now();
  await deps.db
    .insertInto('carts')
    .values({ tokenHash: hashToken(token), branchKey, data: json(cart), updatedAt: now })
    .onConflict((oc) => oc.columns(['tokenHash', 'branchKey']).doUpdateSet({ data: json(cart), updatedAt: now }))
    .execute();
  return cart;
}
