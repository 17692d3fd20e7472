import type { TableInput } from '@bestell/domain';

/** A table as the staff API sends it (generic CRUD with its version). */
export interface StaffTable {
  id: number;
  version: number;
  identifier: string;
  branch: { id: number };
  name: string | null;
  seats: number | null;
  isEnabled: boolean;
}

export type TableFormValues = TableInput;

export const tablesListKey = ['staff', '/tables', 'list'] as const;

/** The form's values of a table, or of a new table in the branch the back-office's picker shows. */
export function toTableValues(table: StaffTable | null, branchId: number | null): TableFormValues {
  if (!table) {
    // No branch chosen yet: the select shows its placeholder and the schema's German 'blank' error on save.
    return {
      branchId: branchId ?? (null as unknown as number),
      identifier: '',
      name: null,
      seats: null,
      isEnabled: true,
    };
  }
  return {
    branchId: table.branch.id,
    identifier: table.identifier,
    name: table.name,
    seats: table.seats,
    isEnabled: table.isEnabled,
  };
}

/** The A4 PDF of the branch's table cards (GET /api/tables/qr-cards.pdf, branch-checked by the API). */
export const qrCardsUrl = (branchId: number) => `/api/tables/qr-cards.pdf?branch=${branchId}`;
