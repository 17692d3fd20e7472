import { describe, expect, it } from 'vitest';
import { appliesTo, type PlanSegment, timeOf, weekPlan } from './week-plan';

const segment = (patch: Partial<PlanSegment> & { id: number }): PlanSegment => ({
  name: `S${patch.id}`,
  streamId: 1,
  deviceId: null,
  groupName: null,
  weekdays: [1],
  fromTime: null,
  toTime: null,
  fromDate: null,
  toDate: null,
  priority: 0,
  ...patch,
});

const bars = (plan: ReturnType<typeof weekPlan>, day: number) =>
  (plan[day - 1] ?? []).map(
    (block) => `${block.segment.id}:${timeOf(block.start)}-${timeOf(block.end)}@${block.lane}/${block.lanes}`,
  );

describe('week plan', () => {
  it('places a breakfast segment until 10:30 on its weekdays only', () => {
    const plan = weekPlan([segment({ id: 1, weekdays: [1, 2, 3, 4, 5], fromTime: '06:00', toTime: '10:30' })], {
      kind: 'all',
    });
    for (const day of [1, 2, 3, 4, 5]) expect(bars(plan, day)).toEqual(['1:06:00-10:30@0/1']);
    expect(bars(plan, 6)).toEqual([]);
    expect(bars(plan, 7)).toEqual([]);
  });

  it('shows a segment without times as the whole day', () => {
    expect(bars(weekPlan([segment({ id: 1, weekdays: [7] })], { kind: 'all' }), 7)).toEqual(['1:00:00-24:00@0/1']);
  });

  it('continues a span over midnight on the next morning, Sunday night on Monday', () => {
    const plan = weekPlan([segment({ id: 1, weekdays: [7], fromTime: '22:00', toTime: '02:00' })], { kind: 'all' });
    expect(bars(plan, 7)).toEqual(['1:22:00-24:00@0/1']);
    expect(bars(plan, 1)).toEqual(['1:00:00-02:00@0/1']);
  });

  it('puts overlapping segments side by side and frees the lane after them', () => {
    const plan = weekPlan(
      [
        segment({ id: 1, fromTime: '06:00', toTime: '12:00' }),
        segment({ id: 2, fromTime: '10:00', toTime: '14:00', priority: 5 }),
        segment({ id: 3, fromTime: '12:00', toTime: '13:00' }),
        segment({ id: 4, fromTime: '15:00', toTime: '16:00' }),
      ],
      { kind: 'all' },
    );
    expect(bars(plan, 1)).toEqual(['1:06:00-12:00@0/2', '2:10:00-14:00@1/2', '3:12:00-13:00@0/2', '4:15:00-16:00@0/1']);
  });

  it('shows a screen the segments for everyone, for its group and for itself, nothing of other screens', () => {
    const segments = [
      segment({ id: 1 }),
      segment({ id: 2, groupName: 'Theke' }),
      segment({ id: 3, deviceId: 7 }),
      segment({ id: 4, deviceId: 8 }),
      segment({ id: 5, groupName: 'Fenster' }),
    ];
    const device = { kind: 'device', deviceId: 7, groupName: 'Theke' } as const;
    expect(segments.filter((s) => appliesTo(s, device)).map((s) => s.id)).toEqual([1, 2, 3]);
    const group = { kind: 'group', groupName: 'Fenster' } as const;
    expect(segments.filter((s) => appliesTo(s, group)).map((s) => s.id)).toEqual([1, 5]);
    expect(segments.filter((s) => appliesTo(s, { kind: 'all' })).map((s) => s.id)).toEqual([1, 2, 3, 4, 5]);
  });

  it('shows a screen what really plays: the breakfast until 10:30 outranks the all-day offer, which starts at 10:30', () => {
    const segments = [
      segment({ id: 2, streamId: 2, priority: 0 }),
      segment({ id: 1, streamId: 1, toTime: '10:30', priority: 10 }),
    ];
    const screen = { kind: 'device', deviceId: 7, groupName: 'Theke' } as const;
    expect(bars(weekPlan(segments, screen), 1)).toEqual(['1:00:00-10:30@0/1', '2:10:30-24:00@0/1']);
    expect(bars(weekPlan(segments, { kind: 'group', groupName: 'Theke' }), 1)).toEqual([
      '1:00:00-10:30@0/1',
      '2:10:30-24:00@0/1',
    ]);
    // 'Alle Segmente' lists each segment whole (they may play on different screens).
    expect(bars(weekPlan(segments, { kind: 'all' }), 1)).toEqual(['1:00:00-10:30@0/2', '2:00:00-24:00@1/2']);
  });

  it("breaks a tie of priorities like the player: the screen's own segment, then its group's, then everyone's", () => {
    const segments = [
      segment({ id: 1, fromTime: '08:00', toTime: '12:00' }),
      segment({ id: 2, groupName: 'Theke', fromTime: '09:00', toTime: '11:00' }),
      segment({ id: 3, deviceId: 7, fromTime: '10:00', toTime: '10:30' }),
      segment({ id: 4, deviceId: 8, groupName: 'Theke', fromTime: '06:00', toTime: '18:00', priority: 99 }),
    ];
    const screen = { kind: 'device', deviceId: 7, groupName: 'Theke' } as const;
    expect(bars(weekPlan(segments, screen), 1)).toEqual([
      '1:08:00-09:00@0/1',
      '2:09:00-10:00@0/1',
      '3:10:00-10:30@0/1',
      '2:10:30-11:00@0/1',
      '1:11:00-12:00@0/1',
    ]);
  });

  it('keeps the regions apart and hides nothing behind a segment limited to dates', () => {
    const segments = [
      segment({ id: 1, priority: 0 }),
      segment({ id: 2, region: 'ticker', fromTime: '06:00', toTime: '12:00', priority: 0 }),
      segment({ id: 3, fromTime: '12:00', toTime: '14:00', fromDate: '2026-12-24', toDate: '2026-12-26', priority: 5 }),
    ];
    const screen = { kind: 'device', deviceId: 7, groupName: null } as const;
    expect(bars(weekPlan(segments, screen), 1)).toEqual([
      '1:00:00-24:00@0/2',
      '2:06:00-12:00@1/2',
      '3:12:00-14:00@1/2',
    ]);
  });
});
