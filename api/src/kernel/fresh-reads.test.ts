import { describe, expect, it } from 'vitest';
import { FreshReads } from './fresh-reads.js';

/** A read whose answer the test gives when it likes; `started` counts the reads begun. */
function controlledReads() {
  const pending: { resolve: (value: number) => void; reject: (error: Error) => void }[] = [];
  let started = 0;
  const read = () => {
    started += 1;
    return new Promise<number>((resolve, reject) => pending.push({ resolve, reject }));
  };
  return { read, pending, started: () => started };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('FreshReads', () => {
  it('answers callers that ask during a read with the next read, shared, never with the running one', async () => {
    const reads = new FreshReads<string, number>();
    const { read, pending, started } = controlledReads();
    const first = reads.get('wien', read);
    const second = reads.get('wien', read);
    const third = reads.get('wien', read);
    expect(started()).toBe(1);
    pending[0]?.resolve(1);
    expect(await first).toBe(1);
    await settle();
    expect(started()).toBe(2);
    pending[1]?.resolve(2);
    expect(await second).toBe(2);
    expect(await third).toBe(2);
    // Nothing running: the next caller starts its own read at once.
    const fourth = reads.get('wien', read);
    expect(started()).toBe(3);
    pending[2]?.resolve(3);
    expect(await fourth).toBe(3);
  });

  it('keeps keys apart', async () => {
    const reads = new FreshReads<string, number>();
    const { read, pending, started } = controlledReads();
    const wien = reads.get('wien', read);
    const graz = reads.get('graz', read);
    expect(started()).toBe(2);
    pending[0]?.resolve(1);
    pending[1]?.resolve(2);
    expect([await wien, await graz]).toEqual([1, 2]);
  });

  it('fails only the callers of a failed read; the queued ones read again', async () => {
    const reads = new FreshReads<string, number>();
    const { read, pending, started } = controlledReads();
    const first = reads.get('wien', read);
    const queued = reads.get('wien', read);
    pending[0]?.reject(new Error('verbindung weg'));
    await expect(first).rejects.toThrow('verbindung weg');
    await settle();
    expect(started()).toBe(2);
    pending[1]?.resolve(7);
    expect(await queued).toBe(7);
  });
});
