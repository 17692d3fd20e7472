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
 * Whether a segment plays on a scope's screens: a segment for no screen and no group plays everywhere; one for a
 * group on its group's screens; one for a screen on that screen.
 */
export function appliesTo(segment: PlanSegment, scope: PlanScope): boolean {
  if (scope.kind === 'all') return true;
  const everywhere = segment.deviceId === null && segment.groupName === null;
  if (scope.kind === 'group') return everywhere || segment.groupName === scope.groupName;
  return (
    everywhere ||
    segment.deviceId === scope.deviceId ||
    (scope.groupName !== null && segment.groupName === scope.groupName)
  );
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

/** The plan of a scope: per weekday (index 0 = Monday) its bars in order of start, overlaps in lanes. */
export function weekPlan(segments: readonly PlanSegment[], scope: PlanScope): PlanBlock[][] {
  const days: Omit<PlanBlock, 'lane' | 'lanes'>[][] = [[], [], [], [], [], [], []];
  for (const segment of segments) {
    if (!appliesTo(segment, scope)) continue;
    for (const span of spansOf(segment)) days[span.weekday - 1]?.push({ segment, ...span });
  }
  return days.map(laneDay);
}
