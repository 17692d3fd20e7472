/** The week plan of the segments screen: which stream plays when, Monday to Sunday, per screen or group (pure). */

/** The parts of a segment the plan needs (the API's segment carries more). */
export interface PlanSegment {
  id: number;
  name: string;
  streamId: number;
  deviceId: number | null;
  groupName: string | null;
  /** 1 = Monday … 7 = Sunday. */
  weekdays: readonly number[];
  /** 'HH:mm' or null (from midnight / until midnight). */
  fromTime: string | null;
  toTime: string | null;
  fromDate: string | null;
  toDate: string | null;
  priority: number;
  /** The scene region it fills; null = the main one. */
  region?: string | null;
}

/** Whose plan is shown: every segment, the segments one screen plays, or those of a group. */
export type PlanScope =
  | { kind: 'all' }
  | { kind: 'device'; deviceId: number; groupName: string | null }
  | { kind: 'group'; groupName: string };

/** One bar of the plan: a segment on a weekday from `start` to `end` (minutes of the day, end exclusive). */
export interface PlanBlock {
  segment: PlanSegment;
  /** 1 = Monday … 7 = Sunday. */
  weekday: number;
  start: number;
  end: number;
  /** Side-by-side column of overlapping bars (0 = leftmost) and how many columns its overlap group has. */
  lane: number;
  lanes: number;
}

const dayMinutes = 24 * 60;

/** Minutes since midnight of 'HH:mm'. */
export function minuteOf(time: string): number {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

/** 'HH:mm' of a minute of the day (1440 → '24:00', the end of the day). */
export function timeOf(minute: number): string {
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}

/**
 * Whether a segment plays on a scope's screens, as the server picks a screen's segments (signage-program/load.ts):
 * one for no screen and no group plays everywhere; one for a group (and no screen) on its group's screens; one for a
 * screen on that screen only.
 */
export function appliesTo(segment: PlanSegment, scope: PlanScope): boolean {
  if (scope.kind === 'all') return true;
  const everywhere = segment.deviceId === null && segment.groupName === null;
  const forGroup = (name: string | null) => name !== null && segment.deviceId === null && segment.groupName === name;
  if (scope.kind === 'group') return everywhere || forGroup(scope.groupName);
  return everywhere || segment.deviceId === scope.deviceId || forGroup(scope.groupName);
}

/** The server's order of a screen's segments: its own, then its group's, then everyone's; then by id. */
function listRank(segment: PlanSegment): number {
  return segment.deviceId !== null ? 0 : segment.groupName !== null ? 1 : 2;
}

/** Whether `a` wins over `b` where both are active (domain activeSegment: higher priority, else earlier in the list). */
function outranks(a: PlanSegment, b: PlanSegment): boolean {
  if (a.priority !== b.priority) return a.priority > b.priority;
  const rank = listRank(a) - listRank(b);
  return rank !== 0 ? rank < 0 : a.id < b.id;
}

type Span = Omit<PlanBlock, 'lane' | 'lanes'>;

const isDated = (segment: PlanSegment) => segment.fromDate !== null || segment.toDate !== null;

/**
 * What really plays on one day of one screen (or group), per scene region: of the segments active at a time the one
 * the player picks (priority, then own/group/everyone, then id); an outranked segment's time is left out. A segment
 * limited to dates plays only on those dates, so it hides nothing, and is shown where it would win.
 */
function resolveDay(spans: readonly Span[]): Span[] {
  const cuts = [...new Set(spans.flatMap((span) => [span.start, span.end]))].sort((a, b) => a - b);
  const regions = [...new Set(spans.map((span) => span.segment.region ?? 'main'))];
  const result: Span[] = [];
  for (const region of regions) {
    const own = spans.filter((span) => (span.segment.region ?? 'main') === region);
    const open = new Map<number, Span>();
    for (let index = 0; index + 1 < cuts.length; index += 1) {
      const from = cuts[index] ?? 0;
      const to = cuts[index + 1] ?? from;
      const active = own.filter((span) => span.start <= from && span.end >= to).map((span) => span.segment);
      let undated: PlanSegment | null = null;
      for (const segment of active) {
        if (!isDated(segment) && (undated === null || outranks(segment, undated))) undated = segment;
      }
      const playing = active.filter(
        (segment) => segment === undated || (isDated(segment) && (undated === null || outranks(segment, undated))),
      );
      for (const [id, span] of open) {
        if (!playing.some((segment) => segment.id === id)) {
          result.push(span);
          open.delete(id);
        }
      }
      for (const segment of playing) {
        const current = open.get(segment.id);
        if (current) current.end = to;
        else open.set(segment.id, { segment, weekday: own[0]?.weekday ?? 1, start: from, end: to });
      }
    }
    result.push(...open.values());
  }
  return result;
}

/**
 * The bars of one segment: on each of its weekdays from its start to its end; a span over midnight (22:00–02:00)
 * continues on the next morning (Sunday's on Monday's); no times = the whole day.
 */
function spansOf(segment: PlanSegment): { weekday: number; start: number; end: number }[] {
  const start = segment.fromTime === null ? 0 : minuteOf(segment.fromTime);
  const end = segment.toTime === null ? dayMinutes : minuteOf(segment.toTime);
  return segment.weekdays.flatMap((weekday) => {
    if (end > start) return [{ weekday, start, end }];
    const next = (weekday % 7) + 1;
    return [{ weekday, start, end: dayMinutes }, ...(end > 0 ? [{ weekday: next, start: 0, end }] : [])];
  });
}

/** Gives overlapping bars of one day side-by-side columns (greedy interval partitioning). */
function laneDay(spans: Omit<PlanBlock, 'lane' | 'lanes'>[]): PlanBlock[] {
  const sorted = [...spans].sort(
    (a, b) => a.start - b.start || b.segment.priority - a.segment.priority || a.segment.id - b.segment.id,
  );
  const placed: PlanBlock[] = [];
  let cluster: PlanBlock[] = [];
  let clusterEnd = -1;
  const closeCluster = () => {
    const lanes = Math.max(1, ...cluster.map((block) => block.lane + 1));
    for (const block of cluster) placed.push({ ...block, lanes });
    cluster = [];
  };
  for (const span of sorted) {
    if (span.start >= clusterEnd) closeCluster();
    const laneEnds: number[] = [];
    for (const block of cluster) laneEnds[block.lane] = Math.max(laneEnds[block.lane] ?? 0, block.end);
    let lane = laneEnds.findIndex((laneEnd) => laneEnd <= span.start);
    if (lane < 0) lane = laneEnds.length;
    cluster.push({ ...span, lane, lanes: 1 });
    clusterEnd = Math.max(clusterEnd, span.end);
  }
  closeCluster();
  return placed;
}

/**
 * The plan of a scope: per weekday (index 0 = Monday) its bars in order of start, overlaps in lanes. For one screen
 * or group it shows what really plays (outranked times left out, see resolveDay); for every segment each one whole.
 */
export function weekPlan(segments: readonly PlanSegment[], scope: PlanScope): PlanBlock[][] {
  const days: Span[][] = [[], [], [], [], [], [], []];
  for (const segment of segments) {
    if (!appliesTo(segment, scope)) continue;
    for (const span of spansOf(segment)) days[span.weekday - 1]?.push({ segment, ...span });
  }
  return days.map((spans) => laneDay(scope.kind === 'all' ? spans : resolveDay(spans)));
}
