import { useConfig } from '@bestell/api-client';
import { layoutMessages, shopMessages } from '@bestell/domain';
import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'react-router';
import { HydrationStage } from '../../ssr/hydration-stage';
import { useCurrentBranch } from '../branch-context';
import { overridable } from '../overrides/overrides';
import { CartButton } from './cart-button';
import styles from './header.module.css';
import { ShopLogo } from './shop-logo';
import { useSideMenu } from './side-menu-context';
import { Toolbar } from './toolbar';

// The side menu loads when the burger first opens it: a closed menu renders nothing, so the first view needs none
// of it (the shop's first-load JavaScript budget).
const SideMenu = lazy(() => import('./side-menu').then((m) => ({ default: m.SideMenu })));

/** Spec §2 Layout: burger, logo (config `logo`) or shop name linking to /, cart icon; the toolbar plugin below. */
function DefaultHeader() {
  const { data: config } = useConfig();
  const { open: menuOpen, setOpen: setMenuOpen } = useSideMenu();
  const { pathname } = useLocation();
  const current = useCurrentBranch();
  // The division page (/) has no selected branch (§4); store and shop pages show theirs.
  const toolbarBranch = pathname.startsWith('/store/') || pathname.startsWith('/shop') ? current : undefined;

  return (
    <HydrationStage rootId="seitenkopf">
      <header id="seitenkopf" className={styles.header}>
        <a className={styles.skip} href="#main">
          {shopMessages.skipToContent}
        </a>
        <div className={styles.bar}>
          <button
            type="button"
            className={styles.burger}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            onClick={() => setMenuOpen(true)}
          >
            <span className={styles.burgerIcon} aria-hidden="true" />
            <span className={styles.visuallyHidden}>{layoutMessages.menu}</span>
          </button>
          {config && (
            <Link to="/" className={styles.shopName}>
              <ShopLogo config={config} />
            </Link>
          )}
          <CartButton />
        </div>
        {config?.enablePluginToolbar && <Toolbar branch={toolbarBranch} />}
        {menuOpen && (
          <Suspense fallback={null}>
            <SideMenu open onClose={() => setMenuOpen(false)} />
          </Suspense>
        )}
      </header>
    </HydrationStage>
  );
}

/** Spec §2 overridable area Header (docs/overrides.md). */
export const Header = overridable('Header', DefaultHeader);
