import { timeTrackingMessages as m } from '@bestell/domain';
import { httpTimeClockTransport, TimeClock } from '@bestell/ui';
import { useMemo } from 'react';

/**
 * Issue 28.1: the desk's 'Zeiterfassung' tab — the branch terminal's screen, through the desk core
 * (`/local/time-tracking/…`), which adds the device credential.
 */
export function TimeClockTab({ timeZone }: { timeZone?: string }) {
  const transport = useMemo(() => httpTimeClockTransport('/local/time-tracking', 'header', m.loadFailed), []);
  return <TimeClock transport={transport} {...(timeZone ? { timeZone } : {})} />;
}
