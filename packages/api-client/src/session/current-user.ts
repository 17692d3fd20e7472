import type { ApiClient } from '../client.js';

/** The signed-in staff user as GET /api/users/me answers it (null for anonymous visitors). Spec §3 Current user. */
export interface CurrentUser {
  id: number;
  username: string;
  firstName: string;
  lastName: string;
  email: string | null;
  roles: string[];
  branches: { id: number }[];
  /** Sent back in `X-CSRF-Token` on every state-changing request of this session. */
  csrfToken: string;
}

export function getCurrentUser(client: ApiClient, signal?: AbortSignal): Promise<CurrentUser | null> {
  return client.request<CurrentUser | null>('/users/me', signal ? { signal } : {});
}

/** POST /api/logout with the session's CSRF token; the session cookie is cleared by the answer. */
export async function logout(client: ApiClient, csrfToken: string): Promise<void> {
  await client.request<null>('/logout', { method: 'POST', headers: { 'X-CSRF-Token': csrfToken } });
}
