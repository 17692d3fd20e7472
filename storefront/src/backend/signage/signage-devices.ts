import { useStaffApi } from '@bestell/api-client';
import type { SignageOrientation } from '@bestell/domain';
import { useQuery } from '@tanstack/react-query';

/** A signage screen as the staff API lists it (the parts the content screens need: preview, week plan). */
export interface SignageScreen {
  id: number;
  identifier: string;
  name: string;
  branchId: number;
  /** Its branch is a partner branch (reselling prices, partner scope). */
  isPartner: boolean;
  orientation: SignageOrientation;
  resolution: string;
  groupName: string | null;
}

export const signageDevicesPath = '/digital-signage-devices';

/** The screens the staff member sees (employees: their branches', as the API answers). */
export function useSignageScreens() {
  const api = useStaffApi();
  return useQuery({
    queryKey: ['staff', signageDevicesPath, 'list'],
    queryFn: ({ signal }) => api.list<SignageScreen>(`${signageDevicesPath}?limit=1000`, signal),
  });
}
