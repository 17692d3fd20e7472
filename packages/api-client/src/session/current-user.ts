import type { CurrentUser } from '@bestell/domain';
import type { ApiClient } from '../client.js';

export type { CurrentUser };

export function getCurrentUser(client: ApiClient, signal?: AbortSignal): Promise<CurrentUser | null> {
  return client.request<CurrentUser | null>('/users/me', signal ? { signal } : {});
}

/** POST /api/logout with the session's CSRF token; the session cookie is cleared by the answer. */
export async function logout(client: ApiClient, csrfToken: string): Promise<void> {
  await client.request<null>('/logout', { method: 'POST', headers: { 'X-CSRF-Token': csrfToken } });
}
