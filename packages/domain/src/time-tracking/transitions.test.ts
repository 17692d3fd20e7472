import { describe, expect, it } from 'vitest';
import { type OpenWorkingState, workedMinutesToday, workingActions, workingTransition } from './transitions.js';

const zone = 'Europe/Vienna';
const at = (iso: string) => new Date(iso).getTime();

describe('working-activity transitions (spec §4)', () => {
  it('allows exactly start from none, pause from working, resume from paused and end from either', () => {
    const states: (OpenWorkingState | null)[] = [null, 'working', 'paused'];
    const allowed = states.flatMap((state) =>
      workingActions.filter((action) => workingTransition(state, action).ok).map((action) => `${state}:${action}`),
    );
    expect(allowed).toEqual(['null:start', 'working:pause', 'working:end', 'paused:resume', 'paused:end']);
    expect(workingTransition(null, 'start')).toEqual({ ok: true, next: 'working' });
    expect(workingTransition('working', 'pause')).toEqual({ ok: true, next: 'paused' });
    expect(workingTransition('paused', 'resume')).toEqual({ ok: true, next: 'working' });
    expect(workingTransition('paused', 'end')).toEqual({ ok: true, next: 'ended' });
  });

  it('names why an illegal one is refused', () => {
    expect(workingTransition(null, 'end')).toEqual({ ok: false, refusal: 'notWorking' });
    expect(workingTransition('working', 'start')).toEqual({ ok: false, refusal: 'alreadyWorking' });
    expect(workingTransition('paused', 'start')).toEqual({ ok: false, refusal: 'alreadyWorking' });
    expect(workingTransition('paused', 'pause')).toEqual({ ok: false, refusal: 'alreadyPaused' });
    expect(workingTransition('working', 'resume')).toEqual({ ok: false, refusal: 'notPaused' });
    expect(workingTransition(null, 'resume')).toEqual({ ok: false, refusal: 'notWorking' });
  });
});

describe('minutes worked today (Vienna-local day, breaks excluded)', () => {
  it('subtracts breaks, counts an open activity and an open break up to now', () => {
    const activity = {
      startedAt: at('2026-11-23T07:00:00Z'),
      endedAt: null,
      breaks: [
        { startedAt: at('2026-11-23T09:00:00Z'), endedAt: at('2026-11-23T09:30:00Z') },
        { startedAt: at('2026-11-23T11:00:00Z'), endedAt: null },
      ],
    };
    // 07:00–11:30 = 270 minutes, minus 30 closed and 30 open break.
    expect(workedMinutesToday([activity], at('2026-11-23T11:30:00Z'), zone)).toBe(210);
  });

  it('counts only the part of a night shift after local midnight', () => {
    const night = { startedAt: at('2026-11-23T21:00:00Z'), endedAt: at('2026-11-24T03:00:00Z'), breaks: [] };
    expect(workedMinutesToday([night], at('2026-11-24T08:00:00Z'), zone)).toBe(240);
    expect(workedMinutesToday([night], at('2026-11-23T22:30:00Z'), zone)).toBe(90);
  });

  it('counts real elapsed time on the DST days (23 and 25 hours)', () => {
    const spring = { startedAt: at('2026-03-28T20:00:00Z'), endedAt: at('2026-03-29T21:00:00Z'), breaks: [] };
    // 29 March 2026 lasts 23 hours in Vienna.
    expect(workedMinutesToday([spring], at('2026-03-29T21:30:00Z'), zone)).toBe(23 * 60 - 60);
    const autumn = { startedAt: at('2026-10-24T20:00:00Z'), endedAt: at('2026-10-25T23:30:00Z'), breaks: [] };
    // 25 October 2026 lasts 25 hours: 22:00Z on the 24th to 23:00Z on the 25th.
    expect(workedMinutesToday([autumn], at('2026-10-25T22:59:00Z'), zone)).toBe(25 * 60 - 1);
  });
});
