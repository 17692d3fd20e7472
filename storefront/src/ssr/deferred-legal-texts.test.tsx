import { ApiClientProvider, createApiClient, queryKeys } from '@bestell/api-client';
import type { PublicConfig } from '@bestell/domain';
import { dehydrate, hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { legalLinks } from '../shop/layout/legal-links';
import { LegalPage } from '../shop/site/legal-page';
import { deferredLegalText, hasDeferredLegalTexts, withoutLegalTexts } from './deferred-legal-texts';

const config = {
  shopName: 'Bäckerei Morgenrot',
  currency: 'EUR',
  termsAndConditions: null,
  termsAndConditionsText: '# AGB\n\nLange Geschäftsbedingungen.',
  privacyPolicy: 'https://example.org/datenschutz',
  privacyPolicyText: 'Wir schützen Ihre Daten.',
  imprint: 'https://example.org/impressum',
  imprintText: '   ',
  allergens: null,
  allergensText: null,
} as unknown as PublicConfig;

function serverCache() {
  const client = new QueryClient();
  client.setQueryData(queryKeys.config, config);
  client.setQueryData(['products'], [{ id: 1, name: 'Bauernbrot' }]);
  return dehydrate(client);
}

describe('the legal texts of a server-rendered payload', () => {
  it('are replaced where configured; blank ones, other fields and other queries stay as they are', () => {
    const slim = withoutLegalTexts(serverCache());
    const data = slim.queries.find((query) => query.queryKey[0] === 'config')?.state.data as PublicConfig;
    expect(data).toEqual({
      ...config,
      termsAndConditionsText: deferredLegalText,
      privacyPolicyText: deferredLegalText,
    });
    expect(hasDeferredLegalTexts(data)).toBe(true);
    expect(hasDeferredLegalTexts(config)).toBe(false);
    expect(slim.queries.find((query) => query.queryKey[0] === 'products')?.state.data).toEqual([
      { id: 1, name: 'Bauernbrot' },
    ]);
    // The first view (footer links, cookie banner) renders the same from the slim config.
    expect(legalLinks(data)).toEqual(legalLinks(config));
  });

  it('are loaded before a legal page shows one', async () => {
    const queryClient = new QueryClient({
      defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
    });
    hydrate(queryClient, withoutLegalTexts(serverCache()));
    const requested: string[] = [];
    const fetchConfig = async (input: RequestInfo | URL) => {
      requested.push(String(input));
      return new Response(JSON.stringify({ data: config }), { headers: { 'Content-Type': 'application/json' } });
    };
    render(
      <ApiClientProvider client={createApiClient({ baseUrl: '', fetch: fetchConfig })}>
        <QueryClientProvider client={queryClient}>
          <MemoryRouter>
            <LegalPage path="site/privacy" />
          </MemoryRouter>
        </QueryClientProvider>
      </ApiClientProvider>,
    );
    expect(screen.queryByText(deferredLegalText)).toBeNull();
    expect(await screen.findByText('Wir schützen Ihre Daten.')).toBeTruthy();
    expect(requested).toEqual(['/api/config']);
  });
});
