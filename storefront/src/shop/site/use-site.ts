import { ApiError, useApiClient, useCurrentUser } from '@bestell/api-client';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useInBrowser } from '../admin-tools/use-in-browser';
import type { Site } from './site-types';

/**
 * The CMS site at `path` (spec §2: any other path, multi-segment joined with slashes), null when there is none.
 * Anonymous visitors read published sites only; a signed-in staff member (known only in the browser, after
 * hydration) reads drafts too, under a second key, so the server render and the first browser render agree.
 */
export function useSite(path: string): UseQueryResult<Site | null, ApiError> {
  const client = useApiClient();
  const inBrowser = useInBrowser();
  const { data: user } = useCurrentUser({ enabled: inBrowser });
  const staff = inBrowser && !!user && user.roles.length > 0;
  return useQuery<Site | null, ApiError>({
    queryKey: ['site', path, staff ? 'staff' : 'public'],
    queryFn: async ({ signal }) => {
      try {
        return await client.request<Site>(`/sites/by-path/${path.split('/').map(encodeURIComponent).join('/')}`, {
          signal,
        });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    enabled: path !== '',
    placeholderData: (previous) => previous,
  });
}
