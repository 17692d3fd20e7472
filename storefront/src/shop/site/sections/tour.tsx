import { cmsPagesMessages } from '@bestell/domain';
import { useEffect, useState } from 'react';
import { useRenderEnv } from '../../../ssr/render-env';
import { hasCookieConsent } from '../../layout/cookie-consent';
import { onConsent } from '../../pwa/consent-signal';
import type { Section } from '../site-types';
import styles from './tour.module.css';

/** Spec §2: '&title=0' appended to the tour's URL ('?title=0' when it has no query yet). */
export function tourUrl(url: string): string | null {
  if (!/^https?:\/\//i.test(url.trim())) return null;
  return `${url.trim()}${url.includes('?') ? '&' : '?'}title=0`;
}

/** The visitor's cookie consent: the server's view while rendering or hydrating, the cookie and the banner after. */
function useCookieConsent(): boolean {
  const env = useRenderEnv();
  const [given, setGiven] = useState(() => (env ? env.cookieConsent : hasCookieConsent(document.cookie)));
  useEffect(() => {
    if (given) return;
    return onConsent(() => setGiven(true));
  }, [given]);
  return given;
}

/** custom_home iframe 3D tour: shown only once the visitor has given cookie consent (spec §2). */
export function Tour({ section }: { section: Section }) {
  const consent = useCookieConsent();
  const src = section.url ? tourUrl(section.url) : null;
  const title = section.title || cmsPagesMessages.tourTitle;
  if (!src) return null;
  return (
    <>
      <h2 className={styles.heading}>{title}</h2>
      <div className={styles.frame}>
        {consent ? (
          <iframe
            className={styles.iframe}
            src={src}
            title={title}
            loading="lazy"
            allow="fullscreen; xr-spatial-tracking"
            allowFullScreen
          />
        ) : (
          <p className={styles.placeholder}>{cmsPagesMessages.tourNeedsConsent}</p>
        )}
      </div>
    </>
  );
}
