import type { Navigation } from '@bestell/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { CATALOG_RELOAD_MS, queryKeys } from '../query-keys.js';
import { useApiClient } from './api-client-context.js';

/** The CMS navigations (spec §7 initial load: GET /api/navigations), reloaded with the catalog. */
export function useNavigations(): UseQueryResult<Navigation[], ApiError> {
  const client = useApiClient();
  return useQuery<Navigation[], ApiError>({
    queryKey: queryKeys.navigations,
    queryFn: ({ signal }) => client.request<Navigation[]>('/navigations', signal ? { signal } : {}),
    refetchInterval: CATALOG_RELOAD_MS,
  });
}
