import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { queryKeys } from '../query-keys.js';
import { type CurrentUser, getCurrentUser } from '../session/current-user.js';
import { useApiClient } from './api-client-context.js';

/**
 * The signed-in staff user (null for anonymous visitors). `enabled` lets a caller hold the request back, e.g. until
 * the page runs in a browser: the answer depends on the visitor's cookie and never belongs in a server render.
 */
export function useCurrentUser(options: { enabled: boolean }): UseQueryResult<CurrentUser | null, ApiError> {
  const client = useApiClient();
  return useQuery<CurrentUser | null, ApiError>({
    queryKey: queryKeys.currentUser,
    queryFn: ({ signal }) => getCurrentUser(client, signal),
    enabled: options.enabled,
    retry: false,
  });
}
