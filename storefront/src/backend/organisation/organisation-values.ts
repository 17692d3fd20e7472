import type { DepartmentInput, DivisionInput, departmentInputSchema, divisionInputSchema } from '@bestell/domain';
import type { z } from 'zod';

/** A division as the staff API answers it: the stored row (its input's fields) with id and version. */
export type StaffDivision = DivisionInput & { id: number; version: number };
/** A department as the staff API answers it. */
export type StaffDepartment = DepartmentInput & { id: number; version: number };

export const divisionsListKey = ['staff', '/divisions', 'list'] as const;
export const departmentsListKey = ['staff', '/departments', 'list'] as const;

export type DivisionFormValues = z.input<typeof divisionInputSchema>;
export type DepartmentFormValues = z.input<typeof departmentInputSchema>;

export function toDivisionValues(division: StaffDivision | null): DivisionFormValues {
  return {
    identifier: division?.identifier ?? '',
    name: division?.name ?? '',
    title: division?.title ?? '',
    description: division?.description ?? '',
    isPublic: division?.isPublic ?? true,
    position: division?.position ?? 0,
  };
}

export function toDepartmentValues(department: StaffDepartment | null): DepartmentFormValues {
  return {
    branchId: department?.branchId ?? null,
    name: department?.name ?? '',
    description: department?.description ?? '',
    position: department?.position ?? 0,
  };
}
