import { useStaffApi } from '@bestell/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { serverListParams, useServerListQuery } from './server-list-params';

const SEARCH_DELAY_MS = 300;

export interface UrlPagedListOptions<F extends string> {
  /** The resource path, e.g. '/logs' (its list key is ['staff', path, 'list', …]: an invalidation refreshes it). */
  path: string;
  /** The filters kept in the URL (and sent to the API as they are). */
  filterNames: readonly F[];
  /** The page sizes offered; the first is the default. */
  pageSizes: readonly [number, ...number[]];
  /** The search field's label. */
  searchLabel: string;
}

/**
 * A list searched, filtered and paged by the API with its state in the page URL (newest first, no sorting): the
 * query, the search that goes to the API after a short pause, and the props of a server-mode DataTable.
 */
export function useUrlPagedList<T, F extends string>(options: UrlPagedListOptions<F>) {
  const api = useStaffApi();
  const { query, update } = useServerListQuery(options.filterNames, options.pageSizes[0]);
  const search = serverListParams(query).toString();
  const list = useQuery({
    queryKey: ['staff', options.path, 'list', search],
    queryFn: ({ signal }) => api.list<T>(`${options.path}?${search}`, signal),
    placeholderData: keepPreviousData,
  });

  const [searchText, setSearchText] = useState(query.q);
  useEffect(() => setSearchText(query.q), [query.q]);
  useEffect(() => {
    if (searchText === query.q) return;
    const timer = setTimeout(() => update({ q: searchText }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  });

  return {
    query,
    update,
    isError: list.isError,
    table: {
      mode: 'server' as const,
      rows: list.data?.rows ?? [],
      total: list.data?.total ?? 0,
      isLoading: list.isFetching,
      search: { label: options.searchLabel, value: searchText, onChange: setSearchText },
      pageSizes: options.pageSizes,
      sorting: [],
      onSortingChange: () => undefined,
      pagination: { pageIndex: query.page - 1, pageSize: query.limit },
      onPaginationChange: (pagination: { pageIndex: number; pageSize: number }) =>
        update({ page: pagination.pageIndex + 1, limit: pagination.pageSize }),
    },
  };
}
