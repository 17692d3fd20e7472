import { ApiClientProvider, createApiClient, queryKeys } from '@bestell/api-client';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PwaHost } from './pwa-host';
import { syncSelfService } from './self-service';

function renderHost(config: { enablePluginPWA: boolean }, path = '/') {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(queryKeys.config, { shopName: 'Bäckerei Morgenrot', ...config });
  const never = () => new Promise<Response>(() => undefined);
  return render(
    <ApiClientProvider client={createApiClient({ baseUrl: '', fetch: never })}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={[path]}>
          <PwaHost />
        </MemoryRouter>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
}

function fakeContainer(controlled: boolean) {
  const unregister = vi.fn(async () => true);
  const container = {
    controller: controlled ? {} : null,
    getRegistrations: vi.fn(async () => [{ unregister }]),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  return { container, unregister };
}

describe('PWA host in the layout', () => {
  afterEach(() => syncSelfService('?context=default'));

  it('unregisters a worker installed earlier when the PWA plugin is off', async () => {
    const { unregister } = fakeContainer(true);
    renderHost({ enablePluginPWA: false });
    await waitFor(() => expect(unregister).toHaveBeenCalledTimes(1));
  });

  it('asks nothing of the browser for a page no worker controls', async () => {
    const { container } = fakeContainer(false);
    renderHost({ enablePluginPWA: false });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(container.getRegistrations).not.toHaveBeenCalled();
  });

  it('shows the screensaver when the URL enters the self-service context', async () => {
    fakeContainer(false);
    renderHost({ enablePluginPWA: false }, '/shop?context=self-service');
    expect(await screen.findByRole('button', { name: 'Tippen um zu bestellen' })).toBeTruthy();
  });
});
