import { layoutMessages, shopMessages } from '@bestell/domain';
import { Dialog } from '@bestell/ui';
import { useEffect, useState } from 'react';
import { installInstructions } from './install-instructions';
import { type InstallPlatform, installPlatform } from './platform';
import styles from './pwa.module.css';
import { pwaDismissCookie } from './pwa-dismiss';
import { setPwaState } from './pwa-store';
import { acceptInstall, cancelInstall, canPromptInstall } from './service-worker-client';

function close() {
  setPwaState({ dialog: 'closed' });
}

/**
 * Spec §2 Layout and §4 PWA: the install prompt ('Installieren' / 'Jetzt nicht'); after accepting, the instructions
 * for the visitor's platform; cancel unregisters the service workers and shows the prompt again. Loaded on demand.
 */
export default function InstallDialog({ view }: { view: 'prompt' | 'instructions' }) {
  const [platform, setPlatform] = useState<InstallPlatform>('unsupported');
  useEffect(() => {
    setPlatform(
      installPlatform({
        userAgent: navigator.userAgent,
        maxTouchPoints: navigator.maxTouchPoints,
        canPromptInstall: canPromptInstall(),
      }),
    );
  }, []);

  const prompting = view === 'prompt';
  return (
    <Dialog
      open
      onClose={close}
      title={layoutMessages.installTitle}
      closeLabel={shopMessages.close}
      footer={
        prompting ? (
          <div className={styles.actions}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                // biome-ignore lint/suspicious/noDocumentCookie: one plain first-party cookie, read by the server-free prompt logic
                document.cookie = pwaDismissCookie(new Date());
                close();
              }}
            >
              {layoutMessages.notNow}
            </button>
            <button type="button" className={styles.primary} onClick={() => void acceptInstall()}>
              {layoutMessages.install}
            </button>
          </div>
        ) : (
          <div className={styles.actions}>
            <button type="button" className={styles.secondary} onClick={() => void cancelInstall()}>
              {shopMessages.cancel}
            </button>
            <button type="button" className={styles.primary} onClick={close}>
              {shopMessages.close}
            </button>
          </div>
        )
      }
    >
      {prompting ? (
        <p>{layoutMessages.installPromotion}</p>
      ) : (
        <p data-platform={platform}>{installInstructions(platform)}</p>
      )}
    </Dialog>
  );
}
