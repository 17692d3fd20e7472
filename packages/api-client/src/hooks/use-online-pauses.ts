import type { OnlinePause } from '@bestell/domain';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import { useApiClient } from './api-client-context.js';

/** A pause or busy mode in force (GET /api/online-pauses); staff, desks and keys also get who set it and when. */
export interface OnlinePauseEntry extends OnlinePause {
  branch: { id: number };
  setBy?: string;
  setAt?: string;
}

export const onlinePausesKey = ['online-pauses'] as const;
/** How often the shop looks again (issue 27.3: a pause set elsewhere shows within this). */
export const ONLINE_PAUSE_POLL_MS = 15_000;

export interface OnlinePausesOptions {
  /**
   * False on the board: its staff stream (useOrderFeed) reads the pauses again on `branch.paused` and on every
   * (re)connect, so it needs no poll. The shop polls (it has no live stream).
   */
  poll?: boolean;
}

/**
 * The pauses and busy modes in force (issue 27.3), read again every 15 s (shop) and when the window regains focus;
 * each one ends by itself at `until` (the domain rules compare it with the clock).
 */
export function useOnlinePauses({
  poll = true,
}: OnlinePausesOptions = {}): UseQueryResult<OnlinePauseEntry[], ApiError> {
  const client = useApiClient();
  return useQuery<OnlinePauseEntry[], ApiError>({
    queryKey: onlinePausesKey,
    // Anything but a list (an API without the route) counts as no pause.
    queryFn: async ({ signal }) => {
      const answer: unknown = await client.request<unknown>('/online-pauses', { signal });
      return Array.isArray(answer) ? (answer as OnlinePauseEntry[]) : [];
    },
    refetchInterval: poll ? ONLINE_PAUSE_POLL_MS : false,
    refetchOnWindowFocus: true,
  });
}
