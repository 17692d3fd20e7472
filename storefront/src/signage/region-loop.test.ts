import type { SignageProgram } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { RegionLoop, type RegionView } from './region-loop';
import { manualClock, productSlide, testProgram } from './test-program';

function start(program: SignageProgram, at: string) {
  const clock = manualClock(Date.parse(at));
  const views: RegionView[] = [];
  const loop = new RegionLoop(clock, 'main', (view) => views.push(view));
  loop.start(program);
  const view = () => views[views.length - 1] as RegionView;
  const front = () => view().layers[view().front];
  /** The view decodes what it prepares at once. */
  const decode = () => {
    const current = view();
    if (current.preparing === null) return;
    const slide = current.layers[current.preparing];
    if (slide) loop.layerReady(current.preparing, slide.key);
  };
  return { clock, loop, view, front, decode };
}

describe('RegionLoop (issue 29.4: the slide loop of a region)', () => {
  const streams = [{ id: 1, name: 'Tag', slides: [productSlide('a'), productSlide('b', '3,10 €', { duration: 5 })] }];

  it('shows a slide only when its media are decoded, then each for its duration, in a loop', () => {
    const player = start(testProgram(streams), '2026-05-04T08:00:00Z');
    expect(player.view().preparing).toBe(1);
    expect(player.front()).toBeNull();
    player.decode();
    expect(player.front()?.key).toBe('a');
    player.clock.advance(9_999);
    expect(player.view().preparing).toBeNull();
    player.clock.advance(1);
    expect(player.view().preparing).toBe(0);
    expect(player.front()?.key).toBe('a'); // still on screen while b decodes
    player.decode();
    expect(player.front()?.key).toBe('b');
    player.clock.advance(5_000);
    player.decode();
    expect(player.front()?.key).toBe('a');
  });

  it('shows a slide whose media never report decoded after 5 s anyway (a broken file does not stop the loop)', () => {
    const player = start(testProgram(streams), '2026-05-04T08:00:00Z');
    player.clock.advance(4_999);
    expect(player.front()).toBeNull();
    player.clock.advance(1);
    expect(player.front()?.key).toBe('a');
  });

  it('shows a new price of the slide on screen at once, without moving on', () => {
    const player = start(testProgram(streams), '2026-05-04T08:00:00Z');
    player.decode();
    player.clock.advance(2_000);
    const changed = [{ ...streams[0], id: 1, name: 'Tag', slides: [productSlide('a', '2,90 €'), productSlide('b')] }];
    player.loop.setProgram(testProgram(changed));
    expect(player.front()?.key).toBe('a');
    expect(player.front()?.priceText).toBe('2,90 €');
    expect(player.view().preparing).toBeNull();
  });

  it('moves on at once when the product on screen left the loop (disabled, sold out)', () => {
    const player = start(testProgram(streams), '2026-05-04T08:00:00Z');
    player.decode();
    player.loop.setProgram(testProgram([{ id: 1, name: 'Tag', slides: [productSlide('b')] }]));
    player.decode();
    expect(player.front()?.key).toBe('b');
  });

  it('drops a product when its schedule ends, from the program it has (offline)', () => {
    const schedule = [{ from: null, to: '2026-05-04T10:00:00+02:00' }];
    const slides = [productSlide('a', '1,00 €', { availability: { schedule }, duration: 600 }), productSlide('b')];
    const player = start(testProgram([{ id: 1, name: 'Tag', slides }]), '2026-05-04T07:55:00Z');
    player.decode();
    expect(player.front()?.key).toBe('a');
    player.clock.advance(5 * 60_000 + 1); // 10:00 in Vienna: the minute check
    player.decode();
    expect(player.front()?.key).toBe('b');
    player.clock.advance(10_000);
    player.decode();
    expect(player.front()?.key).toBe('b'); // a stays out of the loop
  });

  it.each([
    ['an ordinary Sunday', '2026-05-03T08:29:00Z', '2026-05-03T08:30:00Z'],
    ['the spring DST Sunday (CEST from 03:00)', '2026-03-29T08:29:00Z', '2026-03-29T08:30:00Z'],
    ['the autumn DST Sunday (CET from 03:00)', '2026-10-25T09:29:00Z', '2026-10-25T09:30:00Z'],
  ])('switches from the breakfast stream at 10:30 Vienna time on %s', (_label, before, switchAt) => {
    const breakfast = { id: 2, name: 'Frühstück', slides: [productSlide('croissant', '1,90 €', { duration: 600 })] };
    const segment = {
      streamId: 2,
      weekdays: [7],
      fromTime: '06:00',
      toTime: '10:30',
      fromDate: null,
      toDate: null,
      priority: 1,
      region: null,
    };
    const player = start(testProgram([...streams, breakfast], [segment]), before);
    player.decode();
    expect(player.front()?.key).toBe('croissant');
    player.clock.advance(Date.parse(switchAt) - player.clock.now() - 1);
    expect(player.front()?.key).toBe('croissant');
    player.clock.advance(2);
    player.decode();
    expect(player.front()?.key).toBe('a');
  });

  it('keeps a fixed number of timers however long it plays, and none after stop', () => {
    const player = start(testProgram(streams), '2026-05-04T08:00:00Z');
    for (let step = 0; step < 2000; step += 1) {
      player.decode();
      player.clock.advance(5_000);
    }
    expect(player.clock.pending()).toBeLessThanOrEqual(3);
    player.loop.stop();
    expect(player.clock.pending()).toBe(0);
  });
});
