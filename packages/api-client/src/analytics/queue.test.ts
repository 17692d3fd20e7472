import type { AnalyticsEventInput } from '@bestell/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createAnalyticsQueue } from './queue';

const view = (n: number): AnalyticsEventInput => ({ type: 'pageview', action: `/seite-${n}` });

describe('analytics queue (spec §9: flushed every second)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends nothing before the second is over, then everything queued in batches of at most 20', () => {
    const sent: AnalyticsEventInput[][] = [];
    const queue = createAnalyticsQueue(async (events) => sent.push(events), 1000);
    for (let n = 0; n < 25; n++) queue.push(view(n));
    vi.advanceTimersByTime(999);
    expect(sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(sent.map((batch) => batch.length)).toEqual([20, 5]);
    expect(sent[1]?.[4]).toEqual(view(24));
    vi.advanceTimersByTime(5000);
    expect(sent).toHaveLength(2);
    queue.stop();
  });

  it('swallows a failed send and keeps going; flush() sends at once (page hidden)', async () => {
    const sent: AnalyticsEventInput[][] = [];
    let fail = true;
    const queue = createAnalyticsQueue(async (events) => {
      if (fail) throw new Error('offline');
      sent.push(events);
    }, 1000);
    queue.push(view(1));
    vi.advanceTimersByTime(1000);
    await vi.runOnlyPendingTimersAsync();
    fail = false;
    queue.push(view(2));
    queue.flush();
    expect(sent).toEqual([[view(2)]]);
    queue.stop();
  });

  it('keeps at most the newest 100 events while nothing is sent', () => {
    const sent: AnalyticsEventInput[][] = [];
    const queue = createAnalyticsQueue(async (events) => sent.push(events), 1000);
    for (let n = 0; n < 130; n++) queue.push(view(n));
    queue.flush();
    expect(sent.flat()).toHaveLength(100);
    expect(sent.flat()[0]).toEqual(view(30));
    queue.stop();
  });
});
