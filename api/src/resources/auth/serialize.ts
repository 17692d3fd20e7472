import type { CurrentUser } from '@bestell/domain';
import type { StaffAccount } from '../../infrastructure/auth/staff-account.js';

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
