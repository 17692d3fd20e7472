import { type StaffPage, useStaffApi } from '@bestell/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { PaginationState, SortingState } from '../../table';

const SEARCH_DELAY_MS = 300;
export const LIST_PAGE_SIZES = [25, 50, 100] as const;

export interface ServerListOptions {
  /** The resource path, e.g. '/redirects' (its list key is ['staff', path, 'list', …]: a save refreshes it). */
  path: string;
  /** The API's search filter the search field fills (a `search` filter of the resource, e.g. 'name'). */
  searchParam: string;
  /** The search field's label. */
  searchLabel: string;
  /** The first order (an API sort field). */
  defaultSort: { id: string; desc: boolean };
  /** Columns that may be sorted by the API. */
  sortable: readonly string[];
}

/** The query string of one page: offset and limit, sort ('-field' descending), search and filters ('' = none). */
export function listParams(
  options: Pick<ServerListOptions, 'searchParam'>,
  state: { search: string; filters: Record<string, string>; sort: SortingState; pagination: PaginationState },
): string {
  const params = new URLSearchParams();
  params.set('limit', String(state.pagination.pageSize));
  params.set('offset', String(state.pagination.pageIndex * state.pagination.pageSize));
  const sort = state.sort[0];
  if (sort) params.set('sort', `${sort.desc ? '-' : ''}${sort.id}`);
  if (state.search.trim() !== '') params.set(options.searchParam, state.search.trim());
  for (const [name, value] of Object.entries(state.filters)) if (value !== '') params.set(name, value);
  return params.toString();
}

/**
 * One page of a CMS list from the API (search, filters, sort and paging done by the API, so a long list of redirects
 * stays fast), with the props of a server-mode DataTable. A change of search or filter goes back to the first page.
 */
export function useServerList<T>(options: ServerListOptions) {
  const api = useStaffApi();
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [filters, setFilters] = useState<Record<string, string>>({});
  const [sorting, setSorting] = useState<SortingState>([options.defaultSort]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: LIST_PAGE_SIZES[0] });
  const latest = useRef(pagination);
  latest.current = pagination;

  // The search goes to the API after a short pause, not on every key.
  useEffect(() => {
    if (searchText === search) return;
    const timer = setTimeout(() => {
      setSearch(searchText);
      setPagination({ ...latest.current, pageIndex: 0 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText, search]);

  const params = listParams(options, { search, filters, sort: sorting, pagination });
  const query = useQuery<StaffPage<T>>({
    queryKey: ['staff', options.path, 'list', params],
    queryFn: ({ signal }) => api.list<T>(`${options.path}?${params}`, signal),
    placeholderData: keepPreviousData,
  });

  return {
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    isLoading: query.isFetching,
    isError: query.isError,
    filter: (name: string) => filters[name] ?? '',
    setFilter: (name: string, value: string) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPagination({ ...latest.current, pageIndex: 0 });
    },
    table: {
      mode: 'server' as const,
      total: query.data?.total ?? 0,
      sorting,
      onSortingChange: (next: SortingState) => {
        const first = next[0];
        if (first && options.sortable.includes(first.id)) setSorting([first]);
      },
      pagination,
      onPaginationChange: setPagination,
      pageSizes: LIST_PAGE_SIZES,
      search: { label: options.searchLabel, value: searchText, onChange: setSearchText },
    },
  };
}
