import { useStaffApi } from '@bestell/api-client';
import { useQuery } from '@tanstack/react-query';
import { useStaffUser } from '../../branches/use-is-admin';
import type { StaffUser } from '../../users/user-form-values';
import { displayName } from '../schedules/schedule-values';

/** Names of the people (admins: every user; employees: themselves) and the select options of enabled ones. */
export function usePeople() {
  const api = useStaffApi();
  const { user, isAdmin } = useStaffUser();
  const users = useQuery({
    queryKey: ['staff', '/users', 'list'],
    queryFn: ({ signal }) => api.list<StaffUser>('/users?limit=1000', signal),
    enabled: isAdmin,
  });
  const rows = isAdmin ? (users.data?.rows ?? []) : [];
  const names = new Map(rows.map((u) => [u.id, displayName(u)]));
  if (user && !names.has(user.id)) names.set(user.id, displayName(user));
  return {
    names,
    options: rows.filter((u) => u.isEnabled).map((u) => ({ id: u.id, label: displayName(u) })),
  };
}
