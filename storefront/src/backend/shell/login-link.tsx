import { useLoginLink } from '@bestell/api-client';
import { authMessages, backofficeShellMessages as m } from '@bestell/domain';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import styles from './shell.module.css';

/** /backend/login/link/:token: signs in once with the link (POST /api/login/link/{token}). */
export function LoginLink({ token, onSignedIn }: { token: string; onSignedIn(): void }) {
  const login = useLoginLink();
  const sent = useRef<string | null>(null);
  const { mutate } = login;
  useEffect(() => {
    // a link works once: never post it twice (StrictMode, re-renders)
    if (sent.current === token) return;
    sent.current = token;
    mutate(token, { onSuccess: onSignedIn });
  }, [token, mutate, onSignedIn]);

  if (login.error) {
    return (
      <div className={styles.loginForm}>
        <p role="alert" className={styles.loginError} data-testid="login-error">
          {login.error.errors[0]?.message ?? authMessages.invalidLoginLink}
        </p>
        <p>
          <Link to="/backend/login">{m.loginLinkToForm}</Link>
        </p>
      </div>
    );
  }
  return (
    <p className={styles.loginForm} aria-busy="true">
      {m.loginLinkRunning}
    </p>
  );
}
