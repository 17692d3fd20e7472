import { useEffect, useState } from 'react';

/** The current time as epoch ms, refreshed every `intervalMs` (open states and closed texts follow the clock). */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}
