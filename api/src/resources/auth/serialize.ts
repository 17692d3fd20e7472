import type { StaffAccount } from '../../auth/staff-account.js';

/** The signed-in user as GET /api/users/me, POST /api/login and the login link answer it. */
export interface CurrentUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: string[];
  branches: { id: number }[];
  /** Send back in `X-CSRF-Token` on every state-changing request of this session. */
  csrfToken: string;
}

export function currentUser(account: StaffAccount, csrfToken: string): CurrentUser {
  return {
    id: account.id,
    username: account.username,
    firstName: account.firstName,
    lastName: account.lastName,
    email: account.email,
    roles: account.roles,
    branches: account.branchIds.map((id) => ({ id })),
    csrfToken,
  };
}
