import { BranchDeviceRoutes } from '../../devices/branch-device-routes';
import { ScreenEditor } from './screen-editor';
import { ScreenList } from './screen-list';

/**
 * /backend/signage/geraete: the digital signage screens (admins: all; employees: their branches', as the API
 * allows), their pairing, state, what they play and the command buttons.
 */
export function ScreensArea() {
  return <BranchDeviceRoutes List={ScreenList} Editor={ScreenEditor} />;
}
