import type { Category } from '@bestell/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { CATALOG_RELOAD_MS, queryKeys } from '../query-keys.js';
import { useApiClient } from './api-client-context.js';

export function useCategories(): UseQueryResult<Category[], ApiError> {
  const client = useApiClient();
  return useQuery<Category[], ApiError>({
    queryKey: queryKeys.categories,
    queryFn: ({ signal }) => client.getCategories(signal),
    refetchInterval: CATALOG_RELOAD_MS,
  });
}
