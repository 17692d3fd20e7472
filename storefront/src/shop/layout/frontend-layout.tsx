import { shopMessages } from '@bestell/domain';
import { LightboxProvider } from '@bestell/ui';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { AdminTools } from '../admin-tools/admin-tools';
import { BranchSelectionProvider } from '../branch-context';
import { CartNotificationProvider } from '../cart/cart-notification';
import { overridable } from '../overrides/overrides';
import { PwaHost } from '../pwa/pwa-host';
import { CartOverlayProvider } from './cart-overlay-context';
import { CookieBanner } from './cookie-banner';
import { FloatingControls } from './floating-controls';
import { Footer } from './footer';
import { Header } from './header';
import styles from './layout.module.css';
import { OfflineOverlay } from './offline-overlay';
import { ScrollToTopOnNavigate } from './scroll-on-navigate';
import { SideMenuProvider } from './side-menu-context';
import { ThemeFont } from './theme-font';

/** Spec §2 overridable area Frontend (docs/overrides.md). */
export const FrontendLayout = overridable('Frontend', DefaultFrontendLayout);

const lightboxLabels = {
  dialog: shopMessages.lightbox,
  close: shopMessages.close,
  previous: shopMessages.previousImage,
  next: shopMessages.nextImage,
  position: shopMessages.imageOf,
};

/** The root frontend layout that every storefront route renders into (spec §2). */
function DefaultFrontendLayout() {
  return (
    <BranchSelectionProvider>
      <SideMenuProvider>
        <CartOverlayProvider>
          <LightboxProvider labels={lightboxLabels}>
            <CartNotificationProvider>
              <ScrollToTopOnNavigate />
              <ThemeFont>
                <Header />
                <AdminTools />
                <main id="main" tabIndex={-1} className={styles.main}>
                  {/* Lazily loaded pages (checkout, order status) render when their chunk has arrived. */}
                  <Suspense fallback={null}>
                    <Outlet />
                  </Suspense>
                </main>
                <Footer />
                <FloatingControls />
                <CookieBanner />
                <OfflineOverlay />
                <PwaHost />
              </ThemeFont>
            </CartNotificationProvider>
          </LightboxProvider>
        </CartOverlayProvider>
      </SideMenuProvider>
    </BranchSelectionProvider>
  );
}
