import { layoutMessages } from '@bestell/domain';
import { useEffect, useState } from 'react';
import styles from './pwa.module.css';

/** A kiosk left alone shows the screensaver again after this long without a touch, click or key (spec silent). */
export const SCREENSAVER_IDLE_MS = 120_000;

const activityEvents = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/** Spec §2: in the self-service context the screensaver 'Tippen um zu bestellen' shows; a click dismisses it. */
export function Screensaver() {
  const [visible, setVisible] = useState(true);

  useEffect(() => {
    if (visible) return undefined;
    let timer = window.setTimeout(() => setVisible(true), SCREENSAVER_IDLE_MS);
    const restart = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => setVisible(true), SCREENSAVER_IDLE_MS);
    };
    for (const type of activityEvents) window.addEventListener(type, restart, { passive: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of activityEvents) window.removeEventListener(type, restart);
    };
  }, [visible]);

  if (!visible) return null;
  return (
    <button type="button" className={styles.screensaver} onClick={() => setVisible(false)}>
      <span className={styles.screensaverText}>{layoutMessages.tapToOrder}</span>
    </button>
  );
}
