import { type AnalyticsEvent, analyticsPagePath, analyticsReferrerHost } from '@bestell/domain';
import type { Insertable } from 'kysely';
import type { Db } from '../../db/database.js';
import type { AnalyticsEvents } from '../../db/generated.js';
import { foldOnNewDay } from './fold.js';
import { analyticsDayOf } from './local-day.js';
import { agentFacts } from './user-agent.js';
import { saltOfDay, visitorHash } from './visitor.js';

export interface AnalyticsClient {
  /** The client address: only hashed with the day's salt, never stored. */
  ip: string;
  /** The User-Agent header: hashed, and its browser and OS names kept; never stored itself. */
  userAgent: string;
  /** The shop's own host (the Host header), so internal referrers are not counted. */
  host: string | null;
}

/** pixel ratio with at most two decimals, as text ('1', '1.5', '2.63'). */
function pixelRatioKey(ratio: number): string {
  return String(Math.round(ratio * 100) / 100);
}

type CommonColumns = Pick<Insertable<AnalyticsEvents>, 'occurredAt' | 'day' | 'visitor' | 'browser' | 'os'>;

/** The stored row of one event: the path without query, the referrer's host only, device figures, the step. */
function rowOf(event: AnalyticsEvent, common: CommonColumns, host: string | null): Insertable<AnalyticsEvents> {
  if (event.type === 'pageview') {
    return {
      ...common,
      type: 'pageview',
      action: analyticsPagePath(event.action),
      referrerHost: analyticsReferrerHost(event.data?.referrer, host),
    };
  }
  if (event.type === 'device') {
    return {
      ...common,
      type: 'device',
      action: 'info',
      width: event.data.width,
      height: event.data.height,
      pixelRatio: pixelRatioKey(event.data.pixelRatio),
      colorScheme: event.data.colorScheme,
    };
  }
  return { ...common, type: 'event', action: event.action, category: event.category ?? null };
}

/**
 * Stores a batch of checked events (issue 26 point 1) for the day's visitor hash. Bots store nothing. Returns how
 * many events were stored (0 for a bot).
 */
export async function logAnalytics(
  db: Db,
  events: readonly AnalyticsEvent[],
  client: AnalyticsClient,
  now: Date,
): Promise<number> {
  const agent = agentFacts(client.userAgent);
  if (agent.isBot) return 0;
  const day = analyticsDayOf(now);
  await foldOnNewDay(db, day);
  const visitor = visitorHash(await saltOfDay(db, day), client.ip, client.userAgent);
  const common = { occurredAt: now, day, visitor, browser: agent.browser, os: agent.os };
  const rows = events.map((event) => rowOf(event, common, client.host));
  await db.insertInto('analyticsEvents').values(rows).execute();
  return rows.length;
}
