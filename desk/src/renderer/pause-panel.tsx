import {
  activeOnlinePause,
  busyExtraMinutes,
  localDateOf,
  onlinePauseMessages as m,
  type OnlinePauseInput,
  onlinePauseDurations,
  onlinePauseEndTime,
  productionMessages,
} from '@bestell/domain';
import type { RendererSnapshot } from './use-desk-state';

const zone = 'Europe/Vienna';

/** PUT/DELETE /local/online-pause or POST /local/production/print; resolves to an error message or null. */
async function localCommand(method: string, path: string, payload?: unknown): Promise<string | null> {
  const init: RequestInit = { method };
  if (payload !== undefined) init.body = JSON.stringify(payload);
  const response = await fetch(path, init);
  if (response.ok) return null;
  const body = (await response.json().catch(() => null)) as { message?: string } | null;
  return body?.message ?? `HTTP ${response.status}`;
}

/**
 * Issue 27 on the desk: the branch's pause or busy mode (who set it, 'Vorzeitig beenden'), the choices to pause
 * (15/30/60 minutes, end of day) or add lead time (+15/+30/+45), and printing today's or tomorrow's production list.
 */
export function PausePanel({
  state,
  now,
  onError,
}: {
  state: RendererSnapshot;
  now: number;
  onError: (message: string | null) => void;
}) {
  const active = activeOnlinePause(state.onlinePause, now);
  const set = async (input: OnlinePauseInput | null) =>
    onError(await localCommand(input ? 'PUT' : 'DELETE', '/local/online-pause', input ?? undefined));
  const today = localDateOf(now, zone);
  const tomorrow = localDateOf(now + 24 * 60 * 60_000, zone);
  return (
    <section className="pause" aria-label={m.controlsLabel} data-testid="desk-pause">
      {active && (
        <p role="status" className={active.kind === 'pause' ? 'paused' : 'busy'}>
          <strong>
            {active.kind === 'pause'
              ? m.pausedUntil({ time: onlinePauseEndTime(Date.parse(active.until), zone) })
              : m.busyUntil({ minutes: active.extraMinutes, time: onlinePauseEndTime(Date.parse(active.until), zone) })}
          </strong>
          {active.setBy ? ` ${m.setBy({ name: active.setBy })}` : ''}{' '}
          <button type="button" onClick={() => set(null)}>
            {m.endEarly}
          </button>
        </p>
      )}
      <fieldset>
        <legend>{m.pauseTitle}</legend>
        {onlinePauseDurations.map((duration) => (
          <button key={duration} type="button" onClick={() => set({ kind: 'pause', duration })}>
            {duration === 'endOfDay' ? m.durationEndOfDay : m.durationMinutes({ minutes: duration })}
          </button>
        ))}
      </fieldset>
      <fieldset>
        <legend>{m.busyTitle}</legend>
        {busyExtraMinutes.map((minutes) => (
          <button
            key={minutes}
            type="button"
            onClick={() => set({ kind: 'busy', extraMinutes: minutes, duration: 'endOfDay' })}
          >
            {m.extraMinutes({ minutes })}
          </button>
        ))}
      </fieldset>
      <fieldset>
        <legend>{productionMessages.printOnDesk}</legend>
        {[today, tomorrow].map((day) => (
          <button
            key={day}
            type="button"
            onClick={async () => onError(await localCommand('POST', '/local/production/print', { day }))}
          >
            {day.split('-').reverse().join('.')}
          </button>
        ))}
      </fieldset>
    </section>
  );
}
