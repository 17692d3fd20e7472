import type { PaginationState, RowSelectionState, SortingState } from '@tanstack/react-table';
import type { ReactNode } from 'react';

export type { PaginationState, RowSelectionState, SortingState };

/** A value a column sorts or filters by. */
export type CellValue = string | number | boolean | null | undefined;

/** One column of a {@link DataTable}: what its header says and how a row shows, sorts, searches and filters. */
export interface TableColumn<T> {
  id: string;
  header: string;
  /** The header text is read by screen readers only (e.g. an actions column). */
  headerHidden?: boolean;
  cell: (row: T) => ReactNode;
  /** Makes the column sortable; in client mode the rows are sorted by this value. */
  sortValue?: (row: T) => CellValue;
  /** Server mode: sortable by the server without a client-side value. */
  sortable?: boolean;
  /** Text the search looks in (client mode). */
  searchValue?: (row: T) => string;
  /** Value a filter of this column compares with (client mode). */
  filterValue?: (row: T) => CellValue;
  align?: 'start' | 'end' | 'center';
  /** The cell that names the row: rendered as a row header. */
  rowHeader?: boolean;
  /** Not shown: the column only filters or searches (e.g. a flag shown inside another cell). */
  hidden?: boolean;
}

/**
 * Filters of a client-mode table by column id: a row passes when its `filterValue` equals the value (or is one of
 * the values of an array). `undefined`, `null` and `''` mean no filter.
 */
export type TableFilters = Record<string, CellValue | readonly CellValue[]>;

/** Row selection and the bar of actions for the selected rows. */
export interface TableSelection<T> {
  /** Names the row in its checkbox label ('„Semmel“ auswählen'). */
  rowLabel: (row: T) => string;
  /** Controlled selection (row ids → true); uncontrolled without it. */
  selected?: RowSelectionState;
  onSelectedChange?: (selected: RowSelectionState) => void;
  /** The actions of the bar shown while rows are selected; `clear` empties the selection. */
  actions: (rows: T[], clear: () => void) => ReactNode;
}
