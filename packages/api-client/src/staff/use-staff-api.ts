import { useMemo } from 'react';
import { useApiClient } from '../hooks/api-client-context.js';
import { useCurrentUser } from '../hooks/use-current-user.js';
import { createStaffApi, type StaffApi } from './staff-api.js';

/** The staff API of the signed-in user (the CSRF token comes from `GET /api/users/me`). */
export function useStaffApi(): StaffApi {
  const client = useApiClient();
  const { data: user } = useCurrentUser({ enabled: true });
  const csrfToken = user?.csrfToken;
  return useMemo(() => createStaffApi(client, csrfToken), [client, csrfToken]);
}
