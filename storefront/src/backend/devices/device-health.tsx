import { backofficeDevicesMessages as d } from '@bestell/domain';
import { type DeviceHealth, dateTime } from './device-values';
import styles from './devices.module.css';

export function PairedBadge({ health }: { health: DeviceHealth | undefined }) {
  const paired = health?.paired ?? false;
  return <span className={paired ? styles.badgeOn : styles.badgeOff}>{paired ? d.paired : d.notPaired}</span>;
}

export function OnlineBadge({ health }: { health: DeviceHealth | undefined }) {
  const online = health?.online ?? false;
  return <span className={online ? styles.badgeOn : styles.badgeOff}>{online ? d.online : d.offline}</span>;
}

export function PrinterBadge({ health }: { health: DeviceHealth | undefined }) {
  const state = health?.printerState ?? 'unknown';
  const style = state === 'online' ? styles.badgeOn : state === 'unknown' ? styles.badgeOff : styles.badgeBad;
  return <span className={style}>{d.printerStates[state]}</span>;
}

export function lastSeenText(health: DeviceHealth | undefined): string {
  return health?.seenAt ? dateTime.format(new Date(health.seenAt)) : d.never;
}

/** One line of a device's health on its page: paired, desk online, last seen, printer, pending jobs. */
export function DeviceHealthLine({ health }: { health: DeviceHealth }) {
  return (
    <dl className={styles.health} data-testid="device-health">
      <div>
        <dt>{d.columns.pairing}</dt>
        <dd>
          <PairedBadge health={health} />
        </dd>
      </div>
      <div>
        <dt>{d.columns.desk}</dt>
        <dd>
          <OnlineBadge health={health} />
        </dd>
      </div>
      <div>
        <dt>{d.columns.lastSeen}</dt>
        <dd>{lastSeenText(health)}</dd>
      </div>
      <div>
        <dt>{d.columns.printer}</dt>
        <dd>
          <PrinterBadge health={health} />
        </dd>
      </div>
      <div>
        <dt>{d.columns.pending}</dt>
        <dd>{health.pendingJobs}</dd>
      </div>
    </dl>
  );
}
