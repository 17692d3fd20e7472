import { Outlet } from 'react-router';
import { HASH_SCROLL_MS, useHashScroll } from '../site/use-site-timings';

/** Spec §2: on the pages that are not CMS sites a hash target scrolls into view 750 ms after the navigation. */
export function HashScrollOutlet() {
  useHashScroll(true, HASH_SCROLL_MS);
  return <Outlet />;
}
