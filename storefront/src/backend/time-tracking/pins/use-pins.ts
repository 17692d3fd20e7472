import { ApiError, useStaffApi } from '@bestell/api-client';
import { timeTrackingMessages as m } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

export interface PinStatus {
  userId: number;
  username: string;
  displayName: string;
  hasPin: boolean;
  lockedUntil: string | null;
}

const pinsKey = ['staff', '/time-tracking/pins'] as const;

export function messageOf(error: unknown): string {
  return error instanceof ApiError && error.errors.length > 0 ? error.message : m.pinSaveFailed;
}

/** GET /api/time-tracking/pins (admins): every user's PIN state. */
export function usePinStatus(enabled: boolean) {
  const api = useStaffApi();
  return useQuery({
    queryKey: pinsKey,
    queryFn: ({ signal }) => api.get<PinStatus[]>('/time-tracking/pins', signal),
    enabled,
  });
}

/** PUT /api/time-tracking/pins/{userId|me} or DELETE /api/time-tracking/pins/{userId}. */
export function usePinChange() {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ target, pin }: { target: number | 'me'; pin: string | null }) =>
      pin === null ? api.delete(`/time-tracking/pins/${target}`) : api.put(`/time-tracking/pins/${target}`, { pin }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: pinsKey }),
  });
}
