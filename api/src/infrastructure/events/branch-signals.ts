import { randomUUID } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { DB } from '../../db/schema.js';

/** Channel of branch-level signals between API processes (PostgreSQL); the payload is a `BranchSignalNotice`. */
export const branchSignalChannel = 'branch_signals';

/**
 * A branch-level live event (issue 27.3): not an order, so it is not in the order outbox and has no event id. It
 * only says "read this again"; clients re-read the state on every (re)connect, so nothing is lost while away.
 */
export interface BranchSignal {
  type: 'branch.paused';
  branchId: number;
  at: string;
}

interface BranchSignalNotice extends BranchSignal {
  origin: string;
}

/** Tells a database handle's own signals from other handles' (processes') ones arriving by NOTIFY. */
const origins = new WeakMap<object, string>();
function originOf(db: object): string {
  let origin = origins.get(db);
  if (!origin) {
    origin = randomUUID();
    origins.set(db, origin);
  }
  return origin;
}

type Listener = (signal: BranchSignal) => void;
const listenersByDb = new WeakMap<object, Set<Listener>>();

function listenersOf(db: object): Set<Listener> {
  let set = listenersByDb.get(db);
  if (!set) {
    set = new Set();
    listenersByDb.set(db, set);
  }
  return set;
}

/** Listens to the branch signals of a database handle (this process's and, through the hub, other processes'). */
export function onBranchSignal(db: object, listener: Listener): () => void {
  const set = listenersOf(db);
  set.add(listener);
  return () => set.delete(listener);
}

/** Hands a signal to this process's listeners (call after the commit that caused it). */
export function emitBranchSignal(db: object, signal: BranchSignal): void {
  for (const listener of listenersOf(db)) listener(signal);
}

/**
 * Inside the writing transaction (`db` is the handle it was opened on): other API processes hear the signal when it
 * commits (never for a rollback).
 */
export async function notifyBranchSignal(trx: Transaction<DB>, db: object, signal: BranchSignal): Promise<void> {
  const notice: BranchSignalNotice = { ...signal, origin: originOf(db) };
  await sql`select pg_notify(${branchSignalChannel}, ${JSON.stringify(notice)})`.execute(trx);
}

/** A NOTIFY payload from another handle (process), or null (own: already emitted; malformed: ignored). */
export function foreignSignalOf(db: object, payload: string | undefined): BranchSignal | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<BranchSignalNotice>;
    if (notice.origin === originOf(db) || notice.type !== 'branch.paused') return null;
    if (typeof notice.branchId !== 'number' || typeof notice.at !== 'string') return null;
    return { type: notice.type, branchId: notice.branchId, at: notice.at };
  } catch {
    return null;
  }
}
