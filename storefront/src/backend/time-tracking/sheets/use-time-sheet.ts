import { type ApiError, type TimeSheetAnswer, useStaffApi } from '@bestell/api-client';
import { useQuery } from '@tanstack/react-query';

export const timeSheetKey = ['staff', '/time-sheets'] as const;

/** The sheet of one person and month (no request before both are chosen). */
export function useTimeSheet(userId: number | null, month: string) {
  const api = useStaffApi();
  return useQuery<TimeSheetAnswer, ApiError>({
    queryKey: [...timeSheetKey, userId, month],
    queryFn: ({ signal }) => api.get<TimeSheetAnswer>(`/time-sheets/${userId}/${month}`, signal),
    enabled: userId !== null && /^\d{4}-\d{2}$/.test(month),
  });
}
