import { useCurrentUser } from '@bestell/api-client';

/** The signed-in staff user and whether they are an admin (ROLE_ADMIN). */
export function useStaffUser() {
  const { data: user } = useCurrentUser({ enabled: true });
  return { user: user ?? null, isAdmin: user?.roles.includes('ROLE_ADMIN') === true };
}
