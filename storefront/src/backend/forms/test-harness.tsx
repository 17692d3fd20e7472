import { ApiClientProvider, createApiClient, queryKeys } from '@bestell/api-client';
import type { CurrentUser } from '@bestell/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';

// jsdom has no CSS.escape; React Aria's Modal reads a meta tag with it.
if (typeof globalThis.CSS === 'undefined') {
  Object.defineProperty(globalThis, 'CSS', {
    value: { escape: (text: string) => text.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`) },
    configurable: true,
  });
}

export interface RecordedCall {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export type FakeAnswer = { status: number; body?: unknown };
export type FakeRoute = (call: RecordedCall) => FakeAnswer | undefined;

export const testAdmin: CurrentUser = {
  id: 1,
  username: 'admin',
  firstName: 'Anna',
  lastName: 'Admin',
  email: null,
  roles: ['ROLE_ADMIN'],
  branches: [],
  csrfToken: 'csrf-test',
};

/** Renders back-office screens against a fake API (router, query client, signed-in admin). */
export function renderWithApi(ui: ReactNode, route: FakeRoute, initialPath = '/') {
  const calls: RecordedCall[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    const url = new URL(String(input), 'http://test');
    const call: RecordedCall = {
      method: init?.method ?? 'GET',
      path: `${url.pathname.replace(/^\/api/, '')}${url.search}`,
      headers: { ...(init?.headers as Record<string, string>) },
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    calls.push(call);
    const answer = route(call) ?? {
      status: 404,
      body: { errors: [{ message: 'Nicht gefunden.', code: 'not_found' }] },
    };
    if (answer.status === 204) return new Response(null, { status: 204 });
    return new Response(JSON.stringify(answer.body ?? {}), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(queryKeys.currentUser, testAdmin);
  const view = render(
    <ApiClientProvider client={createApiClient({ baseUrl: '', fetch: fetchFn })}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[initialPath]}>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return { ...view, calls, queryClient };
}
