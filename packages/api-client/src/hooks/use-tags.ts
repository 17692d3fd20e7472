import type { Tag } from '@bestell/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { CATALOG_RELOAD_MS, queryKeys } from '../query-keys.js';
import { useApiClient } from './api-client-context.js';

export function useTags(): UseQueryResult<Tag[], ApiError> {
  const client = useApiClient();
  return useQuery<Tag[], ApiError>({
    queryKey: queryKeys.tags,
    queryFn: ({ signal }) => client.getTags(signal),
    refetchInterval: CATALOG_RELOAD_MS,
  });
}
