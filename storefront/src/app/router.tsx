import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { BranchListPage } from '../shop/branches/branch-list-page';
import { FrontendLayout } from '../shop/layout/frontend-layout';
import { HashScrollOutlet } from '../shop/layout/hash-scroll-outlet';
import { ShopPage } from '../shop/shop-page/shop-page';
import { SiteRoute } from '../shop/site/site-route';
import { StorePage } from '../shop/store/store-page';
import { OtherApp } from './other-app';
import { PageErrorBoundary } from './page-error-boundary';

// Pages reached after the store or shop page load on demand, in their own chunks (the layout's Suspense waits).
const CheckoutPage = lazy(() => import('../shop/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const StatusPage = lazy(() => import('../shop/status/status-page').then((m) => ({ default: m.StatusPage })));

/**
 * The routes, in react-router's declarative mode: the data-router machinery (loaders, actions, fetchers) is not used,
 * and leaving it out keeps about 16 KB of gzip JavaScript off the first view (issue 6 §11).
 */
export function AppRoutes() {
  return (
    <Routes>
      {/* The back-office is another app (its own build, on React: main.tsx): a link there loads it. */}
      <Route path="/backend/*" element={<OtherApp />} />
      <Route path="/" element={<FrontendLayout />}>
        <Route element={<PageErrorBoundary />}>
          {/* Pages that are not CMS sites: a hash target scrolls after 750 ms (sites: 600 ms, in the site page). */}
          <Route element={<HashScrollOutlet />}>
            {/* Spec §2: the home page when the home-page plugin is on, otherwise the branch list. */}
            <Route index element={<BranchListPage />} />
            <Route path="store/:identifier" element={<StorePage />} />
            {/* Spec §2 checkout and checkout_error; the /shop variant returns to /shop on Back. */}
            <Route path="store/:identifier/checkout" element={<CheckoutPage />} />
            <Route path="store/:identifier/checkout/error" element={<CheckoutPage paymentFailed />} />
            <Route path="shop/:identifier/checkout" element={<CheckoutPage variant="shop" />} />
            <Route path="shop/:identifier/checkout/error" element={<CheckoutPage variant="shop" paymentFailed />} />
            <Route path="shop" element={<ShopPage />} />
            <Route path="shop/:categoryId/:categorySlug" element={<ShopPage />} />
            <Route path="status/:uid/:hash" element={<StatusPage />} />
          </Route>
          {/* Spec §2: legal pages and CMS pages matched by path; the 404 page when no site matches. */}
          <Route path="*" element={<SiteRoute />} />
        </Route>
      </Route>
    </Routes>
  );
}
