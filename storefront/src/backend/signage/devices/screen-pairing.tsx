import { signageDevicesMessages as m } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import styles from '../../devices/devices.module.css';
import { ConfirmDialog } from '../../forms';
import formStyles from '../../forms/forms.module.css';
import { messageOf, useCreatePairingCode, useRevokePairing } from './screen-actions';
import { lastSeenText, ScreenStateBadge } from './screen-state';
import { nowPlayingText, type StaffScreen, timeOfDay } from './screen-values';

/** Pairing of a screen: its state, a one-time code (shown once) and revoking the pairing. */
export function ScreenPairing({ screen, now }: { screen: StaffScreen; now: Date }) {
  const create = useCreatePairingCode(screen.id);
  const revoke = useRevokePairing(screen.id);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  return (
    <section className={styles.section} aria-labelledby="screen-pairing">
      <h2 id="screen-pairing" className={styles.sectionTitle}>
        {m.sections.pairing}
      </h2>
      <dl className={styles.health} data-testid="screen-state">
        <div>
          <dt>{m.columns.state}</dt>
          <dd>
            <ScreenStateBadge screen={screen} now={now} />
          </dd>
        </div>
        <div>
          <dt>{m.columns.lastSeen}</dt>
          <dd>{lastSeenText(screen)}</dd>
        </div>
        <div>
          <dt>{m.columns.nowPlaying}</dt>
          <dd>{nowPlayingText(screen.nowPlaying) ?? m.nothingPlaying}</dd>
        </div>
      </dl>
      <p className={styles.intro}>{m.pairingIntro}</p>
      <div className={styles.buttonRow}>
        <Button
          className={formStyles.primaryButton}
          isDisabled={create.isPending}
          onPress={() => {
            setNote(null);
            create.mutate(undefined, {
              onError: (error) => setNote({ text: messageOf(error, m.codeFailed), error: true }),
            });
          }}
        >
          {m.createCode}
        </Button>
        {screen.paired && (
          <Button className={formStyles.dangerButton} onPress={() => setConfirming(true)}>
            {m.revoke}
          </Button>
        )}
      </div>
      {create.data && !create.isPending && (
        <p className={styles.code} data-testid="pairing-code">
          <span className={styles.codeLabel}>{m.codeLabel}</span>
          <output className={styles.codeValue}>{create.data.code}</output>
          <span>{m.codeValidUntil(timeOfDay.format(new Date(create.data.expiresAt)))}</span>
        </p>
      )}
      <p role="status" className={note?.error ? formStyles.error : styles.okNote} data-testid="pairing-note">
        {note?.text ?? ''}
      </p>
      <ConfirmDialog
        isOpen={confirming}
        title={m.revokeQuestion(screen.name)}
        confirmLabel={m.revoke}
        isDestructive
        isPending={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => setNote({ text: m.revoked, error: false }),
            onError: (error) => setNote({ text: messageOf(error, m.revokeFailed), error: true }),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{m.revokeHint}</p>
      </ConfirmDialog>
    </section>
  );
}
