/** Spec §6: roles are read from the current user's roles list. */
export interface UserWithRoles {
  roles: readonly string[];
}

/** Spec §6: ROLE_ADMIN shows the front-end tools bar; anonymous visitors (null) and employees do not see it. */
export function showsFrontendTools(user: UserWithRoles | null | undefined): boolean {
  return user?.roles.includes('ROLE_ADMIN') ?? false;
}
