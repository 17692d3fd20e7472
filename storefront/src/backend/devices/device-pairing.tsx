import { backofficeDevicesMessages as d } from '@bestell/domain';
import { useState } from 'react';
import { Button } from 'react-aria-components';
import { ConfirmDialog } from '../forms';
import formStyles from '../forms/forms.module.css';
import { messageOf, useCreatePairingCode, useDevicesHealth, useRevokePairing } from './device-actions';
import { DeviceHealthLine } from './device-health';
import { type StaffDevice, timeOfDay } from './device-values';
import styles from './devices.module.css';

/** Pairing of a desk: its health, a one-time code to pair it ('Kopplungscode erzeugen') and revoking the pairing. */
export function DevicePairing({ device }: { device: StaffDevice }) {
  const health = useDevicesHealth();
  const mine = health.data?.find((row) => row.deviceId === device.id);
  const create = useCreatePairingCode(device.id);
  const revoke = useRevokePairing(device.id);
  const [confirming, setConfirming] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  return (
    <section className={styles.section} aria-labelledby="device-pairing">
      <h2 id="device-pairing" className={styles.sectionTitle}>
        {d.sections.pairing}
      </h2>
      {mine && <DeviceHealthLine health={mine} />}
      <p className={styles.intro}>{d.pairingIntro}</p>
      <div className={styles.buttonRow}>
        <Button
          className={formStyles.primaryButton}
          isDisabled={create.isPending}
          onPress={() => {
            setNote(null);
            create.mutate(undefined, {
              onError: (error) => setNote({ text: messageOf(error, d.codeFailed), error: true }),
            });
          }}
        >
          {d.createCode}
        </Button>
        {mine?.paired && (
          <Button className={formStyles.dangerButton} onPress={() => setConfirming(true)}>
            {d.revoke}
          </Button>
        )}
      </div>
      {create.data && !create.isPending && (
        <p className={styles.code} data-testid="pairing-code">
          <span className={styles.codeLabel}>{d.codeLabel}</span>
          <output className={styles.codeValue}>{create.data.code}</output>
          <span>{d.codeValidUntil(timeOfDay.format(new Date(create.data.expiresAt)))}</span>
        </p>
      )}
      <p role="status" className={note?.error ? formStyles.error : styles.okNote} data-testid="pairing-note">
        {note?.text ?? ''}
      </p>
      <ConfirmDialog
        isOpen={confirming}
        title={d.revokeQuestion(device.name)}
        confirmLabel={d.revoke}
        isDestructive
        isPending={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(undefined, {
            onSuccess: () => setNote({ text: d.revoked, error: false }),
            onError: (error) => setNote({ text: messageOf(error, d.revokeFailed), error: true }),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p>{d.revokeHint}</p>
      </ConfirmDialog>
    </section>
  );
}
