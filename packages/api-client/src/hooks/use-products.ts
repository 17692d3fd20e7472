import type { Product } from '@bestell/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { CATALOG_RELOAD_MS, queryKeys } from '../query-keys.js';
import { useApiClient } from './api-client-context.js';

export function useProducts(): UseQueryResult<Product[], ApiError> {
  const client = useApiClient();
  return useQuery<Product[], ApiError>({
    queryKey: queryKeys.products,
    queryFn: ({ signal }) => client.getProducts(signal),
    refetchInterval: CATALOG_RELOAD_MS,
  });
}
