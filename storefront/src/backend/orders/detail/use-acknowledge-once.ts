import { type StaffOrder, staffOrderCalls, staffOrderKeys, useCurrentUser, useStaffApi } from '@bestell/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

/**
 * Contract 3: opening the detail acknowledges the order once (POST /orders/{id}/acknowledge), which stops its alert on
 * every device. Waits for the CSRF token (the signed-in user) before posting.
 */
export function useAcknowledgeOnce(order: StaffOrder | undefined): void {
  const api = useStaffApi();
  const queryClient = useQueryClient();
  const csrfToken = useCurrentUser({ enabled: true }).data?.csrfToken;
  const done = useRef<number | null>(null);
  const ready = order !== undefined && Boolean(csrfToken);
  const id = order?.id;
  const acknowledged = order?.acknowledgedAt !== null && order?.acknowledgedAt !== undefined;
  useEffect(() => {
    if (!ready || id === undefined || done.current === id) return;
    done.current = id;
    if (acknowledged) return;
    staffOrderCalls
      .acknowledge(api, id)
      .then((answer) => queryClient.setQueryData(staffOrderKeys.detail(id), answer))
      .catch(() => {
        // The alert keeps ringing on the board; the next action acknowledges the order anyway.
        done.current = null;
      });
  }, [api, queryClient, ready, id, acknowledged]);
}
