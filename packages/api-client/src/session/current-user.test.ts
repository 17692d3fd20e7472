import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-error.js';
import { createApiClient } from '../client.js';
import { getCurrentUser, logout } from './current-user.js';

function recordingClient(status: number, body: string) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const client = createApiClient({
    baseUrl: '',
    fetch: async (input, init) => {
      calls.push({ url: String(input), init });
      return new Response(body, { status, headers: { 'Content-Type': 'application/json' } });
    },
  });
  return { calls, client };
}

describe('current user and logout', () => {
  it('GET /api/users/me answers the user, or null for an anonymous visitor', async () => {
    const user = { id: 1, username: 'admin', roles: ['ROLE_ADMIN'], csrfToken: 't' };
    const signedIn = recordingClient(200, JSON.stringify({ data: user }));
    await expect(getCurrentUser(signedIn.client)).resolves.toEqual(user);
    expect(signedIn.calls[0]?.url).toBe('/api/users/me');
    expect(signedIn.calls[0]?.init?.credentials).toBe('same-origin');

    const anonymous = recordingClient(200, JSON.stringify({ data: null }));
    await expect(getCurrentUser(anonymous.client)).resolves.toBeNull();
  });

  it('POST /api/logout sends the CSRF token and fails with the API error on refusal', async () => {
    const ok = recordingClient(200, JSON.stringify({ data: null }));
    await logout(ok.client, 'csrf-123');
    expect(ok.calls[0]?.url).toBe('/api/logout');
    expect(ok.calls[0]?.init?.method).toBe('POST');
    expect(ok.calls[0]?.init?.headers).toMatchObject({ 'X-CSRF-Token': 'csrf-123' });

    const refused = recordingClient(403, JSON.stringify({ errors: [{ message: 'Ungültiges CSRF-Token.' }] }));
    await expect(logout(refused.client, 'wrong')).rejects.toBeInstanceOf(ApiError);
  });
});
