import { userRoles, type userUpdateSchema } from '@bestell/domain';
import type { z } from 'zod';

/** A staff account as the API sends it (never the password). */
export interface StaffUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: string[];
  branches: { id: number }[];
  isEnabled: boolean;
  expiresAt: string | null;
  lockedUntil: string | null;
  lastLoginAt: string | null;
  version: number;
}

export type UserFormValues = z.input<typeof userUpdateSchema>;
type Role = (typeof userRoles)[number];

function isRole(role: string): role is Role {
  return (userRoles as readonly string[]).includes(role);
}

/** The form's values: the keys of the user schema; the password field starts empty (empty keeps the current one). */
export function toUserValues(user: StaffUser | null): UserFormValues {
  if (!user) {
    return {
      username: '',
      firstName: '',
      lastName: '',
      email: '',
      roles: ['ROLE_EMPLOYEE'],
      branches: [],
      isEnabled: true,
      expiresAt: null,
      password: '',
    };
  }
  return {
    username: user.username,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? '',
    roles: user.roles.filter(isRole),
    branches: user.branches.map((branch) => ({ id: branch.id })),
    isEnabled: user.isEnabled,
    expiresAt: user.expiresAt,
    password: '',
  };
}

/** The PUT body of a user as listed, with changes (enable/disable from the list keeps everything else). */
export function userBody(user: StaffUser, changes: Partial<UserFormValues>): UserFormValues {
  const { password: _password, ...values } = toUserValues(user);
  return { ...values, ...changes };
}

export function fullName(user: Pick<StaffUser, 'firstName' | 'lastName' | 'username'>): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name === '' ? user.username : name;
}
