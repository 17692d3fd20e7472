import type { Context } from 'koa';

export const staffRoles = ['ROLE_ADMIN', 'ROLE_EMPLOYEE'] as const;
export type StaffRole = (typeof staffRoles)[number];

/**
 * Who is calling. Set on `ctx.state.actor` by the authentication middleware (session cookie or branch API key);
 * every request without valid credentials is `anonymous`.
 */
export type Actor =
  | { kind: 'anonymous' }
  | {
      kind: 'staff';
      userId: number;
      username: string;
      roles: StaffRole[];
      /** Branches an employee works for; admins act on every branch regardless. */
      branchIds: number[];
      sessionId: string;
    }
  | { kind: 'branchKey'; keyId: number; branchId: number }
  /** A paired desk (X-Device-Key): named in the audit log with its name and branch (issue 24). */
  | { kind: 'device'; deviceId: number; name: string; branchId: number };

export const anonymous: Actor = { kind: 'anonymous' };

export function actorOf(ctx: Context): Actor {
  const actor: unknown = ctx.state.actor;
  return isActor(actor) ? actor : anonymous;
}

function isActor(value: unknown): value is Actor {
  return typeof value === 'object' && value !== null && 'kind' in value;
}

export function isAdmin(actor: Actor): boolean {
  return actor.kind === 'staff' && actor.roles.includes('ROLE_ADMIN');
}

export function isStaff(actor: Actor): actor is Extract<Actor, { kind: 'staff' }> {
  return actor.kind === 'staff';
}

/** True when the actor may read and act on the branch: admins everywhere, employees and keys on their own. */
export function canActOnBranch(actor: Actor, branchId: number): boolean {
  if (actor.kind === 'anonymous') return false;
  if (actor.kind === 'branchKey' || actor.kind === 'device') return actor.branchId === branchId;
  return isAdmin(actor) || actor.branchIds.includes(branchId);
}

/** Branch ids the actor is limited to, or `'all'` for admins; anonymous visitors get none. */
export function branchScopeOf(actor: Actor): number[] | 'all' {
  if (actor.kind === 'anonymous') return [];
  if (actor.kind === 'branchKey' || actor.kind === 'device') return [actor.branchId];
  return isAdmin(actor) ? 'all' : actor.branchIds;
}
