import { createApiClient } from '@bestell/api-client';
import { QueryClient } from '@tanstack/react-query';

/** The shop is served by the API itself (or proxied by Vite in development): same origin. */
export const apiClient = createApiClient({ baseUrl: '' });

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 5 * 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});
