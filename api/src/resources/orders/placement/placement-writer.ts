import type { Kysely } from 'kysely';
import type { DB } from '../../../db/schema.js';
import { insertPlacements, isTakenKey, type PlacementOutcome, type PlacementRecord } from './placement-write.js';

/**
 * The placed order, or its refusal by an order limit (its units still taken), or null when its Idempotency-Key was
 * already claimed (nothing of it was written).
 */
export type WriteOutcome = PlacementOutcome | null;

interface Waiting {
  record: PlacementRecord;
  resolve(outcome: WriteOutcome): void;
  reject(error: unknown): void;
}

interface Group {
  waiting: Waiting[];
  writing: boolean;
}

/**
 * SQLSTATE classes after which the statement surely wrote nothing and a placement of the batch may be written
 * again on its own: data exceptions (22), integrity constraint violations (23), serialization failures and
 * deadlocks (40). After a lost connection (no code) the commit may have happened, so nothing is retried.
 */
function wroteNothing(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && ['22', '23', '40'].includes(code.slice(0, 2));
}

/**
 * Writes cash, card and voucher placements (no payment start) of one branch and order-limit minute together (the
 * statement also takes their order-limit units: placement-write.ts): while one statement of a group is on its way,
 * the placements that arrive meanwhile wait and then go in the next statement, up to `maxBatch` at once. A lone
 * placement is written at once, so an idle shop adds no wait. Concurrent placements of a branch queue on its ticket
 * counter (locked until commit) anyway; written together they share that wait, one statement, one commit and one
 * NOTIFY instead of each paying for them in turn. Groups are per branch, not one for the whole shop: a branch whose
 * ticket counter is held (an online payment's start runs in its transaction) holds up only its own placements.
 * Placements of one branch on two business days (around midnight) share a statement: it numbers each day apart.
 * Every placement still gets its own outcome: when a batch fails for one of them (a taken key, a product deleted in
 * between), each is written again on its own, so only that one fails.
 */
export class PlacementWriter {
  private readonly groups = new Map<string, Group>();

  constructor(
    private readonly db: Kysely<DB>,
    private readonly maxBatch = 100,
  ) {}

  write(record: PlacementRecord): Promise<WriteOutcome> {
    const groupKey = `${record.order.branch_id} ${record.limits.window_start}`;
    let group = this.groups.get(groupKey);
    if (!group) {
      group = { waiting: [], writing: false };
      this.groups.set(groupKey, group);
    }
    const written = new Promise<WriteOutcome>((resolve, reject) => {
      group.waiting.push({ record, resolve, reject });
    });
    if (!group.writing) void this.drain(groupKey, group);
    return written;
  }

  private async drain(groupKey: string, group: Group): Promise<void> {
    group.writing = true;
    try {
      while (group.waiting.length > 0) {
        await this.writeBatch(group.waiting.splice(0, this.maxBatch));
      }
    } finally {
      group.writing = false;
      this.groups.delete(groupKey);
    }
  }

  private async writeBatch(batch: Waiting[]): Promise<void> {
    try {
      const outcomes = await insertPlacements(
        this.db,
        batch.map((waiting) => waiting.record),
      );
      batch.forEach((waiting, index) => {
        const outcome = outcomes[index];
        if (outcome) waiting.resolve(outcome);
        else waiting.reject(new Error(`placement ${waiting.record.order.uid} was not answered by its statement`));
      });
    } catch (error) {
      const [only] = batch;
      if (only && batch.length === 1 && isTakenKey(error)) only.resolve(null);
      else if (batch.length > 1 && wroteNothing(error)) {
        for (const waiting of batch) await this.writeBatch([waiting]);
      } else {
        for (const waiting of batch) waiting.reject(error);
      }
    }
  }
}
