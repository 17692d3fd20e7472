import type { ComponentType } from 'react';
import { Route, Routes, useParams } from 'react-router';
import { useStaffUser } from '../branches/use-is-admin';
import type { ChoiceOption } from '../forms';
import { useBranchOptions } from './use-branch-options';

export interface BranchDeviceScreens {
  List: ComponentType<{ branchNames: Map<number, string>; isAdmin: boolean }>;
  Editor: ComponentType<{ id: number | null; branchOptions: ChoiceOption[] }>;
}

/**
 * The routes of a branch device area (desks under /backend/devices, signage screens under /backend/signage/geraete):
 * the list at its index, 'new' and ':id' in the editor, with the branches the staff member sees.
 */
export function BranchDeviceRoutes({ List, Editor }: BranchDeviceScreens) {
  const { user, isAdmin } = useStaffUser();
  const branches = useBranchOptions();
  if (!user) return null;
  return (
    <Routes>
      <Route index element={<List branchNames={branches.names} isAdmin={isAdmin} />} />
      <Route path="new" element={<Editor key="new" id={null} branchOptions={branches.options} />} />
      <Route path=":id" element={<EditRoute Editor={Editor} branchOptions={branches.options} />} />
    </Routes>
  );
}

function EditRoute({
  Editor,
  branchOptions,
}: {
  Editor: BranchDeviceScreens['Editor'];
  branchOptions: ChoiceOption[];
}) {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? (
    <Editor key={number} id={number} branchOptions={branchOptions} />
  ) : null;
}
