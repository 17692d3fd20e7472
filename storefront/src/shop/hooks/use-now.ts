import { startTransition, useEffect, useState } from 'react';
import { useRenderEnv } from '../../ssr/render-env';

/**
 * The current time as epoch ms, refreshed every `intervalMs` (open states and closed texts follow the clock). A
 * server-rendered page starts with the server's render time (hydration renders what the server rendered) and takes
 * the browser's clock right after.
 */
export function useNow(intervalMs = 30_000): number {
  const env = useRenderEnv();
  const [now, setNow] = useState(() => env?.now ?? Date.now());
  const [fromServer] = useState(env !== null);
  useEffect(() => {
    // A transition: re-rendering the hydrated page with the browser's clock must not block input.
    if (fromServer) startTransition(() => setNow(Date.now()));
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs, fromServer]);
  return now;
}
