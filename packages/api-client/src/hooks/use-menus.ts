import type { Menu } from '@bestell/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { CATALOG_RELOAD_MS, queryKeys } from '../query-keys.js';
import { useApiClient } from './api-client-context.js';

export function useMenus(): UseQueryResult<Menu[], ApiError> {
  const client = useApiClient();
  return useQuery<Menu[], ApiError>({
    queryKey: queryKeys.menus,
    queryFn: ({ signal }) => client.getMenus(signal),
    refetchInterval: CATALOG_RELOAD_MS,
  });
}
