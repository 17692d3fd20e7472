import type { Donatee, Table } from '@bestell/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { getBranchTables, getDonatees } from '../orders/place-order.js';
import { CATALOG_RELOAD_MS } from '../query-keys.js';
import { useApiClient } from './api-client-context.js';

/** The tables of a branch for the dine-in table select; not fetched while `enabled` is false. */
export function useBranchTables(branchId: number | undefined, enabled = true): UseQueryResult<Table[], ApiError> {
  const client = useApiClient();
  return useQuery<Table[], ApiError>({
    queryKey: ['tables', { branchId }],
    queryFn: ({ signal }) => getBranchTables(client, branchId ?? 0, signal),
    enabled: enabled && branchId !== undefined,
    refetchInterval: CATALOG_RELOAD_MS,
  });
}

/** The donatees of the donation modal; not fetched while `enabled` is false (donations plugin off). */
export function useDonatees(enabled = true): UseQueryResult<Donatee[], ApiError> {
  const client = useApiClient();
  return useQuery<Donatee[], ApiError>({
    queryKey: ['donatees'],
    queryFn: ({ signal }) => getDonatees(client, signal),
    enabled,
    refetchInterval: CATALOG_RELOAD_MS,
  });
}
