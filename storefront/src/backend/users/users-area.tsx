import { useStaffApi } from '@bestell/api-client';
import { backofficeUsersMessages as u } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';
import { Route, Routes, useParams } from 'react-router';
import type { StaffBranch } from '../branches/branch-form-values';
import { useStaffUser } from '../branches/use-is-admin';
import formStyles from '../forms/forms.module.css';
import { UserEditor } from './user-editor';
import { UserList } from './user-list';

function useBranchNames() {
  const api = useStaffApi();
  const branches = useQuery({
    queryKey: ['staff', '/branches', 'list'],
    queryFn: ({ signal }) => api.list<StaffBranch>('/branches?sort=position,name', signal),
  });
  const rows = branches.data?.rows ?? [];
  return {
    names: new Map(rows.map((branch) => [branch.id, branch.name])),
    options: rows.map((branch) => ({ id: branch.id, label: branch.name })),
  };
}

/** /backend/users: staff accounts (admins only; the API refuses everyone else too). */
export function UsersArea() {
  const { user, isAdmin } = useStaffUser();
  const branches = useBranchNames();
  if (!user) return null;
  if (!isAdmin) return <p className={formStyles.error}>{u.adminOnly}</p>;
  return (
    <Routes>
      <Route index element={<UserList meId={user.id} branchNames={branches.names} />} />
      <Route path="new" element={<UserEditor key="new" id={null} branchOptions={branches.options} />} />
      <Route path=":id" element={<EditRoute branchOptions={branches.options} />} />
    </Routes>
  );
}

function EditRoute({ branchOptions }: { branchOptions: { id: number; label: string }[] }) {
  const { id } = useParams();
  const number = Number(id);
  return Number.isInteger(number) && number > 0 ? (
    <UserEditor key={number} id={number} branchOptions={branchOptions} />
  ) : null;
}
