import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { queryKeys } from '../query-keys.js';
import { type CurrentUser, getCurrentUser, logout } from '../session/current-user.js';
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

/** Logs the current user out; afterwards the current user is null for every reader. */
export function useLogout(): UseMutationResult<void, ApiError, string> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (csrfToken) => logout(client, csrfToken),
    onSuccess: () => {
      queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, null);
      // Staff see disabled navigation items from the API; visitors get them filtered.
      void queryClient.invalidateQueries({ queryKey: queryKeys.navigations });
    },
  });
}
