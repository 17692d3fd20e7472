// `react` in the shop's Preact builds (vite.config.ts): preact/compat, with a useId that stays unique on the page.
// Preact numbers ids per render root, and a component that a Suspense boundary mounts after hydration (a lazy dialog)
// can find itself under a detached root that counts from 0 again: a second 'P0-0' on the page, so a dialog's
// aria-labelledby named the wrong element. The server render and hydration keep Preact's ids (the server's HTML
// holds them); a component first rendered later takes the next id of a page-wide counter. Plain JavaScript: preact/compat's
// typings (`export =`) cannot be re-exported with `export *` in TypeScript; the app is type-checked against React's.
import compat, { useId as preactUseId, useState } from 'preact/compat';
import { hydrationPhase } from './hydration-phase';
import { deferredHydration } from './hydration-stages';

export * from 'preact/compat';

const onServer = typeof window === 'undefined';
let lastId = 0;

export function useId() {
  const preactId = preactUseId();
  const [id] = useState(() => {
    // Preact counts ids in render order: the server counts a part that hydrates in a task of its own
    // (hydration-stage.tsx) before the parts after it, the browser after them, so the ids would differ.
    if (deferredHydration.resuming)
      console.error('Hydration error: useId in a part that hydrates in a task of its own');
    if (onServer || hydrationPhase.active) return preactId;
    lastId += 1;
    return `b${lastId}`;
  });
  return id;
}

export default { ...compat, useId };
