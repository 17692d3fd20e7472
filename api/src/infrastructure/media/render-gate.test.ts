import { describe, expect, it } from 'vitest';
import { RenderBusyError, RenderGate } from './render-gate.js';

function later<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms));
}

describe('RenderGate', () => {
  it('runs at most `slots` renders at a time; the next waits for a free slot', async () => {
    const gate = new RenderGate(2, 1_000);
    let running = 0;
    let most = 0;
    const work = async () => {
      running += 1;
      most = Math.max(most, running);
      await later(30, null);
      running -= 1;
      return 'ok';
    };
    expect(await Promise.all([gate.run(work), gate.run(work), gate.run(work), gate.run(work)])).toEqual([
      'ok',
      'ok',
      'ok',
      'ok',
    ]);
    expect(most).toBe(2);
  });

  it('refuses a render that found no free slot within the wait, and frees slots of failed renders', async () => {
    const gate = new RenderGate(1, 20);
    const long = gate.run(() => later(200, 'long'));
    await expect(gate.run(() => later(1, 'short'))).rejects.toBeInstanceOf(RenderBusyError);
    expect(await long).toBe('long');
    await expect(gate.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await gate.run(() => later(1, 'again'))).toBe('again');
  });
});
