import { imprintFromBusiness, setupMessages as m, messages } from '@bestell/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type FakeRoute, renderWithApi } from '../forms/test-harness';
import { LegalTextsPage } from './legal-texts-page';

const business = {
  shopName: 'Bäckerei Sonnenschein',
  legalName: 'Sonnenschein GmbH',
  street: 'Ring 1',
  zipCode: '1010',
  city: 'Wien',
  country: 'AT',
  vatId: 'ATU12345678',
  phone: null,
  email: 'office@sonnenschein.at',
  companyRegisterNumber: 'FN 1234a',
  companyRegisterCourt: null,
  supervisoryAuthority: null,
  chamber: null,
};

const stored = {
  imprintText: '# Impressum\n\n**Alte Firma e.U.**',
  termsAndConditionsText: '# AGB',
  privacyPolicyText: '# Datenschutz',
};

function routeWith(config: object): FakeRoute {
  return (call) => {
    if (call.method === 'GET' && call.path === '/config') return { status: 200, body: { data: config } };
    if (call.method === 'POST' && call.path === '/config') {
      return { status: 200, body: { data: { ...config, ...(call.body as object), version: 4 } } };
    }
    return undefined;
  };
}

const imprintBox = () =>
  screen.getByRole('textbox', { name: new RegExp(`^${m.legal.imprint}`) }) as HTMLTextAreaElement;

describe('LegalTextsPage: Impressum aus Unternehmensdaten neu erstellen', () => {
  it('makes the Impressum anew from the stored business data; saving sends it with If-Match', async () => {
    const user = userEvent.setup();
    const { calls } = renderWithApi(<LegalTextsPage />, routeWith({ ...stored, business, version: 3 }));
    await screen.findByTestId('legal-texts-form');
    expect(imprintBox().value).toContain('Alte Firma e.U.');
    await user.click(screen.getByRole('button', { name: m.legal.rebuildImprint }));
    expect(await screen.findByText(m.legal.imprintRebuilt)).toBeTruthy();
    expect(imprintBox().value).toContain('**Sonnenschein GmbH**');
    expect(imprintBox().value).toContain('UID-Nummer: ATU12345678');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(screen.getByRole('button', { name: messages.backofficeForms.save }));
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.headers['If-Match']).toBe('3');
    expect(post?.body).toMatchObject({ imprintText: imprintFromBusiness(business) });
  });

  it('without stored business data says so in German and keeps the Impressum', async () => {
    const user = userEvent.setup();
    renderWithApi(<LegalTextsPage />, routeWith({ ...stored, version: 3 }));
    await screen.findByTestId('legal-texts-form');
    await user.click(screen.getByRole('button', { name: m.legal.rebuildImprint }));
    expect((await screen.findByRole('alert')).textContent).toBe(m.legal.noBusiness);
    expect(imprintBox().value).toContain('Alte Firma e.U.');
  });
});
