/**
 * True from the start of hydration until its first effects have run (shop-main.tsx, HydrationRenderEnv): components
 * first rendered then take useSyncExternalStore's server snapshot, as React does (src/ssr/preact-react.ts).
 */
export const hydrationPhase = { active: false };
