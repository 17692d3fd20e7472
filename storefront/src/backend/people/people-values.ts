import type { DonateeInput, ExternalUserInput } from '@bestell/domain';

/** An external user as the staff API sends it (generic CRUD row). */
export interface StaffExternalUser {
  id: number;
  version: number;
  provider: string;
  externalId: string;
  username: string;
  email: string | null;
  firstName: string | null;
  lastName: string | null;
  userId: number | null;
}

/** A donatee as the staff API sends it. */
export interface StaffDonatee {
  id: number;
  version: number;
  identifier: string | null;
  name: string;
  description: string | null;
  image: DonateeInput['image'];
  isEnabled: boolean;
  position: number;
}

/** GET /api/donatees/{id}/donations. */
export interface Donations {
  count: number;
  total: string;
  perOrder: string;
  orders: {
    id: number;
    uid: string;
    ticketNumber: number;
    branch: { id: number };
    placedAt: string;
    counts: boolean;
  }[];
}

export const externalUsersListKey = ['staff', '/external-users', 'list'] as const;
export const donateesListKey = ['staff', '/donatees', 'list'] as const;

export function toExternalUserValues(row: StaffExternalUser | null): ExternalUserInput {
  return {
    provider: row?.provider ?? '',
    externalId: row?.externalId ?? '',
    username: row?.username ?? '',
    email: row?.email ?? null,
    firstName: row?.firstName ?? null,
    lastName: row?.lastName ?? null,
    userId: row?.userId ?? null,
  };
}

export function toDonateeValues(row: StaffDonatee | null): DonateeInput {
  return {
    identifier: row?.identifier ?? null,
    name: row?.name ?? '',
    description: row?.description ?? null,
    image: row?.image ?? null,
    isEnabled: row?.isEnabled ?? true,
    position: row?.position ?? 0,
  };
}
