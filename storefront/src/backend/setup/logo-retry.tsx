import { ApiError, type StaffApi } from '@bestell/api-client';
import { setupMessages as m } from '@bestell/domain';
import { useState } from 'react';
import { Button, FileTrigger } from 'react-aria-components';
import formStyles from '../forms/forms.module.css';
import styles from './setup.module.css';
import { saveLogo } from './setup-api';

/** The API's German reasons for a refused upload (e.g. too large, not an image), else none. */
export function logoFailureReasons(error: unknown): string[] {
  return error instanceof ApiError ? [...new Set(error.errors.map((e) => e.message))] : [];
}

/**
 * After the setup, when the logo upload failed: the reason in German, then retry (the same or another file) or go on
 * without a logo. The shop is set up either way.
 */
export function LogoRetry(props: { api: StaffApi; logo: File; reasons: string[]; onSaved(): void; onSkip(): void }) {
  const [file, setFile] = useState(props.logo);
  const [reasons, setReasons] = useState(props.reasons);
  const [busy, setBusy] = useState(false);
  const retry = async (chosen: File) => {
    setBusy(true);
    try {
      await saveLogo(props.api, chosen);
      props.onSaved();
    } catch (error) {
      setReasons(logoFailureReasons(error));
      setBusy(false);
    }
  };
  return (
    <section className={styles.step} data-testid="setup-logo-failed" aria-labelledby="setup-logo-failed-title">
      <h2 id="setup-logo-failed-title" className={styles.stepTitle}>
        {m.business.logoFailedHeading}
      </h2>
      <div role="alert" className={styles.failure}>
        <p>{m.business.logoFailed}</p>
        {reasons.length > 0 && (
          <ul>
            {reasons.map((reason) => (
              <li key={reason}>{reason}</li>
            ))}
          </ul>
        )}
      </div>
      <p className={styles.hint}>{m.business.logoChosen(file.name)}</p>
      <div className={styles.actions}>
        <Button className={formStyles.primaryButton} isDisabled={busy} onPress={() => void retry(file)}>
          {busy ? m.business.logoRetrying : m.business.logoRetry}
        </Button>
        <FileTrigger
          acceptedFileTypes={['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/svg+xml']}
          onSelect={(files) => {
            const chosen = files?.[0];
            if (!chosen) return;
            setFile(chosen);
            void retry(chosen);
          }}
        >
          <Button className={formStyles.secondaryButton} isDisabled={busy}>
            {m.business.logoOther}
          </Button>
        </FileTrigger>
        <Button className={formStyles.secondaryButton} isDisabled={busy} onPress={props.onSkip}>
          {m.business.logoSkip}
        </Button>
      </div>
    </section>
  );
}
