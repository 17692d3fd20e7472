import { type ApiError, type OnlinePauseEntry, onlinePausesKey, useStaffApi } from '@bestell/api-client';
import type { OnlinePauseInput } from '@bestell/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';

type PauseAction = { branchId: number; input: OnlinePauseInput } | { branchId: number; end: true };

/** PUT (set) or DELETE (end early) /api/branches/{id}/online-pause; the pauses are read again afterwards. */
export function useOnlinePauseAction() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation<OnlinePauseEntry | undefined, ApiError, PauseAction>({
    mutationFn: (action) =>
      'end' in action
        ? api.delete<undefined>(`/branches/${action.branchId}/online-pause`)
        : api.put<OnlinePauseEntry>(`/branches/${action.branchId}/online-pause`, action.input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: onlinePausesKey }),
  });
}
