import { useEffect, useState } from 'react';

/**
 * The display's clock: Date.now() read every `tickMs` (the time left changes by the minute; the undo window by the
 * second). Tests pin it with Playwright's page.clock.
 */
export function useKitchenClock(tickMs = 5_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [tickMs]);
  return now;
}
