import {
  isSignageCommandExpired,
  isSignageDeviceOnline,
  signageDevicesMessages as m,
  type SignageCommand,
} from '@bestell/domain';
import styles from '../../devices/devices.module.css';
import { dateTime, type StaffScreen } from './screen-values';

/** Online (heartbeat within 90 s), offline, or not paired at all. */
export function ScreenStateBadge({ screen, now }: { screen: StaffScreen; now: Date }) {
  if (!screen.paired) return <span className={styles.badgeOff}>{m.notPaired}</span>;
  const online = isSignageDeviceOnline(screen.lastSeenAt, now);
  return <span className={online ? styles.badgeOn : styles.badgeBad}>{online ? m.online : m.offline}</span>;
}

export function lastSeenText(screen: StaffScreen): string {
  return screen.lastSeenAt ? dateTime.format(new Date(screen.lastSeenAt)) : m.never;
}

export function commandSummary(command: SignageCommand, sceneName: (id: number) => string): string {
  switch (command.type) {
    case 'reload':
      return m.commandSummary.reload;
    case 'message':
      return m.commandSummary.message(command.text, command.seconds);
    case 'identify':
      return m.commandSummary.identify;
    case 'scene':
      return m.commandSummary.scene(sceneName(command.sceneId));
  }
}

/** The command's state in words: pending past its TTL reads 'abgelaufen'. */
export function commandStateText(command: SignageCommand, now: Date): string {
  return isSignageCommandExpired(command, now) ? m.commandStates.expired : m.commandStates[command.state];
}
