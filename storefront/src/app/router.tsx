import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { BranchListPage } from '../shop/branches/branch-list-page';
import { InternalErrorPage } from '../shop/errors/internal-error-page';
import { NotFoundPage } from '../shop/errors/not-found-page';
import { FrontendLayout } from '../shop/layout/frontend-layout';
import { ShopPage } from '../shop/shop-page/shop-page';
import { StorePage } from '../shop/store/store-page';

// Pages reached after the store or shop page load on demand, in their own chunks (the layout's Suspense waits).
const CheckoutPage = lazy(() => import('../shop/checkout/checkout-page').then((m) => ({ default: m.CheckoutPage })));
const StatusPage = lazy(() => import('../shop/status/status-page').then((m) => ({ default: m.StatusPage })));

export const router = createBrowserRouter([
  {
    // The back-office is its own chunk: visitors of the shop never download it.
    path: '/backend/*',
    lazy: async () => {
      const { BackendApp } = await import('../backend/backend-app');
      return { Component: BackendApp };
    },
  },
  {
    path: '/',
    Component: FrontendLayout,
    children: [
      {
        // A render error in a page shows the 500 page inside the layout (spec §2 Layout).
        ErrorBoundary: InternalErrorPage,
        children: [
          // Spec §2: the home page when the home-page plugin is on, otherwise the branch list.
          { index: true, Component: BranchListPage },
          { path: 'store/:identifier', Component: StorePage },
          // Spec §2 checkout and checkout_error; the /shop variant returns to /shop on Back.
          { path: 'store/:identifier/checkout', element: <CheckoutPage /> },
          { path: 'store/:identifier/checkout/error', element: <CheckoutPage paymentFailed /> },
          { path: 'shop/:identifier/checkout', element: <CheckoutPage variant="shop" /> },
          { path: 'shop/:identifier/checkout/error', element: <CheckoutPage variant="shop" paymentFailed /> },
          { path: 'shop', Component: ShopPage },
          { path: 'shop/:categoryId/:categorySlug', Component: ShopPage },
          { path: 'status/:uid/:hash', Component: StatusPage },
          // Later: CMS pages matched by path; the 404 page when no site matches.
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
