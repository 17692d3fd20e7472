import { describe, expect, it } from 'vitest';
import { deferredHydration } from './hydration-stages';

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('deferred hydration stages (issue 22: the hydration in tasks of their own)', () => {
  it('gives the stages their turns one task after another, in order, and runs afterAll once all are done', async () => {
    const events: string[] = [];
    const stages = ['header', 'group 1', 'group 2'].map((name) =>
      deferredHydration.slot().then(() => {
        events.push(`turn ${name}`);
      }),
    );
    deferredHydration.afterAll(() => events.push('all hydrated'));
    expect(events).toEqual([]);

    await nextTask();
    expect(events).toEqual(['turn header']);
    await nextTask();
    expect(events).toEqual(['turn header', 'turn group 1']);
    await Promise.all(stages);
    expect(events).toEqual(['turn header', 'turn group 1', 'turn group 2']);

    deferredHydration.done();
    deferredHydration.done();
    await nextTask();
    expect(events).not.toContain('all hydrated');
    deferredHydration.done();
    expect(events).not.toContain('all hydrated'); // in a task of its own, after the last stage's commit
    await nextTask();
    expect(events).toEqual(['turn header', 'turn group 1', 'turn group 2', 'all hydrated']);
  });

  it('waits for a hold (a lazily loaded part of the first pass) until it is released, once', async () => {
    const events: string[] = [];
    const stage = deferredHydration.slot();
    const release = deferredHydration.hold();
    deferredHydration.afterAll(() => events.push('all hydrated'));
    await stage;
    deferredHydration.done();
    await nextTask();
    expect(events).toEqual([]); // the stage is done, the held part is not
    release();
    release(); // a second release (unmounted after it arrived) changes nothing
    await nextTask();
    expect(events).toEqual(['all hydrated']);
    const later: string[] = [];
    deferredHydration.afterAll(() => later.push('at once'));
    expect(later).toEqual(['at once']);
  });

  it('runs afterAll at once when no stage waits', () => {
    let ran = false;
    deferredHydration.afterAll(() => {
      ran = true;
    });
    expect(ran).toBe(true);
  });
});
