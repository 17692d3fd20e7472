import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '../forms';
import formStyles from '../forms/forms.module.css';
import { messageOf } from './device-actions';
import { timeOfDay } from './device-values';
import styles from './devices.module.css';

/** The catalog texts the panel shows (backofficeDevicesMessages for desks, signageDevicesMessages for screens). */
export interface PairingCodeMessages {
  pairingIntro: string;
  createCode: string;
  codeLabel: string;
  codeValidUntil: (time: string) => string;
  codeFailed: string;
  revoke: string;
  revokeQuestion: (name: string) => string;
  revokeHint: string;
  revoked: string;
  revokeFailed: string;
}

export interface PairingCodePanelProps {
  /** The id of the section's heading (`aria-labelledby`). */
  headingId: string;
  title: string;
  /** The device's state, shown under the heading (health line, screen state). */
  children?: ReactNode;
  /** POST …/pair: answers a one-time code and until when it holds. */
  create: UseMutationResult<{ code: string; expiresAt: string }, Error, void>;
  /** DELETE …/credential. */
  revoke: UseMutationResult<void, Error, void>;
  messages: PairingCodeMessages;
  /** The device's name, for the revoke question. */
  name: string;
  /** Whether the device is paired now (only then can the pairing be revoked). */
  paired: boolean;
}

/**
 * The pairing section every device screen shares: heading, the device's state (children), the intro, 'Kopplungscode
 * erzeugen' with the one-time code shown once, 'Kopplung aufheben' behind a confirm dialog, a status line for the outcome.
 */
export function PairingCodePanel({
  headingId,
  title,
  children,
  create,
  revoke,
  messages: m,
  name,
  paired,
}: PairingCodePanelProps) {
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
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
        {paired && (
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
        title={m.revokeQuestion(name)}
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
