import { Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../../branches/use-is-admin';
import { useBranchOptions } from '../../devices/use-branch-options';
import type { ChoiceOption } from '../../forms';
import { ScreenEditor } from './screen-editor';
import { ScreenList } from './screen-list';

/**
 * /backend/signage/geraete: the digital signage screens (admins: all; employees: their branches', as the API
 * allows), their pairing, state, what they play and the command buttons.
 */
export function ScreensArea() {
  const { user, isAdmin } = useStaffUser();
  const branches = useBranchOptions();
  if (!user) return null;
  return (
    <Routes>
      <Route index element={<ScreenList branchNames={branches.names} isAdmin={isAdmin} />} />
      <Route path="new" element={<ScreenEditor key="new" id={null} branchOptions={branches.options} />} />
      <Route path=":id" element={<EditRoute branchOptions={branches.options} />} />
    </Routes>
  );
}

function EditRoute({ branchOptions }: { branchOptions: ChoiceOption[] }) {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? (
    <ScreenEditor key={number} id={number} branchOptions={branchOptions} />
  ) : null;
}
