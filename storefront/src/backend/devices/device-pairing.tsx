import { backofficeDevicesMessages as d } from '@bestell/domain';
import { useCreatePairingCode, useDevicesHealth, useRevokePairing } from './device-actions';
import { DeviceHealthLine } from './device-health';
import type { StaffDevice } from './device-values';
import { PairingCodePanel } from './pairing-code-panel';

/** Pairing of a desk: its health, a one-time code to pair it ('Kopplungscode erzeugen') and revoking the pairing. */
export function DevicePairing({ device }: { device: StaffDevice }) {
  const health = useDevicesHealth();
  const mine = health.data?.find((row) => row.deviceId === device.id);
  const create = useCreatePairingCode(device.id);
  const revoke = useRevokePairing(device.id);
  return (
    <PairingCodePanel
      headingId="device-pairing"
      title={d.sections.pairing}
      create={create}
      revoke={revoke}
      messages={d}
      name={device.name}
      paired={mine?.paired ?? false}
    >
      {mine && <DeviceHealthLine health={mine} />}
    </PairingCodePanel>
  );
}
