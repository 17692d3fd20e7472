import { BranchDeviceRoutes } from './branch-device-routes';
import { DeviceEditor } from './device-editor';
import { DeviceList } from './device-list';

/**
 * /backend/devices: devices of the branches (admins: all; employees: their branches', as the API's device resource
 * allows), pairing of desks, their health, print settings and the device tests of spec §7.
 */
export function DevicesArea() {
  return <BranchDeviceRoutes List={DeviceList} Editor={DeviceEditor} />;
}
