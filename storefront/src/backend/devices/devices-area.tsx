import { Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import type { ChoiceOption } from '../forms';
import { DeviceEditor } from './device-editor';
import { DeviceList } from './device-list';
import { useBranchOptions } from './use-branch-options';

/**
 * /backend/devices: devices of the branches (admins: all; employees: their branches', as the API's device resource
 * allows), pairing of desks, their health, print settings and the device tests of spec §7.
 */
export function DevicesArea() {
  const { user, isAdmin } = useStaffUser();
  const branches = useBranchOptions();
  if (!user) return null;
  return (
    <Routes>
      <Route index element={<DeviceList branchNames={branches.names} isAdmin={isAdmin} />} />
      <Route path="new" element={<DeviceEditor key="new" id={null} branchOptions={branches.options} />} />
      <Route path=":id" element={<EditRoute branchOptions={branches.options} />} />
    </Routes>
  );
}

function EditRoute({ branchOptions }: { branchOptions: ChoiceOption[] }) {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? (
    <DeviceEditor key={number} id={number} branchOptions={branchOptions} />
  ) : null;
}
