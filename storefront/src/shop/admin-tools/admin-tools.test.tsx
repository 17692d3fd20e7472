import { ApiClientProvider, type CurrentUser, createApiClient, queryKeys } from '@bestell/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AdminTools } from './admin-tools';

function user(roles: string[]): CurrentUser {
  return {
    id: 7,
    username: 'admin',
    firstName: 'Anna',
    lastName: 'Admin',
    email: null,
    roles,
    branches: [],
    csrfToken: 'csrf-abc',
  };
}

interface Call {
  path: string;
  method: string;
  headers: Record<string, string>;
}

/** A real api-client over a fake fetch: /api/users/me answers `me`, /api/logout answers with `logoutStatus`. */
function setup(me: CurrentUser | null, logoutStatus = 200) {
  const calls: Call[] = [];
  const client = createApiClient({
    baseUrl: '',
    fetch: async (input, init) => {
      const path = String(input);
      calls.push({ path, method: init?.method ?? 'GET', headers: (init?.headers ?? {}) as Record<string, string> });
      if (path === '/api/users/me') return Response.json({ data: me });
      if (path === '/api/logout') {
        return logoutStatus === 200
          ? Response.json({ data: null })
          : Response.json({ errors: [{ message: 'Ungültiges CSRF-Token.' }] }, { status: logoutStatus });
      }
      return Response.json({ data: [] });
    },
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const tree = (
    <ApiClientProvider client={client}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/']}>
          <AdminTools />
        </MemoryRouter>
      </QueryClientProvider>
    </ApiClientProvider>
  );
  return { calls, queryClient, tree };
}

/** The user is loaded and the bar's chunk has had time to arrive (a bar that should not be there would be). */
async function settled(queryClient: QueryClient) {
  await waitFor(() => expect(queryClient.getQueryState(queryKeys.currentUser)?.status).toBe('success'));
  await import('./admin-tools-bar');
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('front-end tools bar (spec §6)', () => {
  it('shows the bar for ROLE_ADMIN with links to the back-office and logout', async () => {
    const { tree } = setup(user(['ROLE_ADMIN']));
    render(tree);
    const bar = await screen.findByRole('navigation', { name: 'Administration' });
    expect(bar.textContent).toContain('Angemeldet als Anna Admin');
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Dashboard', '/backend/dashboard'],
      ['Seiten', '/backend/sites'],
      ['Navigationen', '/backend/navigations'],
      ['Zum Backend', '/backend'],
    ]);
    expect(screen.getByRole('button', { name: 'Abmelden' })).toBeTruthy();
  });

  it('shows nothing to an employee', async () => {
    const { tree, queryClient } = setup(user(['ROLE_EMPLOYEE']));
    const { container } = render(tree);
    await settled(queryClient);
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing to an anonymous visitor (users/me answers null)', async () => {
    const { tree, queryClient, calls } = setup(null);
    const { container } = render(tree);
    await settled(queryClient);
    expect(calls.map((call) => call.path)).toEqual(['/api/users/me']);
    expect(container.innerHTML).toBe('');
  });

  it('is never part of the server render, even with an admin in the cache, and asks nothing there', () => {
    const { tree, queryClient, calls } = setup(user(['ROLE_ADMIN']));
    queryClient.setQueryData(queryKeys.currentUser, user(['ROLE_ADMIN']));
    expect(renderToString(tree)).toBe('');
    expect(calls).toEqual([]);
  });

  it('logs out with the session CSRF token and then hides the bar', async () => {
    const { tree, calls } = setup(user(['ROLE_ADMIN']));
    render(tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));
    await waitFor(() => expect(screen.queryByRole('navigation', { name: 'Administration' })).toBeNull());
    const logout = calls.find((call) => call.path === '/api/logout');
    expect(logout?.method).toBe('POST');
    expect(logout?.headers['X-CSRF-Token']).toBe('csrf-abc');
  });

  it('keeps the bar and says so when the logout is refused', async () => {
    const { tree } = setup(user(['ROLE_ADMIN']), 403);
    render(tree);
    fireEvent.click(await screen.findByRole('button', { name: 'Abmelden' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Abmelden fehlgeschlagen.');
    expect(screen.getByRole('navigation', { name: 'Administration' })).toBeTruthy();
  });
});
