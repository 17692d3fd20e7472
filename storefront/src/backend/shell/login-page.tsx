import { useApiClient, useConfig, useCurrentUser } from '@bestell/api-client';
import { backofficeShellMessages as m } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { BackofficeProviders } from './backoffice-providers';
import { LoginForm } from './login-form';
import { LoginLink } from './login-link';
import { loginTarget } from './login-target';
import styles from './shell.module.css';

/** /backend/login and /backend/login/link/:token; afterwards back to `?next=` (the page that got the 401). */
export function LoginPage() {
  return (
    <BackofficeProviders>
      <LoginScreen />
    </BackofficeProviders>
  );
}

function LoginScreen() {
  const { token } = useParams();
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const target = loginTarget(search.get('next'));
  const me = useCurrentUser({ enabled: token === undefined });
  const shopName = useConfig().data?.shopName;
  // A shop without any staff user yet: the first-run setup is the only door in (it asks for the printed code).
  const client = useApiClient();
  const setup = useQuery({
    queryKey: ['setup', 'required'],
    queryFn: () => client.request<{ required: true }>('/setup'),
    enabled: token === undefined,
    retry: false,
  });
  const onSignedIn = useCallback(() => navigate(target, { replace: true }), [navigate, target]);

  useEffect(() => {
    document.title = `${token ? m.loginLinkTitle : m.loginTitle} – ${shopName ?? m.backoffice}`;
  }, [token, shopName]);

  if (setup.data?.required) return <Navigate to="/backend/setup" replace />;
  // Already signed in (e.g. the shop's tools bar, a second tab): straight on.
  if (token === undefined && me.data) return <Navigate to={target} replace />;

  return (
    <main id="main" className={styles.loginMain}>
      <div className={styles.loginCard}>
        <p className={styles.loginBrand}>
          {shopName ?? ''} <span className={styles.brandSub}>{m.backoffice}</span>
        </p>
        <h1 className={styles.loginTitle}>{token ? m.loginLinkTitle : m.loginTitle}</h1>
        {token ? (
          <LoginLink token={token} onSignedIn={onSignedIn} />
        ) : (
          <>
            <p className={styles.loginIntro}>{m.loginIntro}</p>
            <LoginForm onSignedIn={onSignedIn} />
          </>
        )}
      </div>
    </main>
  );
}
