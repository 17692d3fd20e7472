import { ApiClientProvider, createApiClient, queryKeys } from '@bestell/api-client';
import type { PublicConfig } from '@bestell/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CookieBanner } from '../layout/cookie-banner';
import { InstallLink } from './install-link';
import { InstallPromotion } from './install-promotion';
import { getPwaState, resetPwaState, setPwaState } from './pwa-store';
import { syncSelfService } from './self-service';

const config: PublicConfig = {
  shopName: 'Bäckerei Morgenrot',
  businessName: null,
  currency: 'EUR',
  title: null,
  description: null,
  seoTitle: null,
  seoDescription: null,
  website: null,
  defaultDeliveryMethod: null,
  termsAndConditions: null,
  termsAndConditionsText: null,
  privacyPolicy: null,
  privacyPolicyText: null,
  imprint: null,
  imprintText: null,
  allergens: null,
  allergensText: null,
  facebook: null,
  instagram: null,
  enablePluginPWA: true,
  enablePluginToolbar: false,
  enablePluginHomePage: false,
  enablePluginSearch: false,
  enablePluginTags: false,
  enablePluginMapbox: false,
  enablePluginSMS: false,
  enablePluginDonations: false,
  enablePluginFrontdesk: false,
  enablePluginOrderReviews: false,
  enablePluginCategoryBar: false,
  disableTickets: false,
  enableCash: true,
};

function renderWith(ui: ReactNode, pluginOn = true) {
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  queryClient.setQueryData(queryKeys.config, { ...config, enablePluginPWA: pluginOn });
  const never = () => new Promise<Response>(() => undefined);
  return render(
    <ApiClientProvider client={createApiClient({ baseUrl: '', fetch: never })}>
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <ul>{ui}</ul>
        </MemoryRouter>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
}

/** What the effects of a Chromium page that can install report (supported, not standalone, no registration). */
function browserCanInstall() {
  act(() => setPwaState({ supported: true, standalone: false, registered: false }));
}

describe("footer 'App installieren' and the status-page promotion (spec §2)", () => {
  afterEach(() => {
    act(() => {
      resetPwaState();
      window.history.replaceState(null, '', '/');
      syncSelfService('');
    });
  });

  it('renders nothing until the browser reported PWA support (server render and hydration equal)', () => {
    renderWith(<InstallLink />);
    expect(screen.queryByRole('button', { name: 'App installieren' })).toBeNull();
  });

  it('opens the install prompt when supported and the plugin is on', async () => {
    renderWith(<InstallLink />);
    browserCanInstall();
    await userEvent.click(screen.getByRole('button', { name: 'App installieren' }));
    expect(getPwaState().dialog).toBe('prompt');
  });

  it('is hidden with the plugin off, standalone, or with a registration', () => {
    const { unmount } = renderWith(<InstallLink />, false);
    browserCanInstall();
    expect(screen.queryByRole('button', { name: 'App installieren' })).toBeNull();
    unmount();
    renderWith(<InstallLink />);
    act(() => setPwaState({ supported: true, standalone: true }));
    expect(screen.queryByRole('button', { name: 'App installieren' })).toBeNull();
    act(() => setPwaState({ standalone: false, registered: true }));
    expect(screen.queryByRole('button', { name: 'App installieren' })).toBeNull();
    act(() => setPwaState({ registered: false }));
    expect(screen.getByRole('button', { name: 'App installieren' })).toBeTruthy();
  });

  it('is hidden in the self-service context, and so is the cookie banner', () => {
    renderWith(
      <>
        <InstallLink />
        <li>
          <CookieBanner />
        </li>
      </>,
    );
    browserCanInstall();
    expect(screen.getByRole('button', { name: 'App installieren' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Akzeptieren' })).toBeTruthy();
    act(() => {
      window.history.replaceState(null, '', '/?context=self-service');
      syncSelfService(window.location.search);
    });
    expect(screen.queryByRole('button', { name: 'App installieren' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Akzeptieren' })).toBeNull();
  });

  it('promotes the app on the status page with the plugin on', async () => {
    renderWith(<InstallPromotion />);
    browserCanInstall();
    expect(
      screen.getByText('Installieren Sie unsere App, um beim nächsten Mal noch schneller zu bestellen.'),
    ).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Installieren' }));
    expect(getPwaState().dialog).toBe('prompt');
  });
});
