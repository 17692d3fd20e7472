import type { ComponentType } from 'react';
import { useStaffUser } from '../branches/use-is-admin';
import { RecordRoutes } from '../editor-page';
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
    <RecordRoutes
      list={<List branchNames={branches.names} isAdmin={isAdmin} />}
      editor={(id) => <Editor key={id ?? 'new'} id={id} branchOptions={branches.options} />}
    />
  );
}
