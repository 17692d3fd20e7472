import type { AbsenceInput } from '@bestell/domain';

/** An absence as the staff API sends it (generic CRUD with its version). */
export interface StaffAbsence {
  id: number;
  version: number;
  userId: number;
  kind: 'holiday' | 'sick' | 'other';
  fromDate: string;
  toDate: string;
  note: string | null;
}

export interface HolidayBalanceRow {
  userId: number;
  displayName: string;
  year: number;
  entitlementDays: number;
  takenDays: number;
  leftDays: number;
}

export const absencesListKey = ['staff', '/absences', 'list'] as const;
export const entitlementsKey = ['staff', '/holiday-entitlements'] as const;

/** A day count in German ('27,5'). */
export const germanDays = (days: number) => String(days).replace('.', ',');

export function toAbsenceValues(absence: StaffAbsence | null): AbsenceInput {
  if (!absence) {
    return { userId: null as unknown as number, kind: 'holiday', fromDate: '', toDate: '', note: null };
  }
  return {
    userId: absence.userId,
    kind: absence.kind,
    fromDate: absence.fromDate,
    toDate: absence.toDate,
    note: absence.note,
  };
}
