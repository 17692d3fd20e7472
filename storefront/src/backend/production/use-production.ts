import { type ApiError, useCurrentUser, useStaffApi } from '@bestell/api-client';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProductionAnswer } from './production-types';

export interface ProductionChoice {
  day: string;
  /** A branch id, or null for every branch the user may see. */
  branch: number | null;
}

export function productionSearch(choice: ProductionChoice): string {
  const params = new URLSearchParams({ day: choice.day });
  if (choice.branch !== null) params.set('branch', String(choice.branch));
  return params.toString();
}

const productionKey = (choice: ProductionChoice) => ['production', choice.day, choice.branch] as const;

/** The list of the day and branch (read again every minute: pre-orders keep coming in). */
export function useProduction(choice: ProductionChoice) {
  const api = useStaffApi();
  return useQuery<ProductionAnswer, ApiError>({
    queryKey: productionKey(choice),
    queryFn: ({ signal }) => api.get<ProductionAnswer>(`/production?${productionSearch(choice)}`, signal),
    refetchInterval: 60_000,
  });
}

/**
 * 'Backliste drucken': POST /api/production/print.pdf records the print (the next print marks later orders NEU) and
 * answers the A4 PDF, opened in a new tab for the browser's print dialog.
 */
export function usePrintProduction(choice: ProductionChoice) {
  const { data: user } = useCurrentUser({ enabled: true });
  const queryClient = useQueryClient();
  return useMutation<Blob, Error, void>({
    mutationFn: async () => {
      const response = await fetch('/api/production/print.pdf', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'Content-Type': 'application/json', ...(user?.csrfToken ? { 'X-CSRF-Token': user.csrfToken } : {}) },
        body: JSON.stringify({ day: choice.day, branch: choice.branch }),
      });
      if (!response.ok) throw new Error(String(response.status));
      return response.blob();
    },
    onSuccess: (blob) => {
      const url = URL.createObjectURL(blob);
      window.open(url, '_blank', 'noopener');
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['production'] }),
  });
}
