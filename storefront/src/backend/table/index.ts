export type { ClientTableProps, DataTableProps, ServerTableProps } from './data-table';
export { DataTable } from './data-table';
export { compareCellValues, matchesSearch } from './table-columns';
export type {
  CellValue,
  PaginationState,
  RowSelectionState,
  SortingState,
  TableColumn,
  TableFilters,
  TableSelection,
} from './table-types';
