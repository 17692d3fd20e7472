import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { replayEarlyTaps } from './early-taps';
import { hydrationPhase } from './hydration-phase';
import { deferredHydration } from './hydration-stages';

/**
 * What the server knew when it rendered the first view, so that the browser's first render (hydration) equals it:
 * the clock, whether the cookie consent was given (a cookie the server saw) and the site origin. Null in the browser
 * once hydration is over, and in a plain client-rendered page: components then read the browser.
 */
export interface RenderEnv {
  /** Epoch ms of the server render. */
  now: number;
  cookieConsent: boolean;
  /** e.g. "https://shop.example" (canonical and social URLs). */
  origin: string;
}

/** A holder, not the value: ending hydration empties it without re-rendering every component that read it. */
interface EnvHolder {
  current: RenderEnv | null;
}

const RenderEnvContext = createContext<EnvHolder>({ current: null });

/**
 * The render environment while rendering on the server or hydrating; null otherwise. Read it for a first render
 * (initial state): a later re-render of the same component may already get null.
 */
export function useRenderEnv(): RenderEnv | null {
  return useContext(RenderEnvContext).current;
}

/** On the server: the environment of this request. */
export function ServerRenderEnv({ env, children }: { env: RenderEnv; children: ReactNode }) {
  const [holder] = useState<EnvHolder>(() => ({ current: env }));
  return <RenderEnvContext.Provider value={holder}>{children}</RenderEnvContext.Provider>;
}

/** In the browser: the server's environment during hydration, null once it is over (later mounts read the browser). */
export function HydrationRenderEnv({ env, children }: { env: RenderEnv | null; children: ReactNode }) {
  const [holder] = useState<EnvHolder>(() => ({ current: env }));
  // Runs after every effect of the hydrated tree (parents' effects run after their children's), and once the parts
  // that hydrate in tasks of their own (hydration-stage.tsx) are hydrated too.
  useEffect(() => {
    deferredHydration.afterAll(() => {
      if (!holder.current) return;
      document.documentElement.dataset.hydrated = 'true'; // browser tests wait for it; ends the keeping of taps
      holder.current = null;
      hydrationPhase.active = false;
      replayEarlyTaps(window);
    });
  }, [holder]);
  return <RenderEnvContext.Provider value={holder}>{children}</RenderEnvContext.Provider>;
}

/** The HTTP status of a server render; pages that answer "not found" set 404 (server only). */
export interface ResponseStatus {
  status: number;
}

const ResponseStatusContext = createContext<ResponseStatus | null>(null);

export const ResponseStatusProvider = ResponseStatusContext.Provider;

/** Marks the server response with `status` (e.g. 404 for the not-found page); does nothing in the browser. */
export function useResponseStatus(status: number): void {
  const response = useContext(ResponseStatusContext);
  if (response) response.status = status;
}
