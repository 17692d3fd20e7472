import { catalogFeedOf } from '../../db/change-feed.js';
import type { Db } from '../../db/database.js';
import { notifyProgramChanged } from '../digital-signage-devices/live-feed.js';

/** Tables whose change changes what screens play (their triggers notify `catalog_changed`, migration 0051). */
const programTables = new Set(['digital_signage_streams', 'digital_signage_segments', 'scenes']);
const watched = new WeakSet<object>();

/**
 * Sends `program-changed` to every screen when a stream, segment or scene changed — heard from the database's change
 * feed, so a write of any API process (or SQL behind the API's back) reaches the screens connected here. Screen rows
 * themselves (scene, group) are the devices resource's: it notifies its screen.
 */
export function watchProgramChanges(db: Db): void {
  const feed = catalogFeedOf(db);
  if (!feed || watched.has(feed)) return;
  watched.add(feed);
  feed.subscribe({
    changed: (table) => {
      if (programTables.has(table)) notifyProgramChanged('all');
    },
    lost: () => {},
    connected: () => notifyProgramChanged('all'),
  });
}
