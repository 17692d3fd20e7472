import { queryKeys } from '@bestell/api-client';
import { type Branch, branchTimeZone, zoneOffsetMs } from '@bestell/domain';
import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { apiClient, queryClient } from './app/api';
import { cartStore } from './app/cart';
import { AppRoutes } from './app/router';
import { AnalyticsPageviews } from './shop/analytics/analytics';
import { startCartHandoff } from './shop/cart/cart-handoff';
import { AppProviders } from './ssr/app-providers';
import { checkHydration } from './ssr/hydration-check';
import { hydrationPhase } from './ssr/hydration-phase';
import { deferredHydration } from './ssr/hydration-stages';
import { HydrationRenderEnv, type RenderEnv } from './ssr/render-env';
import { readPayload } from './ssr/ssr-payload';

// The shop's app (main.tsx starts it for every path outside /backend), on Preact's compat layer in the build.

// Open Sans once the app runs, not with the first view (src/theme/fonts.css).
void import('./theme/fonts.css');

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// Issue 15 cart hand-off: `?cart={token}` (a widget's checkout button) becomes this browser's cart, before the router
// reads the address (the parameter leaves it) and before any page asks for the server cart.
startCartHandoff(apiClient, window.location, window.history);

/** Runs each step in a task of its own, in order. */
function runInTasks(steps: (() => void)[]) {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    step();
    runInTasks(rest);
  }, 0);
}

function app(env: RenderEnv | null) {
  return (
    <AppProviders apiClient={apiClient} queryClient={queryClient} cartStore={cartStore}>
      <HydrationRenderEnv env={env}>
        <BrowserRouter>
          <AppRoutes />
          <AnalyticsPageviews />
        </BrowserRouter>
      </HydrationRenderEnv>
    </AppProviders>
  );
}

// A server-rendered page (api/src/resources/pages) carries its data: hydrate the same tree with it. Otherwise (the app shell of
// the back-office, checkout, status pages, or when the server render failed) render in the browser.
const payload = readPayload(document);
if (payload && container.firstChild) {
  // The start in tasks of their own, not in the one that evaluates the app's modules: shorter tasks instead of one
  // long one, with a chance to paint and handle input between them (Lighthouse's total blocking time, issue 22).
  runInTasks([
    () => hydrate(queryClient, payload.queries),
    () => {
      // The first Intl formatter with a time zone loads ICU's zone data (about a quarter of the hydration's time): made
      // here for the branches' zones the first render computes opening states in.
      const branches = queryClient.getQueryData<Branch[]>(queryKeys.branches) ?? [];
      for (const zone of new Set(branches.map(branchTimeZone))) zoneOffsetMs(payload.env.now, zone);
    },
    () => {
      hydrationPhase.active = true;
      // A mismatch between the server's HTML and the first browser render is reported (the browser tests fail on it).
      checkHydration(container, () => {
        deferredHydration.firstPass = true;
        hydrateRoot(container, app(payload.env));
        deferredHydration.firstPass = false;
      });
      const stopWatching = queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        deferredHydration.dataChanged = true;
        stopWatching();
      });
    },
  ]);
} else {
  createRoot(container).render(app(null));
}
