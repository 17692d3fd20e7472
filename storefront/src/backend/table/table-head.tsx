import { backofficeTableMessages as t } from '@bestell/domain';
import type { Table } from '@tanstack/react-table';
import styles from './data-table.module.css';
import type { TableColumn } from './table-types';

interface TableHeadProps<T> {
  table: Table<T>;
  columns: readonly TableColumn<T>[];
  selection: boolean;
}

/** The header row: a 'select all on this page' checkbox and one header per column, sortable ones as buttons. */
export function TableHead<T>({ table, columns, selection }: TableHeadProps<T>) {
  const allSelected = table.getIsAllPageRowsSelected();
  const someSelected = table.getIsSomePageRowsSelected();
  return (
    <thead>
      <tr>
        {selection ? (
          <th scope="col" className={styles.selectCell}>
            <input
              type="checkbox"
              checked={allSelected}
              ref={(input) => {
                if (input) input.indeterminate = !allSelected && someSelected;
              }}
              onChange={table.getToggleAllPageRowsSelectedHandler()}
              disabled={table.getRowModel().rows.length === 0}
              aria-label={t.selectAll}
            />
          </th>
        ) : null}
        {columns.map((column) => {
          const tanstack = table.getColumn(column.id);
          const sortable = tanstack?.getCanSort() ?? false;
          const direction = tanstack?.getIsSorted() ?? false;
          const className = column.align ? styles[column.align] : undefined;
          const label = column.headerHidden ? (
            <span className={styles.visuallyHidden}>{column.header}</span>
          ) : (
            column.header
          );
          if (!sortable || !tanstack) {
            return (
              <th key={column.id} scope="col" className={className}>
                {label}
              </th>
            );
          }
          return (
            <th
              key={column.id}
              scope="col"
              className={className}
              aria-sort={direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : 'none'}
            >
              <button
                type="button"
                className={styles.sortButton}
                onClick={tanstack.getToggleSortingHandler()}
                title={t.sortBy(column.header)}
              >
                {label}
                <span className={styles.sortIcon} aria-hidden="true">
                  {direction === 'asc' ? '▲' : direction === 'desc' ? '▼' : '↕'}
                </span>
              </button>
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
