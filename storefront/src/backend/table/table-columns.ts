import type { ColumnDef, FilterFn, SortingFn } from '@tanstack/react-table';
import type { CellValue, TableColumn, TableFilters } from './table-types';

export const SELECT_COLUMN_ID = '__select';

function isEmptyFilter(value: TableFilters[string]): boolean {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Equality filter: the row's value equals the filter value, or is one of the filter values. */
export const equalsFilter: FilterFn<unknown> = (row, columnId, filter: TableFilters[string]) => {
  if (isEmptyFilter(filter)) return true;
  const value = row.getValue<CellValue>(columnId);
  return Array.isArray(filter) ? filter.includes(value) : value === filter;
};

const collator = new Intl.Collator('de', { numeric: true, sensitivity: 'base' });

/** German order for text (ä after a, numbers by value), numbers and booleans by value; empty values last. */
export function compareCellValues(a: CellValue, b: CellValue): number {
  const aEmpty = a === null || a === undefined || a === '';
  const bEmpty = b === null || b === undefined || b === '';
  if (aEmpty || bEmpty) return aEmpty === bEmpty ? 0 : aEmpty ? 1 : -1;
  if (typeof a === 'string' && typeof b === 'string') return collator.compare(a, b);
  return Number(a) - Number(b);
}

const cellValueSort: SortingFn<unknown> = (a, b, columnId) =>
  compareCellValues(a.getValue<CellValue>(columnId), b.getValue<CellValue>(columnId));

/** The global search: the query's words must all occur (case-insensitive) in the row's searchable texts. */
export function matchesSearch(texts: readonly string[], query: string): boolean {
  const words = query.toLocaleLowerCase('de').split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = texts.join(' ').toLocaleLowerCase('de');
  return words.every((word) => haystack.includes(word));
}

/** The TanStack column definitions of our columns (the cells are rendered by the table from `TableColumn.cell`). */
export function toColumnDefs<T>(columns: readonly TableColumn<T>[], manual: boolean): ColumnDef<T, CellValue>[] {
  return columns.map((column) => {
    const { sortValue, filterValue } = column;
    const accessor = sortValue ?? filterValue;
    return {
      id: column.id,
      accessorFn: accessor ? (row: T) => accessor(row) : () => null,
      enableSorting: Boolean(sortValue) || Boolean(manual && column.sortable),
      enableColumnFilter: Boolean(filterValue),
      enableGlobalFilter: false,
      sortDescFirst: false,
      sortingFn: cellValueSort as SortingFn<T>,
      sortUndefined: false,
      filterFn: (filterValue
        ? (row, _columnId, filter: TableFilters[string]) => {
            if (isEmptyFilter(filter)) return true;
            const value = filterValue(row.original);
            return Array.isArray(filter) ? filter.includes(value) : value === filter;
          }
        : equalsFilter) as FilterFn<T>,
    } satisfies ColumnDef<T, CellValue>;
  });
}
