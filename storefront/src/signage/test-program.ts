import type { ResolvedSlide, SignageProgram } from '@bestell/domain';
import type { PlayerClock } from './clock';

/** A product slide for the player's tests. */
export function productSlide(key: string, priceText = '2,50 €', extra: Partial<ResolvedSlide> = {}): ResolvedSlide {
  return { key, type: 'product', duration: 10, title: `Produkt ${key}`, priceText, images: [], ...extra };
}

/** A program with the main region bound to stream 1 and the given streams and segments. */
export function testProgram(
  streams: SignageProgram['streams'],
  segments: SignageProgram['segments'] = [],
  scene: Partial<SignageProgram['scene']> = {},
): SignageProgram {
  return {
    generatedAt: '2026-03-29T00:00:00.000Z',
    timeZone: 'Europe/Vienna',
    device: { id: 1, identifier: 'theke-1', name: 'Theke 1', orientation: 'landscape', resolution: '1920x1080' },
    branch: { id: 1, name: 'Filiale', isPartner: false },
    scene: { id: null, layout: 'full', regions: [{ name: 'main', streamId: 1 }], ...scene },
    streams,
    segments,
    media: [],
  };
}

export interface ManualClock extends PlayerClock {
  /** Moves the clock on, firing every timer that falls due on the way, in order. */
  advance(ms: number): void;
  pending(): number;
}

/** A clock the test moves by hand (the player's `delay` timers run as it passes them). */
export function manualClock(start: number): ManualClock {
  let now = start;
  const timers = new Set<{ at: number; run: () => void }>();
  return {
    speed: 1,
    now: () => now,
    delay(ms, run) {
      const timer = { at: now + ms, run };
      timers.add(timer);
      return () => {
        timers.delete(timer);
      };
    },
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers].filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers.delete(due);
        now = due.at;
        due.run();
      }
      now = end;
    },
    pending: () => timers.size,
  };
}
