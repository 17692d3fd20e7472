import { layoutMessages } from '@bestell/domain';
import { Link, useLocation } from 'react-router';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import styles from './floating-controls.module.css';
import { useSideMenu } from './side-menu-context';

/** Spec §9 scroll thresholds. */
export const SHOP_BUTTON_SCROLL_PX = 100;
export const SCROLL_TOP_SCROLL_PX = 140;
export const MENU_SCROLL_PX = 140;

/**
 * Spec §2 Layout: the floating shop button (not on /shop and /status) after about 100 px; scroll-to-top and the menu
 * control (opens the side menu once the header's burger has scrolled out of view) after 140 px.
 */
export function FloatingControls() {
  const { pathname } = useLocation();
  const showShop = useScrolledPast(SHOP_BUTTON_SCROLL_PX);
  const showTop = useScrolledPast(SCROLL_TOP_SCROLL_PX);
  const showMenu = useScrolledPast(MENU_SCROLL_PX);
  const menu = useSideMenu();
  const shopHidden = /^\/(shop|status)(\/|$)/.test(pathname) || /\/checkout(\/|$)/.test(pathname);
  return (
    <div className={styles.controls}>
      {showShop && !shopHidden && (
        <Link to="/shop" className={styles.shop}>
          {layoutMessages.toShop}
        </Link>
      )}
      {showMenu && (
        <button
          type="button"
          className={styles.menu}
          aria-expanded={menu.open}
          aria-controls="side-menu"
          onClick={() => menu.setOpen(true)}
        >
          <span aria-hidden="true">☰</span>
          <span className={styles.visuallyHidden}>{layoutMessages.menu}</span>
        </button>
      )}
      {showTop && (
        <button
          type="button"
          className={styles.top}
          onClick={() => {
            const reduce = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
            window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' });
            document.getElementById('main')?.focus({ preventScroll: true });
          }}
        >
          <span aria-hidden="true">↑</span>
          <span className={styles.visuallyHidden}>{layoutMessages.scrollToTop}</span>
        </button>
      )}
    </div>
  );
}
