import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Spec §2 CMS: on navigation the page scrolls to the top (a query change on the same page does not count). */
export function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every change of the path
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
