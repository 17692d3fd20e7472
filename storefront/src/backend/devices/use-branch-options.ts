import { useStaffApi } from '@bestell/api-client';
import { useQuery } from '@tanstack/react-query';
import type { StaffBranch } from '../branches/branch-form-values';

/** The branches the staff member sees (employees: their own), as names and select options. */
export function useBranchOptions() {
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
