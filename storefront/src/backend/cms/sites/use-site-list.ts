import { type StaffPage, useStaffApi } from '@bestell/api-client';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { PaginationState, SortingState } from '../../table';
import type { StaffSite } from './site-form-values';
import { sitesListKey } from './sites-list-key';

export const sitePageSizes = [25, 50, 100] as const;
export const sortableSiteColumns = ['name', 'path', 'type', 'updatedAt'] as const;

export interface SiteListFilters {
  search: string;
  /** '' for every type. */
  type: string;
  /** '' for all, 'true' public, 'false' drafts. */
  isPublic: string;
}

/** The query string of one page of GET /api/sites: paging, sort, the name search and the filters. */
export function siteListParams(filters: SiteListFilters, sorting: SortingState, pagination: PaginationState): string {
  const params = new URLSearchParams();
  params.set('limit', String(pagination.pageSize));
  params.set('offset', String(pagination.pageIndex * pagination.pageSize));
  const sort = sorting[0];
  if (sort) params.set('sort', `${sort.desc ? '-' : ''}${sort.id}`);
  if (filters.search.trim() !== '') params.set('name', filters.search.trim());
  if (filters.type !== '') params.set('type', filters.type);
  if (filters.isPublic !== '') params.set('isPublic', filters.isPublic);
  return params.toString();
}

/** One page of sites from the API (search, filter, sort and paging by the API); a new search or filter starts at page 1. */
export function useSiteList() {
  const api = useStaffApi();
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<SiteListFilters>({ search: '', type: '', isPublic: '' });
  const [sorting, setSorting] = useState<SortingState>([{ id: 'path', desc: false }]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize: sitePageSizes[0] });

  useEffect(() => {
    if (searchText === filters.search) return;
    const timer = setTimeout(() => {
      setFilters((current) => ({ ...current, search: searchText }));
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    }, 300);
    return () => clearTimeout(timer);
  }, [searchText, filters.search]);

  const params = siteListParams(filters, sorting, pagination);
  const query = useQuery<StaffPage<StaffSite>>({
    queryKey: [...sitesListKey, params],
    queryFn: ({ signal }) => api.list<StaffSite>(`/sites?${params}`, signal),
    placeholderData: keepPreviousData,
  });
  return {
    query,
    filters,
    setFilter: (name: 'type' | 'isPublic', value: string) => {
      setFilters((current) => ({ ...current, [name]: value }));
      setPagination((current) => ({ ...current, pageIndex: 0 }));
    },
    table: {
      mode: 'server' as const,
      total: query.data?.total ?? 0,
      sorting,
      onSortingChange: (next: SortingState) => {
        const first = next[0];
        if (first && (sortableSiteColumns as readonly string[]).includes(first.id)) setSorting([first]);
      },
      pagination,
      onPaginationChange: setPagination,
      pageSizes: sitePageSizes,
      search: { value: searchText, onChange: setSearchText },
    },
  };
}
