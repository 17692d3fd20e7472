import { ApiError } from '@bestell/api-client';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

type UnauthorizedHandler = () => void;
let unauthorizedHandler: UnauthorizedHandler | null = null;

/** The shell registers what a 401 does (→ /backend/login?next=…); one place for every query and mutation. */
export function setUnauthorizedHandler(handler: UnauthorizedHandler | null): void {
  unauthorizedHandler = handler;
}

export const isUnauthorized = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * The back-office's own query client (spec §2/§8: any 401 → /backend/login). Short stale times: staff data changes
 * under their hands; the live board is kept fresh by the event stream instead.
 */
export function createBackofficeQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error) => {
        if (isUnauthorized(error)) unauthorizedHandler?.();
      },
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.noAuthRedirect === true) return;
        if (isUnauthorized(error)) unauthorizedHandler?.();
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && [401, 403, 404, 409, 422].includes(error.status)) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

export const backofficeQueryClient = createBackofficeQueryClient();
