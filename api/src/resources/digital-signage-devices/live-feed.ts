import { randomBytes } from 'node:crypto';
import { EventEmitter } from 'node:events';
import { catalogFeedOf } from '../../db/change-feed.js';

/**
 * The signals behind the screens' live feed (issue 29): `program-changed` (S2 calls `notifyProgramChanged` after a
 * stream, segment, scene or screen changed), `catalog-changed` (every committed catalog change the database's
 * change feed reports, so also writes of other API processes) and a wake-up for a screen whose command changed.
 * The signals only say "look again": each feed connection reads its screen's row itself.
 *
 * Event ids are `<process epoch>.<sequence>`: a client resumes with Last-Event-ID; an id of this process tells
 * which changes it missed, an id of another process (or of one before a restart) counts as having missed all.
 */
const signals = new EventEmitter();
signals.setMaxListeners(0);

export const feedEpoch = randomBytes(6).toString('base64url');
let sequence = 0;

function nextSequence(): number {
  sequence += 1;
  return sequence;
}

export type FeedTarget = number[] | 'all';

interface ChangeMarks {
  /** Sequence of the last program change for all screens. */
  programAll: number;
  /** Sequence of the last program change per screen (digital signage device id). */
  program: Map<number, number>;
  /** Sequence of the last catalog change (of any database this process serves). */
  catalog: number;
}

const marks: ChangeMarks = { programAll: 0, program: new Map(), catalog: 0 };

export interface FeedSignal {
  kind: 'program' | 'catalog';
  sequence: number;
}

/**
 * Tells the screens (digital signage device ids, or all) that their program changed: each connected one gets a
 * `program-changed` event at once and fetches `/api/digital-signage/self/program` again; one that reconnects later
 * with an older Last-Event-ID gets it on reconnecting.
 */
export function notifyProgramChanged(target: FeedTarget): void {
  const seq = nextSequence();
  if (target === 'all') marks.programAll = seq;
  else for (const id of target) marks.program.set(id, seq);
  signals.emit('program', target, seq);
}

function notifyCatalogChanged(): void {
  const seq = nextSequence();
  marks.catalog = seq;
  signals.emit('catalog', seq);
}

const connections = new Map<number, number>();

/** Counts an open feed connection of the screen; returns the function that uncounts it. */
export function trackConnection(signageDeviceId: number): () => void {
  connections.set(signageDeviceId, (connections.get(signageDeviceId) ?? 0) + 1);
  let done = false;
  return () => {
    if (done) return;
    done = true;
    const left = (connections.get(signageDeviceId) ?? 1) - 1;
    if (left > 0) connections.set(signageDeviceId, left);
    else connections.delete(signageDeviceId);
  };
}

/** Has the screen a feed connection to this process? */
export function isConnected(signageDeviceId: number): boolean {
  return connections.has(signageDeviceId);
}

/** Tells the feed connections of a screen that its command (or pairing) changed. */
export function wakeSignageDevice(signageDeviceId: number): void {
  signals.emit(`device:${signageDeviceId}`);
}

/** The sequence of an event id of this process, or null (missing, malformed, another process's). */
export function sequenceOf(lastEventId: string | null): number | null {
  if (!lastEventId) return null;
  const [epoch, raw] = lastEventId.split('.');
  if (epoch !== feedEpoch || raw === undefined || !/^\d{1,15}$/.test(raw)) return null;
  return Number(raw);
}

/** The changes a client that last saw `lastEventId` missed (none without an id: it loads everything anyway). */
export function missedChanges(lastEventId: string | null, signageDeviceId: number): FeedSignal[] {
  if (!lastEventId) return [];
  const seen = sequenceOf(lastEventId) ?? -1;
  const missed: FeedSignal[] = [];
  const program = Math.max(marks.programAll, marks.program.get(signageDeviceId) ?? 0);
  if (seen < 0 || program > seen) missed.push({ kind: 'program', sequence: seen < 0 ? nextSequence() : program });
  if (seen < 0 || marks.catalog > seen) {
    missed.push({ kind: 'catalog', sequence: seen < 0 ? nextSequence() : marks.catalog });
  }
  return missed;
}

export function eventId(seq: number): string {
  return `${feedEpoch}.${seq}`;
}

/** A fresh event id (for command events). */
export function newEventId(): string {
  return eventId(nextSequence());
}

/** Listens for the signals of one screen; returns the function that stops listening. */
export function listen(
  signageDeviceId: number,
  onSignal: (signal: FeedSignal) => void,
  onWake: () => void,
): () => void {
  const onProgram = (target: FeedTarget, seq: number) => {
    if (target === 'all' || target.includes(signageDeviceId)) onSignal({ kind: 'program', sequence: seq });
  };
  const onCatalog = (seq: number) => onSignal({ kind: 'catalog', sequence: seq });
  const wakeName = `device:${signageDeviceId}`;
  signals.on('program', onProgram);
  signals.on('catalog', onCatalog);
  signals.on(wakeName, onWake);
  return () => {
    signals.off('program', onProgram);
    signals.off('catalog', onCatalog);
    signals.off(wakeName, onWake);
  };
}

const catalogDebounceMs = 250;
const subscribed = new WeakSet<object>();

/**
 * Forwards the database's catalog change feed to the screens (once per database): a burst of writes becomes one
 * `catalog-changed` a quarter second after its first change; a feed that reconnects counts as a change (it may have
 * missed some).
 */
export function forwardCatalogChanges(db: object): void {
  if (subscribed.has(db)) return;
  const feed = catalogFeedOf(db);
  if (!feed) return;
  subscribed.add(db);
  let timer: NodeJS.Timeout | undefined;
  const changed = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      notifyCatalogChanged();
    }, catalogDebounceMs);
    timer.unref();
  };
  feed.subscribe({ changed, lost: () => {}, connected: changed });
}
