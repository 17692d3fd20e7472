import { useConfig } from '@bestell/api-client';
import { layoutMessages } from '@bestell/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import styles from './cookie-banner.module.css';
import { consentCookie, hasCookieConsent } from './cookie-consent';

/** Spec §2 Layout: the cookie banner, linking to /site/privacy when a privacy text is configured. */
export function CookieBanner() {
  const { data: config } = useConfig();
  const [given, setGiven] = useState(() => hasCookieConsent(document.cookie));
  if (given || !config) return null;
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
        }}
      >
        {layoutMessages.cookieAccept}
      </button>
    </section>
  );
}
