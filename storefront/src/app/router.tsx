import { createBrowserRouter } from 'react-router';
import { BranchListPage } from '../shop/branches/branch-list-page';
import { CheckoutPlaceholder } from '../shop/checkout/checkout-placeholder';
import { InternalErrorPage } from '../shop/errors/internal-error-page';
import { NotFoundPage } from '../shop/errors/not-found-page';
import { FrontendLayout } from '../shop/layout/frontend-layout';
import { ShopPage } from '../shop/shop-page/shop-page';
import { StatusPage } from '../shop/status/status-page';
import { StorePage } from '../shop/store/store-page';

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
          // The checkout comes with the orders API; until then the route says that it follows.
          { path: 'store/:identifier/checkout', Component: CheckoutPlaceholder },
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
