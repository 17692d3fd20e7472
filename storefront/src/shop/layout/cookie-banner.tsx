import { useConfig } from '@bestell/api-client';
import { layoutMessages } from '@bestell/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { useRenderEnv } from '../../ssr/render-env';
import { announceConsent } from '../pwa/consent-signal';
import { useSelfService } from '../pwa/self-service';
import styles from './cookie-banner.module.css';
import { consentCookie, hasCookieConsent } from './cookie-consent';

/** Spec §2 Layout: the cookie banner, linking to /site/privacy when a privacy text is configured. */
export function CookieBanner() {
  const { data: config } = useConfig();
  const selfService = useSelfService(); // spec §2: no cookie banner in the self-service context
  // While server-rendered or hydrating: what the server saw in the request's cookies (the same cookie).
  const env = useRenderEnv();
  const [given, setGiven] = useState(() => (env ? env.cookieConsent : hasCookieConsent(document.cookie)));
  if (given || !config || selfService) return null;
  return (
    <section className={styles.banner} aria-label={layoutMessages.cookieAccept}>
      <p className={styles.text}>
        {layoutMessages.cookieText}{' '}
        {config.privacyPolicyText && <Link to="/site/privacy">{layoutMessages.cookieMore}</Link>}
      </p>
      <button
        type="button"
        className={styles.accept}
        onClick={() => {
          // biome-ignore lint/suspicious/noDocumentCookie: one plain first-party cookie; the Cookie Store API is not everywhere yet
          document.cookie = consentCookie(Date.now());
          setGiven(true);
          announceConsent(); // spec §4: the install prompt may show 250 ms later
        }}
      >
        {layoutMessages.cookieAccept}
      </button>
    </section>
  );
}
