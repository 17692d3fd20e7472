import { type CurrentUser, queryKeys, useConfig, useCurrentUser } from '@bestell/api-client';
import { backofficeShellMessages as m } from '@bestell/domain';
import { Suspense, useEffect, useRef, useState } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { OrderAlertsProvider } from '../orders/board/order-alerts';
import { BackofficeProviders } from './backoffice-providers';
import { backofficeQueryClient, setUnauthorizedHandler } from './backoffice-query-client';
import { BranchChoiceProvider, useBranchChoice } from './branch-choice';
import { loginUrl } from './login-target';
import { navigationGroupsFor, startPath } from './navigation';
import styles from './shell.module.css';
import { ShellHeader } from './shell-header';
import { ShellNavigation } from './shell-navigation';
import { useFocusOnNavigation } from './use-focus-on-navigation';

/** The back-office frame: session check, 401 → login, header and navigation per role, live alerts, the page. */
export function BackendLayout() {
  return (
    <BackofficeProviders>
      <SessionGate />
    </BackofficeProviders>
  );
}

function SessionGate() {
  const location = useLocation();
  const navigate = useNavigate();
  const me = useCurrentUser({ enabled: true });

  useEffect(() => {
    setUnauthorizedHandler(() => {
      backofficeQueryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, null);
      navigate(loginUrl(`${window.location.pathname}${window.location.search}`), { replace: true });
    });
    return () => setUnauthorizedHandler(null);
  }, [navigate]);

  if (me.isPending) {
    return (
      <p className={styles.loading} aria-busy="true">
        {m.loading}
      </p>
    );
  }
  if (!me.data) return <Navigate to={loginUrl(`${location.pathname}${location.search}`)} replace />;
  return (
    <BranchChoiceProvider user={me.data}>
      <SignedInShell user={me.data} />
    </BranchChoiceProvider>
  );
}

function SignedInShell({ user }: { user: CurrentUser }) {
  const { pathname } = useLocation();
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main);
  const { branch } = useBranchChoice();
  const shopName = useConfig().data?.shopName ?? null;
  const groups = navigationGroupsFor(user.roles);
  const items = groups.flatMap((group) => group.items);
  const [menuOpen, setMenuOpen] = useState(false);
  const [menuPath, setMenuPath] = useState(pathname);
  if (menuPath !== pathname) {
    // a followed link closes the menu of narrow screens
    setMenuPath(pathname);
    setMenuOpen(false);
  }
  const current = [...items]
    .sort((a, b) => b.to.length - a.to.length)
    .find((item) => pathname === item.to || (item.to !== startPath && pathname.startsWith(`${item.to}/`)));
  const titleLabel = current?.label ?? m.backoffice;

  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        {m.skipToContent}
      </a>
      <ShellHeader
        user={user}
        shopName={shopName}
        menuOpen={menuOpen}
        onToggleMenu={() => setMenuOpen((open) => !open)}
      />
      <div className={styles.body}>
        <ShellNavigation groups={groups} open={menuOpen} />
        <div className={styles.content}>
          <OrderAlertsProvider branch={branch} titleLabel={titleLabel} shopName={shopName}>
            <main id="main" ref={main} tabIndex={-1} className={styles.main}>
              <Suspense
                fallback={
                  <p className={styles.loading} aria-busy="true">
                    {m.loading}
                  </p>
                }
              >
                <Outlet />
              </Suspense>
            </main>
          </OrderAlertsProvider>
        </div>
      </div>
    </div>
  );
}
