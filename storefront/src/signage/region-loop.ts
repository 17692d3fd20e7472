import { isSlideShown, type ResolvedSlide, regionSlidesAt, regionStreamAt, type SignageProgram } from '@bestell/domain';
import type { PlayerClock } from './clock';
import { nextSlide, slideMs } from './playlist';

export type LayerIndex = 0 | 1;

/**
 * What a region shows: two layers for the crossfade. The `front` layer is visible; the other holds the slide before
 * (under it, while the front fades in) or the next one while its media decode (`preparing`, invisible).
 */
export interface RegionView {
  layers: readonly [ResolvedSlide | null, ResolvedSlide | null];
  front: LayerIndex;
  preparing: LayerIndex | null;
  /** True when the region has nothing to play at the moment. */
  empty: boolean;
  /** How many slides the region has faded in since it started (the soak test reads it). */
  shown: number;
}

export const emptyRegionView: RegionView = { layers: [null, null], front: 0, preparing: null, empty: false, shown: 0 };

const minuteMs = 60_000;
/** A layer whose media never report decoded (a broken file) shows after this long anyway (player time scaled). */
const decodeLimitMs = 5000;

/**
 * One region's slide loop (issue 29.4). Plays the region's active stream slide after slide for each slide's
 * duration; the next slide goes into the hidden layer and shows only when the view reports its media decoded
 * (`layerReady`), so nothing flickers. A new program refreshes the slides in place by key (a new price shows at once)
 * and moves on at once when the slide on screen left the loop (disabled, sold out, out of its schedule). A check at
 * every full minute of the player's clock switches streams when a segment starts or ends.
 * Holds a fixed amount of state (two layers, two timers) however long it plays.
 */
export class RegionLoop {
  private view: RegionView = emptyRegionView;
  private program: SignageProgram | null = null;
  private streamId: number | null = null;
  private cancelAdvance: (() => void) | null = null;
  private cancelMinute: (() => void) | null = null;
  private cancelDecodeLimit: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly clock: PlayerClock,
    private readonly region: string,
    private readonly render: (view: RegionView) => void,
    private readonly onShow: (slide: ResolvedSlide | null, streamId: number | null) => void = () => undefined,
  ) {}

  start(program: SignageProgram | null): void {
    this.program = program;
    this.advance();
    this.scheduleMinuteCheck();
  }

  stop(): void {
    this.stopped = true;
    this.cancelAdvance?.();
    this.cancelMinute?.();
    this.cancelDecodeLimit?.();
    this.cancelAdvance = null;
    this.cancelMinute = null;
    this.cancelDecodeLimit = null;
  }

  /** A new program (a price, a slide, a segment changed): refresh in place, or move on when the slide left. */
  setProgram(program: SignageProgram | null): void {
    if (this.stopped || program === this.program) return;
    this.program = program;
    const now = this.clock.now();
    const slides = program ? regionSlidesAt(program, this.region, now) : [];
    const streamId = program ? regionStreamAt(program, this.region, now) : null;
    const byKey = new Map(slides.map((slide) => [slide.key, slide]));
    const [first, second] = this.view.layers;
    const refresh = (slide: ResolvedSlide | null) => (slide ? (byKey.get(slide.key) ?? slide) : null);
    const before = this.view;
    this.update({ ...before, layers: [refresh(first), refresh(second)] });
    const frontSlide = before.preparing === before.front ? null : before.layers[before.front];
    const preparingSlide = before.preparing === null ? null : before.layers[before.preparing];
    const gone = (slide: ResolvedSlide | null) => slide !== null && !byKey.has(slide.key);
    const idle = frontSlide === null && preparingSlide === null;
    if (streamId !== this.streamId || gone(frontSlide) || gone(preparingSlide) || (idle && slides.length > 0)) {
      this.advance();
    }
  }

  /** The view decoded the media of layer `index` showing `key`: it fades in. */
  layerReady(index: LayerIndex, key: string): void {
    if (this.stopped || this.view.preparing !== index || this.view.layers[index]?.key !== key) return;
    this.cancelDecodeLimit?.();
    this.cancelDecodeLimit = null;
    const slide = this.view.layers[index];
    this.update({ ...this.view, front: index, preparing: null, empty: false, shown: this.view.shown + 1 });
    this.onShow(slide, this.streamId);
    if (slide) this.scheduleAdvance(slideMs(slide));
  }

  private advance(): void {
    if (this.stopped) return;
    this.cancelAdvance?.();
    this.cancelAdvance = null;
    const program = this.program;
    const now = this.clock.now();
    const streamId = program ? regionStreamAt(program, this.region, now) : null;
    const slides = program ? regionSlidesAt(program, this.region, now) : [];
    const current = this.view.layers[this.view.front];
    const streamChanged = streamId !== this.streamId;
    this.streamId = streamId;
    const next = nextSlide(slides, streamChanged || !current ? null : current.key);
    if (!next) {
      this.cancelDecodeLimit?.();
      this.update({ ...this.view, layers: [null, null], front: 0, preparing: null, empty: true });
      this.onShow(null, streamId);
      return; // the minute check looks again
    }
    if (current && next.key === current.key) {
      // The only slide of the loop: it stays, with its newest data.
      const layers: [ResolvedSlide | null, ResolvedSlide | null] = [...this.view.layers];
      layers[this.view.front] = next;
      this.update({ ...this.view, layers, empty: false });
      this.scheduleAdvance(slideMs(next));
      return;
    }
    const back: LayerIndex = this.view.front === 0 ? 1 : 0;
    const layers: [ResolvedSlide | null, ResolvedSlide | null] = [...this.view.layers];
    layers[back] = next;
    this.update({ ...this.view, layers, preparing: back, empty: false });
    this.cancelDecodeLimit?.();
    this.cancelDecodeLimit = this.clock.delay(decodeLimitMs * this.clock.speed, () => {
      this.cancelDecodeLimit = null;
      this.layerReady(back, next.key);
    });
  }

  private scheduleAdvance(ms: number): void {
    this.cancelAdvance?.();
    this.cancelAdvance = this.clock.delay(ms, () => {
      this.cancelAdvance = null;
      this.advance();
    });
  }

  private scheduleMinuteCheck(): void {
    if (this.stopped) return;
    const now = this.clock.now();
    const untilNextMinute = minuteMs - (now % minuteMs) + 1;
    this.cancelMinute = this.clock.delay(untilNextMinute, () => {
      this.cancelMinute = null;
      this.minuteCheck();
      this.scheduleMinuteCheck();
    });
  }

  private minuteCheck(): void {
    const program = this.program;
    if (!program) return;
    const now = this.clock.now();
    const front = this.view.layers[this.view.front];
    const streamChanged = regionStreamAt(program, this.region, now) !== this.streamId;
    const frontExpired = front !== null && !isSlideShown(front, now);
    if (streamChanged || frontExpired || (this.view.empty && regionSlidesAt(program, this.region, now).length > 0)) {
      this.advance();
    }
  }

  private update(view: RegionView): void {
    this.view = view;
    this.render(view);
  }
}
