import { ORDER_STATUS_POLL_INTERVAL_MS, type Questionnaire, shouldPollOrderStatus } from '@bestell/domain';
import {
  type UseMutationResult,
  type UseQueryResult,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import {
  answerCounterAppointment,
  type CounterAppointmentAnswer,
  getPublicOrder,
  type PublicOrder,
  sendQuestionnaire,
} from '../orders/public-order.js';
import { useApiClient } from './api-client-context.js';

export const publicOrderKey = (uid: string, hash: string) => ['orders', 'public', uid, hash] as const;

/**
 * The order of the status page. Spec §4/§9: reloads every 10 s until the order is completed, rejected, canceled or
 * failed; a 404 (unknown uid or wrong hash) is not retried.
 */
export function usePublicOrder(uid: string, hash: string): UseQueryResult<PublicOrder, ApiError> {
  const client = useApiClient();
  return useQuery<PublicOrder, ApiError>({
    queryKey: publicOrderKey(uid, hash),
    queryFn: ({ signal }) => getPublicOrder(client, uid, hash, signal),
    staleTime: 0,
    retry: (failureCount, error) => error.status !== 404 && failureCount < 1,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && !shouldPollOrderStatus(order) ? false : ORDER_STATUS_POLL_INTERVAL_MS;
    },
    refetchIntervalInBackground: true,
  });
}

/** Spec §4 Counter-appointment: confirm or reject; the answer replaces the cached order (the order is reloaded). */
export function useAnswerCounterAppointment(
  uid: string,
  hash: string,
): UseMutationResult<PublicOrder, ApiError, CounterAppointmentAnswer> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<PublicOrder, ApiError, CounterAppointmentAnswer>({
    mutationFn: (answer) => answerCounterAppointment(client, uid, hash, answer),
    onSuccess: (order) => queryClient.setQueryData(publicOrderKey(uid, hash), order),
    onError: () => queryClient.invalidateQueries({ queryKey: publicOrderKey(uid, hash) }),
  });
}

/** Spec §4 Questionnaire: sent once; the answer (with its rating) replaces the cached order. */
export function useSendQuestionnaire(
  uid: string,
  hash: string,
): UseMutationResult<PublicOrder, ApiError, Questionnaire> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation<PublicOrder, ApiError, Questionnaire>({
    mutationFn: (questionnaire) => sendQuestionnaire(client, uid, hash, questionnaire),
    onSuccess: (order) => queryClient.setQueryData(publicOrderKey(uid, hash), order),
  });
}
