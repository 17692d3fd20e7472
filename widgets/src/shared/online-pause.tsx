import { type Branch, type OnlinePause, pausedClosedTexts, pausedUntil } from '@bestell/domain';
import { useEffect, useState } from 'react';
import { widgetClient } from './api';
import { inTaskOfItsOwn } from './next-task';

interface PauseEntry extends OnlinePause {
  branch: { id: number };
}

/** How often a widget looks again (a pause set on a board shows within this; it has no live stream). */
const PAUSE_POLL_MS = 15_000;

/**
 * The branch's pause in force (issue 27.3), from the public GET /api/online-pauses, read at once and every 15 s;
 * anything but a list (an older API) counts as no pause.
 */
export function useOnlinePause(apiBase: string, branchId: number | undefined): OnlinePause | null {
  const [pause, setPause] = useState<OnlinePause | null>(null);
  useEffect(() => {
    if (branchId === undefined) return;
    let stopped = false;
    const read = async () => {
      try {
        const answer: unknown = await inTaskOfItsOwn(() => widgetClient(apiBase).request<unknown>('/online-pauses'));
        const entry = Array.isArray(answer)
          ? (answer as PauseEntry[]).find((candidate) => candidate.branch?.id === branchId)
          : undefined;
        if (!stopped)
          setPause(entry ? { kind: entry.kind, until: entry.until, extraMinutes: entry.extraMinutes } : null);
      } catch {
        // the last known state stays until the next read
      }
    };
    void read();
    const timer = setInterval(() => void read(), PAUSE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [apiBase, branchId]);
  return pause;
}

/** True while paused and the branch takes no pre-orders: nothing can be ordered (as in the shop's checkout). */
export function orderingPaused(branch: Pick<Branch, 'isPreorderEnabled'>, pause: OnlinePause | null, now: number) {
  return pausedUntil(pause, now) !== null && !branch.isPreorderEnabled;
}

/** The spec's closed text, 'Online-Bestellungen sind bis {Uhrzeit} pausiert.' and the pre-order line when allowed. */
export function PausedNotice({ branch, pause, now }: { branch: Branch; pause: OnlinePause | null; now: number }) {
  const lines = pausedClosedTexts(branch, pause, now);
  if (lines.length === 0) return null;
  return (
    <div className="paused" part="paused-notice" data-testid="paused-notice">
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
