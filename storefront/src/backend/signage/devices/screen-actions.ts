import { useStaffApi } from '@bestell/api-client';
import type { SignageCommandInput } from '@bestell/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type StaffScreen, screenLiveKey, screensListKey, screensPath } from './screen-values';

export { messageOf } from '../../devices/device-actions';

/** The screen as it is now (pairing, last seen, command state), every 3 s while its page is open. */
export function useLiveScreen(id: number) {
  const api = useStaffApi();
  return useQuery({
    queryKey: screenLiveKey(id),
    queryFn: ({ signal }) => api.get<StaffScreen>(`${screensPath}/${id}`, signal),
    refetchInterval: 3_000,
  });
}

/** The answer of a command route is the screen: it replaces the stored one (spec §4). */
function useReplaceScreen(id: number) {
  const queryClient = useQueryClient();
  return (screen: StaffScreen) => {
    queryClient.setQueryData(screenLiveKey(id), screen);
    void queryClient.invalidateQueries({ queryKey: screensListKey });
  };
}

export function useSendCommand(id: number) {
  const api = useStaffApi();
  const replace = useReplaceScreen(id);
  return useMutation({
    mutationFn: (command: SignageCommandInput) => api.post<StaffScreen>(`${screensPath}/${id}/command`, { command }),
    onSuccess: replace,
  });
}

export function useAbortCommand(id: number) {
  const api = useStaffApi();
  const replace = useReplaceScreen(id);
  return useMutation({
    mutationFn: () => api.post<StaffScreen>(`${screensPath}/${id}/command/abort`),
    onSuccess: replace,
  });
}

/** POST …/pair: a one-time pairing code (15 minutes) for the screen. */
export function useCreatePairingCode(id: number) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ code: string; expiresAt: string }>(`${screensPath}/${id}/pair`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: screenLiveKey(id) }),
  });
}

/** DELETE …/credential: the screen is locked out at once. */
export function useRevokePairing(id: number) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`${screensPath}/${id}/credential`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: screenLiveKey(id) }),
  });
}
