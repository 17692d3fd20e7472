import { backofficeTableMessages as t } from '@bestell/domain';
import {
  type ColumnFiltersState,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type OnChangeFn,
  type PaginationState,
  type RowSelectionState,
  type SortingState,
  type Updater,
  useReactTable,
} from '@tanstack/react-table';
import { type ReactNode, useId, useMemo, useState } from 'react';
import styles from './data-table.module.css';
import { TableBulkBar } from './table-bulk-bar';
import { matchesSearch, toColumnDefs } from './table-columns';
import { TableHead } from './table-head';
import { TablePagination } from './table-pagination';
import type { TableColumn, TableFilters, TableSelection } from './table-types';

interface DataTableCommon<T> {
  /** Names the table (its <caption>). */
  caption: string;
  /** The caption is read by screen readers only (a page heading already names the table). */
  captionHidden?: boolean;
  columns: readonly TableColumn<T>[];
  rows: readonly T[];
  getRowId: (row: T) => string;
  isLoading?: boolean;
  /** Text of an empty table; default 'Keine Einträge gefunden.'. */
  emptyText?: string;
  /** Shows a search field; the value is lifted to the caller when `onSearchChange` is given. */
  search?: { label?: string; value?: string; onChange?: (value: string) => void };
  /** Controls beside the search field (filters, a 'new' link …). */
  toolbar?: ReactNode;
  selection?: TableSelection<T>;
  /** Page sizes to choose from; the first is the default. */
  pageSizes?: readonly number[];
}

/** Client mode: all rows are given; the table sorts, searches, filters and pages them. */
export interface ClientTableProps<T> extends DataTableCommon<T> {
  mode?: 'client';
  filters?: TableFilters;
  initialSorting?: SortingState;
}

/** Server mode: the caller fetches one page; sorting, paging and search are lifted to it. */
export interface ServerTableProps<T> extends DataTableCommon<T> {
  mode: 'server';
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
  pagination: PaginationState;
  onPaginationChange: (pagination: PaginationState) => void;
  /** Rows on all pages together. */
  total: number;
  /** More rows exist than `total` (a lower bound the API marked). */
  totalCapped?: boolean;
}

export type DataTableProps<T> = ClientTableProps<T> | ServerTableProps<T>;

const DEFAULT_PAGE_SIZES = [25, 50, 100] as const;

function apply<V>(updater: Updater<V>, old: V): V {
  return typeof updater === 'function' ? (updater as (old: V) => V)(old) : updater;
}

/**
 * The back-office table (TanStack Table): a <table> with a caption, sortable column headers (buttons, aria-sort),
 * search, filters, row selection with a bar of bulk actions, an empty state and German paging controls.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { caption, captionHidden, columns, rows, getRowId, isLoading, search, toolbar, selection } = props;
  const manual = props.mode === 'server';
  const pageSizes = props.pageSizes ?? DEFAULT_PAGE_SIZES;
  const searchId = useId();

  const [ownQuery, setOwnQuery] = useState('');
  const query = search?.value ?? ownQuery;
  const setQuery = (value: string) => {
    if (search?.onChange) search.onChange(value);
    if (search?.value === undefined) setOwnQuery(value);
  };

  const [ownSorting, setOwnSorting] = useState<SortingState>(
    props.mode === 'server' ? [] : (props.initialSorting ?? []),
  );
  const sorting = props.mode === 'server' ? props.sorting : ownSorting;
  const [ownPagination, setOwnPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: pageSizes[0] ?? 25 });
  const pagination = props.mode === 'server' ? props.pagination : ownPagination;
  const [ownSelected, setOwnSelected] = useState<RowSelectionState>({});
  const selected = selection?.selected ?? ownSelected;

  // Client mode searches before TanStack sees the rows: the search looks in every column's searchValue.
  const visibleRows = useMemo(() => {
    if (manual || !query.trim()) return rows as T[];
    const searchable = columns.flatMap((column) => (column.searchValue ? [column.searchValue] : []));
    return rows.filter((row) =>
      matchesSearch(
        searchable.map((text) => text(row)),
        query,
      ),
    );
  }, [manual, query, rows, columns]);

  const columnDefs = useMemo(() => toColumnDefs(columns, manual), [columns, manual]);
  const filters = props.mode === 'server' ? undefined : props.filters;
  const columnFilters = useMemo<ColumnFiltersState>(
    () => Object.entries(filters ?? {}).map(([id, value]) => ({ id, value })),
    [filters],
  );

  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const next = apply(updater, sorting);
    if (props.mode === 'server') {
      props.onSortingChange(next);
      props.onPaginationChange({ ...props.pagination, pageIndex: 0 });
    } else setOwnSorting(next);
  };
  const onPaginationChange: OnChangeFn<PaginationState> = (updater) => {
    const next = apply(updater, pagination);
    if (props.mode === 'server') props.onPaginationChange(next);
    else setOwnPagination(next);
  };
  const onRowSelectionChange: OnChangeFn<RowSelectionState> = (updater) => {
    const next = apply(updater, selected);
    selection?.onSelectedChange?.(next);
    if (selection?.selected === undefined) setOwnSelected(next);
  };

  const table = useReactTable<T>({
    data: visibleRows,
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: { sorting, pagination, rowSelection: selected, columnFilters },
    onSortingChange,
    onPaginationChange,
    onRowSelectionChange,
    enableRowSelection: Boolean(selection),
    enableSortingRemoval: false,
    enableMultiSort: false,
    getCoreRowModel: getCoreRowModel(),
    ...(manual
      ? {
          manualSorting: true,
          manualPagination: true,
          manualFiltering: true,
          rowCount: props.mode === 'server' ? props.total : 0,
        }
      : {
          getSortedRowModel: getSortedRowModel(),
          getFilteredRowModel: getFilteredRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
          autoResetPageIndex: true,
        }),
  });

  const pageRows = table.getRowModel().rows;
  const total = props.mode === 'server' ? props.total : table.getFilteredRowModel().rows.length;
  const selectedIds = Object.keys(selected).filter((id) => selected[id]);
  // The selected rows the table knows, in row order (server mode: those of the loaded page).
  const selectedRows = rows.filter((row) => selected[getRowId(row)]);
  const clearSelection = () => onRowSelectionChange({});
  const shownColumns = columns.filter((column) => !column.hidden);
  const columnCount = shownColumns.length + (selection ? 1 : 0);

  return (
    <div className={styles.wrapper}>
      {search || toolbar ? (
        <div className={styles.toolbar}>
          {search ? (
            <span className={styles.search}>
              <label htmlFor={searchId}>{search.label ?? t.search}</label>
              <input id={searchId} type="search" value={query} onChange={(event) => setQuery(event.target.value)} />
            </span>
          ) : null}
          {toolbar}
        </div>
      ) : null}
      {selection ? (
        <p className={styles.visuallyHidden} aria-live="polite">
          {selectedIds.length > 0 ? t.selected(selectedIds.length) : ''}
        </p>
      ) : null}
      {selection && selectedIds.length > 0 ? (
        <TableBulkBar count={selectedIds.length} label={t.selected(selectedIds.length)} onClear={clearSelection}>
          {selection.actions(selectedRows, clearSelection)}
        </TableBulkBar>
      ) : null}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable table must be reachable by keyboard */}
      <section className={styles.scroller} aria-label={caption} tabIndex={0}>
        <table className={styles.table} aria-busy={isLoading ? true : undefined}>
          <caption className={captionHidden ? styles.visuallyHidden : styles.caption}>{caption}</caption>
          <TableHead table={table} columns={shownColumns} selection={Boolean(selection)} />
          <tbody>
            {pageRows.length === 0 ? (
              <tr>
                <td colSpan={columnCount} className={styles.empty}>
                  {isLoading ? t.loading : (props.emptyText ?? t.empty)}
                </td>
              </tr>
            ) : (
              pageRows.map((row) => (
                <tr key={row.id} className={row.getIsSelected() ? styles.selectedRow : undefined}>
                  {selection ? (
                    <td className={styles.selectCell}>
                      <input
                        type="checkbox"
                        checked={row.getIsSelected()}
                        onChange={row.getToggleSelectedHandler()}
                        aria-label={t.selectRow(selection.rowLabel(row.original))}
                      />
                    </td>
                  ) : null}
                  {shownColumns.map((column) => {
                    const content = column.cell(row.original);
                    const className = column.align ? styles[column.align] : undefined;
                    return column.rowHeader ? (
                      <th key={column.id} scope="row" className={className}>
                        {content}
                      </th>
                    ) : (
                      <td key={column.id} className={className}>
                        {content}
                      </td>
                    );
                  })}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
      <TablePagination
        pageIndex={pagination.pageIndex}
        pageSize={pagination.pageSize}
        pageCount={table.getPageCount()}
        total={total}
        totalCapped={props.mode === 'server' && props.totalCapped === true}
        pageSizes={pageSizes}
        onPageIndexChange={(pageIndex) => table.setPageIndex(pageIndex)}
        onPageSizeChange={(pageSize) => onPaginationChange({ pageIndex: 0, pageSize })}
      />
    </div>
  );
}
