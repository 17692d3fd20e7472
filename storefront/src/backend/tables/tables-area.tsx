import { Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import { useBranchOptions } from '../devices/use-branch-options';
import type { ChoiceOption } from '../forms';
import { TableEditor } from './table-editor';
import { TableList } from './table-list';

/** /backend/tables: the tables of the branches (employees: their branches', as the API allows) and their QR cards. */
export function TablesArea() {
  const { user } = useStaffUser();
  const branches = useBranchOptions();
  if (!user) return null;
  return (
    <Routes>
      <Route index element={<TableList branchNames={branches.names} />} />
      <Route path="new" element={<TableEditor key="new" id={null} branchOptions={branches.options} />} />
      <Route path=":id" element={<EditRoute branchOptions={branches.options} />} />
    </Routes>
  );
}

function EditRoute({ branchOptions }: { branchOptions: ChoiceOption[] }) {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? (
    <TableEditor key={number} id={number} branchOptions={branchOptions} />
  ) : null;
}
