import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAlertSound } from './use-alert-sound';

/** A fake Web Audio context: counts the beeps and starts suspended or running. */
let startState: AudioContextState = 'running';
let beeps = 0;

class FakeAudioContext {
  state: AudioContextState = startState;
  currentTime = 0;
  destination = {};
  resume = vi.fn(async () => {
    this.state = 'running';
  });
  close = vi.fn(async () => {});
  createOscillator() {
    const node = {
      type: 'sine',
      frequency: { value: 0 },
      connect: (next: unknown) => next,
      start: () => {
        beeps += 1;
      },
      stop: () => {},
    };
    return node;
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: (next: unknown) => next,
    };
  }
}

beforeEach(() => {
  vi.useFakeTimers();
  beeps = 0;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  startState = 'running';
});

describe('useAlertSound', () => {
  it('rings at once and every 2 s while active, and stops when nothing alerts', () => {
    const { rerender } = renderHook(({ active }) => useAlertSound(active), { initialProps: { active: true } });
    expect(beeps).toBe(2);
    act(() => vi.advanceTimersByTime(4000));
    expect(beeps).toBe(6);
    rerender({ active: false });
    act(() => vi.advanceTimersByTime(10_000));
    expect(beeps).toBe(6);
  });

  it('asks for a gesture while the browser keeps audio suspended and rings after "Ton aktivieren"', async () => {
    startState = 'suspended';
    const { result } = renderHook(() => useAlertSound(true));
    expect(result.current.needsGesture).toBe(true);
    expect(beeps).toBe(0);
    await act(() => result.current.enable());
    expect(result.current.needsGesture).toBe(false);
    // one short confirmation beep, then the alert itself
    expect(beeps).toBe(3);
  });
});
