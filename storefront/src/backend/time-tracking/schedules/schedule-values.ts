import { DEFAULT_TIME_ZONE, type ShiftForm, shiftInstants, shiftWallClock } from '@bestell/domain';
import type { StaffUser } from '../../users/user-form-values';

/** A planned shift as the staff API sends it (generic CRUD with its version). */
export interface StaffShift {
  id: number;
  version: number;
  userId: number;
  branchId: number;
  startsAt: string;
  endsAt: string;
  breakMinutes: number;
  note: string | null;
  seriesId: string | null;
}

/** A person of the week grid. */
export interface ScheduleEmployee {
  id: number;
  name: string;
}

export const schedulesKey = ['staff', '/working-schedules', 'list'] as const;
export const timeZone = DEFAULT_TIME_ZONE;

/** The list query of one week (every shift touching it) of a branch. */
export function weekQuery(start: number, end: number, branchId: number | null): string {
  const params = new URLSearchParams({
    from: new Date(start).toISOString(),
    to: new Date(end).toISOString(),
    sort: 'startsAt',
    limit: '1000',
  });
  if (branchId !== null) params.set('branch', String(branchId));
  return `/working-schedules?${params.toString()}`;
}

/** The dialog's values of a shift, or of a new one on `date`. */
export function formValuesOf(shift: StaffShift | null, date: string): ShiftForm {
  if (!shift) {
    return { date, from: '08:00', to: '16:00', breakMinutes: 30, note: null, repeatWeeks: 0, applyToSeries: false };
  }
  return {
    ...shiftWallClock(shift.startsAt, shift.endsAt, timeZone),
    breakMinutes: shift.breakMinutes,
    note: shift.note,
    repeatWeeks: 0,
    applyToSeries: false,
  };
}

/** The API body of the dialog's values. */
export function bodyOf(values: ShiftForm, userId: number, branchId: number) {
  return {
    userId,
    branchId,
    ...shiftInstants(values.date, values.from, values.to, timeZone),
    breakMinutes: values.breakMinutes,
    note: values.note,
    repeatWeeks: values.repeatWeeks,
    applyToSeries: values.applyToSeries,
  };
}

export function displayName(user: { username: string; firstName?: string; lastName?: string }): string {
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim();
  return name === '' ? user.username : name;
}

/**
 * The rows of a branch's week for admins: the enabled people who work at the branch (admins work everywhere), and
 * everyone with a shift in the week there even if they have since left the branch or been disabled (their shifts
 * must stay visible: a copy of the week refuses them, and the admin has to see them to move or delete them).
 */
export function weekEmployees(
  users: readonly Pick<StaffUser, 'id' | 'username' | 'firstName' | 'lastName' | 'roles' | 'branches' | 'isEnabled'>[],
  shifts: readonly Pick<StaffShift, 'userId'>[],
  branchId: number | null,
): ScheduleEmployee[] {
  const planned = new Set(shifts.map((shift) => shift.userId));
  const known = new Set(users.map((user) => user.id));
  const people = users
    .filter(
      (user) =>
        planned.has(user.id) ||
        (user.isEnabled && (user.roles.includes('ROLE_ADMIN') || user.branches.some((b) => b.id === branchId))),
    )
    .map((user) => ({ id: user.id, name: displayName(user) }));
  const unknown = [...planned].filter((id) => !known.has(id)).map((id) => ({ id, name: `#${id}` }));
  return [...people, ...unknown].sort((a, b) => a.name.localeCompare(b.name, 'de'));
}
