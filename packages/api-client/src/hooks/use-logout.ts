import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { queryKeys } from '../query-keys.js';
import { type CurrentUser, logout } from '../session/current-user.js';
import { useApiClient } from './api-client-context.js';

/** Logs the current user out (the argument is the session's CSRF token); afterwards the current user is null. */
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
