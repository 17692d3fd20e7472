import type { PublicConfig } from '@bestell/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { queryKeys } from '../query-keys.js';
import { useApiClient } from './api-client-context.js';

export function useConfig(): UseQueryResult<PublicConfig, ApiError> {
  const client = useApiClient();
  return useQuery<PublicConfig, ApiError>({
    queryKey: queryKeys.config,
    queryFn: ({ signal }) => client.getConfig(signal),
  });
}
