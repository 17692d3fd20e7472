import { useEffect, useState } from 'react';

/** The current time, renewed twice a minute: due times turn from 'morgen 10:00' to '10:00' after midnight. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}
