import { ApiError, useStaffApi } from '@bestell/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type DeviceHealth, devicesHealthKey } from './device-values';

export type DeviceTest = 'notification' | 'print' | 'logs';

const testPaths: Record<DeviceTest, string> = {
  notification: 'test/notification',
  print: 'test/print',
  logs: 'request-device-logs',
};

/** The API's German message when it sent one, else the screen's own. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.errors.length > 0 ? error.message : fallback;
}

/** GET /api/devices/health, every 10 s: heartbeat, last seen and printer state of the visible devices. */
export function useDevicesHealth() {
  const api = useStaffApi();
  return useQuery({
    queryKey: devicesHealthKey,
    queryFn: ({ signal }) => api.get<DeviceHealth[]>('/devices/health', signal),
    refetchInterval: 10_000,
  });
}

/** POST /api/devices/{id}/pair: a one-time pairing code (15 minutes) for the desk. */
export function useCreatePairingCode(deviceId: number) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ code: string; expiresAt: string }>(`/devices/${deviceId}/pair`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: devicesHealthKey }),
  });
}

/** DELETE /api/devices/{id}/credential: the desk is locked out at once. */
export function useRevokePairing(deviceId: number) {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<void>(`/devices/${deviceId}/credential`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: devicesHealthKey }),
  });
}

/** Spec §7 device tests: the answer comes once the desk rang, printed or sent its log (else 409 with the §8 text). */
export function useDeviceTest(deviceId: number) {
  const api = useStaffApi();
  return useMutation({
    mutationFn: (test: DeviceTest) =>
      api.post<{ log?: string }>(`/devices/${deviceId}/${testPaths[test]}`).then((result) => ({ test, result })),
  });
}
