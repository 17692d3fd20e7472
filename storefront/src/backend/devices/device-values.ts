import { type DeviceWithSettingsInput, deskSettingsOf, type deviceTypes } from '@bestell/domain';

/** A device as the staff API sends it (generic CRUD with its version). */
export interface StaffDevice {
  id: number;
  version: number;
  branchId: number;
  identifier: string;
  name: string;
  type: (typeof deviceTypes)[number];
  settings: Record<string, unknown>;
  isEnabled: boolean;
}

/** GET /api/devices/health: per device paired or not, desk online (heartbeat within a minute), printer state. */
export interface DeviceHealth {
  deviceId: number;
  paired: boolean;
  pairedAt: string | null;
  online: boolean;
  seenAt: string | null;
  printerState: 'online' | 'offline' | 'paper-out' | 'unknown';
  pendingJobs: number;
}

export type DeviceFormValues = DeviceWithSettingsInput;

export const devicesListKey = ['staff', '/devices', 'list'] as const;
export const devicesHealthKey = ['staff', '/devices/health'] as const;

/** The form's values of a device, or of a new desk of the branch (settings: the headless desk's defaults). */
export function toDeviceValues(device: StaffDevice | null, branchId: number | null = null): DeviceFormValues {
  if (!device) {
    return {
      // No branch chosen yet: the select shows its placeholder and the schema's German 'blank' error on save.
      branchId: branchId ?? (null as unknown as number),
      identifier: '',
      name: '',
      type: 'desk',
      settings: deskSettingsOf({}),
      isEnabled: true,
    };
  }
  return {
    branchId: device.branchId,
    identifier: device.identifier,
    name: device.name,
    type: device.type,
    settings: deskSettingsOf(device.settings),
    isEnabled: device.isEnabled,
  };
}

export const dateTime = new Intl.DateTimeFormat('de-AT', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/Vienna',
});

export const timeOfDay = new Intl.DateTimeFormat('de-AT', { timeStyle: 'short', timeZone: 'Europe/Vienna' });
