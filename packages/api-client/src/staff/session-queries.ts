import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import type { RequestBody } from '../generated/types.js';
import { useApiClient } from '../hooks/api-client-context.js';
import { queryKeys } from '../query-keys.js';
import { type CurrentUser, logout } from '../session/current-user.js';

/**
 * Mutations of the sign-in screens answer 401 for wrong credentials: the back-office's central 401 → login redirect
 * leaves mutations with this meta alone.
 */
export const noAuthRedirect = { noAuthRedirect: true } as const;

/** The login form's body, as the API document describes it. */
type LoginBody = RequestBody<'postLogin'>;

/** POST /api/login `{ username, password }`: the answer is the signed-in user, kept as the current user. */
export function useStaffLogin(): UseMutationResult<CurrentUser, ApiError, LoginBody> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CurrentUser, ApiError, LoginBody>({
    mutationFn: (body) => client.request<CurrentUser>('/login', { method: 'POST', body }),
    onSuccess: (user) => queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, user),
    meta: noAuthRedirect,
  });
}

/** POST /api/login/link/{token}: signs in with a one-time login link. */
export function useLoginLink(): UseMutationResult<CurrentUser, ApiError, string> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<CurrentUser, ApiError, string>({
    mutationFn: (token) => client.request<CurrentUser>(`/login/link/${encodeURIComponent(token)}`, { method: 'POST' }),
    onSuccess: (user) => queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, user),
    meta: noAuthRedirect,
  });
}

/** POST /api/logout; afterwards nothing of the session stays in the cache. */
export function useStaffLogout(): UseMutationResult<void, ApiError, string> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<void, ApiError, string>({
    mutationFn: (csrfToken) => logout(client, csrfToken),
    onSettled: () => {
      queryClient.clear();
      queryClient.setQueryData<CurrentUser | null>(queryKeys.currentUser, null);
    },
    meta: noAuthRedirect,
  });
}
