import { layoutMessages } from '@bestell/domain';
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { NotFoundPage } from '../errors/not-found-page';
import { isLegalPath } from './legal-pages';
import { useSite } from './use-site';

// The renderers are their own chunk (rich text, sections, contact form): not part of the shop's first load. The chunk
// is asked for on the first render, while the site's data is still loading, so both arrive together (also on the
// server, whose next render pass finds it loaded).
const SitePage = lazy(() => import('./site-page').then((m) => ({ default: m.SitePage })));
const LegalPage = lazy(() => import('./legal-page').then((m) => ({ default: m.LegalPage })));

/**
 * Spec §2: any other path is the CMS page matched by site path (multi-segment, joined with slashes); the legal pages
 * come from the config. No site: the 404 page (HTTP 404 from the server render).
 */
export function SiteRoute() {
  const path = (useParams()['*'] ?? '').replace(/^\/+|\/+$/g, '');
  if (isLegalPath(path)) {
    return (
      <Suspense fallback={null}>
        <LegalPage path={path} />
      </Suspense>
    );
  }
  return <CmsRoute path={path} />;
}

function CmsRoute({ path }: { path: string }) {
  const site = useSite(path);
  if (path === '' || site.data === null) return <NotFoundPage />;
  if (site.isError && site.data === undefined) {
    return <p role="alert">{site.error.errors[0]?.message || layoutMessages.dataLoadFailed}</p>;
  }
  return (
    <Suspense fallback={null}>
      <SitePage site={site.data} />
    </Suspense>
  );
}
