import { layoutMessages } from '@bestell/domain';
import { lazy, Suspense, useMemo } from 'react';
import { useParams } from 'react-router';
import { HydrationHold } from '../../ssr/hydration-hold';
import { NotFoundPage } from '../errors/not-found-page';
import { isLegalPath } from './legal-pages';
import { useSite } from './use-site';

// The renderers are their own chunk (rich text, sections, contact form): not part of the shop's first load. The chunk
// is asked for on the first render, while the site's data is still loading, so both arrive together (also on the
// server, whose next render pass finds it loaded). The page's hydration waits for them (HydrationHold), so a tap on
// their server HTML before then is replayed on a live handler.
const SitePage = lazy(() => import('./site-page').then((m) => ({ default: m.SitePage })));
const LegalPage = lazy(() => import('./legal-page').then((m) => ({ default: m.LegalPage })));

/**
 * Spec §2: any other path is the CMS page matched by site path (multi-segment, joined with slashes); the legal pages
 * come from the config. No site: the 404 page (HTTP 404 from the server render).
 */
export function SiteRoute() {
  const path = (useParams()['*'] ?? '').replace(/^\/+|\/+$/g, '');
  // The same element while the path stays: a re-render after hydration (e.g. the browser-only state of the layout)
  // must not reach the lazy page's boundary before its chunk has arrived, or React drops the server's HTML.
  const legal = useMemo(
    () => (
      <Suspense fallback={null}>
        <HydrationHold>
          <LegalPage path={path} />
        </HydrationHold>
      </Suspense>
    ),
    [path],
  );
  if (isLegalPath(path)) return legal;
  return <CmsRoute path={path} />;
}

function CmsRoute({ path }: { path: string }) {
  const site = useSite(path);
  const data = site.data;
  // See SiteRoute: the same element for the same data, so hydration of the lazy page is never interrupted.
  const page = useMemo(
    () => (
      <Suspense fallback={null}>
        <HydrationHold>
          <SitePage site={data ?? undefined} />
        </HydrationHold>
      </Suspense>
    ),
    [data],
  );
  if (path === '' || data === null) return <NotFoundPage />;
  if (site.isError && data === undefined) {
    return <p role="alert">{site.error.errors[0]?.message || layoutMessages.dataLoadFailed}</p>;
  }
  return page;
}
