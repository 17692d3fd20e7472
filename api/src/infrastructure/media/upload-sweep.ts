import { sql } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database.js';
import type { Media } from './media.js';
import { previewKey, uploadFileKey } from './media-paths.js';

export interface SweepResult {
  removed: number;
}

/**
 * Whether an upload is referenced: an order line or a server cart holds its id (the configurator stores upload ids
 * as strings in `parts`; a cart's JSON is searched for the quoted id, so a stray match only keeps a file), or
 * products, categories, CMS content, navigations or the config hold its public hash (file objects and /upload/ URLs
 * both carry it; 192 random bits never match by chance). Contact form files are stored apart (forms/) and are not
 * uploads.
 */
const referenced = sql<boolean>`(
  exists (
    select 1 from order_items oi
    where oi.parts @> jsonb_build_array(u.id::text) or oi.parts @> jsonb_build_array(jsonb_build_array(u.id::text))
  )
  or exists (select 1 from carts c where strpos(c.data::text, '"' || u.id::text || '"') > 0)
  or exists (select 1 from products p where strpos(p::text, u.public_hash) > 0)
  or exists (select 1 from categories k where strpos(k::text, u.public_hash) > 0)
  or exists (select 1 from sites s where strpos(s::text, u.public_hash) > 0)
  or exists (select 1 from blocks b where strpos(b::text, u.public_hash) > 0)
  or exists (select 1 from nodes n where strpos(n::text, u.public_hash) > 0)
  or exists (select 1 from navigations v where strpos(v::text, u.public_hash) > 0)
  or exists (select 1 from config g where strpos(g::text, u.public_hash) > 0)
)`;

/**
 * Removes visitors' uploads (client_key set) older than `olderThanHours` that nothing references: the rows in
 * batches of `batchSize` (one statement each, so two API machines sweeping at once never remove a row twice), then
 * their files and previews. Staff uploads (the back-office library) are never swept.
 */
export async function sweepUnreferencedUploads(
  db: Db,
  media: Media,
  options: { now: Date; olderThanHours: number; batchSize?: number },
): Promise<SweepResult> {
  const cutoff = new Date(options.now.getTime() - options.olderThanHours * 60 * 60 * 1000);
  const batchSize = options.batchSize ?? 200;
  let removed = 0;
  for (;;) {
    const { rows } = await sql<{ id: number; version: number; extension: string }>`
      delete from uploads where id in (
        select u.id from uploads u
        where u.client_key is not null and u.created_at < ${cutoff} and not ${referenced}
        order by u.id
        limit ${batchSize}
      )
      returning id, version, extension`.execute(db);
    for (const row of rows) {
      await media.stores.originals.remove(uploadFileKey(row));
      await media.stores.variants.remove(previewKey(row));
    }
    removed += rows.length;
    if (rows.length < batchSize) return { removed };
  }
}

export interface UploadSweeper {
  /** Runs one sweep now (also what the timer does). */
  runOnce(): Promise<SweepResult>;
  stop(): void;
}

/**
 * Starts the periodic sweep with the API: the first a minute after start, then every `intervalMs` (1 hour). The timer
 * never keeps the process alive; a failed sweep is logged and tried again at the next tick.
 */
export function startUploadSweep(deps: {
  db: Db;
  media: Media;
  logger: Logger;
  now: () => Date;
  olderThanHours: number;
  intervalMs?: number;
  firstDelayMs?: number;
}): UploadSweeper {
  let running: Promise<SweepResult> | null = null;
  let stopped = false;
  const runOnce = () => {
    running ??= sweepUnreferencedUploads(deps.db, deps.media, { now: deps.now(), olderThanHours: deps.olderThanHours })
      .then((result) => {
        if (result.removed > 0) deps.logger.info({ removed: result.removed }, 'unreferenced uploads removed');
        return result;
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const tick = () => {
    if (stopped) return;
    runOnce().catch((error: unknown) => deps.logger.warn({ err: error }, 'upload sweep failed'));
  };
  const first = setTimeout(tick, deps.firstDelayMs ?? 60_000);
  const every = setInterval(tick, deps.intervalMs ?? 60 * 60 * 1000);
  first.unref();
  every.unref();
  return {
    runOnce,
    stop() {
      stopped = true;
      clearTimeout(first);
      clearInterval(every);
    },
  };
}
