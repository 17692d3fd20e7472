import { signageDevicesMessages as m } from '@bestell/domain';
import styles from '../../devices/devices.module.css';
import { PairingCodePanel } from '../../devices/pairing-code-panel';
import { useCreatePairingCode, useRevokePairing } from './screen-actions';
import { lastSeenText, ScreenStateBadge } from './screen-state';
import { nowPlayingText, type StaffScreen } from './screen-values';

/** Pairing of a screen: its state, a one-time code (shown once) and revoking the pairing. */
export function ScreenPairing({ screen, now }: { screen: StaffScreen; now: Date }) {
  const create = useCreatePairingCode(screen.id);
  const revoke = useRevokePairing(screen.id);
  return (
    <PairingCodePanel
      headingId="screen-pairing"
      title={m.sections.pairing}
      create={create}
      revoke={revoke}
      messages={m}
      name={screen.name}
      paired={screen.paired}
    >
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
    </PairingCodePanel>
  );
}
