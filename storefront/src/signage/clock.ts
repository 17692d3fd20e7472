/**
 * The player's clock. Normally the wall clock; `?speed=N` (a test hook: a soak test plays a day in minutes) runs the
 * player's time N times faster from the moment the page started. Every wait of the player goes through `delay`, so
 * slide durations, segment switches and heartbeats all follow the same clock. Reading `Date.now()` (not a stored
 * time) keeps Playwright's `page.clock` in control too.
 */
export interface PlayerClock {
  readonly speed: number;
  /** The player's time, epoch milliseconds. */
  now(): number;
  /** Runs `callback` after `ms` of player time; answers a function that cancels it. */
  delay(ms: number, callback: () => void): () => void;
}

const maxSpeed = 100_000;

export function speedOf(search: string): number {
  const value = Number(new URLSearchParams(search).get('speed'));
  return Number.isFinite(value) && value >= 1 ? Math.min(value, maxSpeed) : 1;
}

export function playerClock(speed: number, startedAt: number = Date.now()): PlayerClock {
  return {
    speed,
    now: () => (speed === 1 ? Date.now() : startedAt + (Date.now() - startedAt) * speed),
    delay(ms, callback) {
      const timer = window.setTimeout(callback, Math.max(0, ms / speed));
      return () => window.clearTimeout(timer);
    },
  };
}
