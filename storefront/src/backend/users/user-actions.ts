import { ApiError, useStaffApi } from '@bestell/api-client';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type StaffUser, userBody } from './user-form-values';

export const usersListKey = ['staff', '/users', 'list'] as const;

function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.errors.length > 0 ? error.message : fallback;
}

/** Disable or enable a user (PUT with the listed version; the API refuses to leave no active admin). */
export function useSetUserEnabled(onError: (message: string) => void, fallback: string) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ user, isEnabled }: { user: StaffUser; isEnabled: boolean }) =>
      api.put<StaffUser>(`/users/${user.id}`, userBody(user, { isEnabled }), { ifMatch: user.version }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['staff', '/users', saved.id], saved);
      return queryClient.invalidateQueries({ queryKey: usersListKey });
    },
    onError: (error) => onError(messageOf(error, fallback)),
  });
}

/** POST /api/login-links { userId, send: true }: the API e-mails a one-time login link to the user. */
export function useSendLoginLink(onError: (message: string) => void, fallback: string) {
  const api = useStaffApi();
  return useMutation({
    mutationFn: (user: StaffUser) => api.post('/login-links', { userId: user.id, send: true }),
    onError: (error) => onError(messageOf(error, fallback)),
  });
}
