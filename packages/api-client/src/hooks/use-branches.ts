import type { Branch } from '@bestell/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { CATALOG_RELOAD_MS, queryKeys } from '../query-keys.js';
import { useApiClient } from './api-client-context.js';

export function useBranches(): UseQueryResult<Branch[], ApiError> {
  const client = useApiClient();
  return useQuery<Branch[], ApiError>({
    queryKey: queryKeys.branches,
    queryFn: ({ signal }) => client.getBranches(signal),
    refetchInterval: CATALOG_RELOAD_MS,
  });
}
