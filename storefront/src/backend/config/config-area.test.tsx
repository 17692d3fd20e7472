import { orderLimitsMessages as m, messages, setupMessages as s } from '@bestell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FakeRoute, type RecordedCall, renderWithApi } from '../forms/test-harness';
import { ConfigArea } from './config-area';

/** The config area as the back-office mounts it (/backend/config/*), opened at one of its tabs. */
function renderConfig(route: FakeRoute, tab = '') {
  return renderWithApi(
    <Routes>
      <Route path="/backend/config/*" element={<ConfigArea />} />
    </Routes>,
    route,
    `/backend/config${tab}`,
  );
}

const saveButton = () =>
  within(screen.getByTestId('save-bar')).getByRole('button', { name: messages.backofficeForms.save });

function route(call: RecordedCall) {
  if (call.method === 'GET' && call.path === '/config') {
    return { status: 200, body: { data: { shopName: 'Bäckerei', maxOrderValue: '2000.00', version: 4 } } };
  }
  if (call.method === 'POST' && call.path === '/config') {
    return { status: 200, body: { data: { shopName: 'Bäckerei', ...(call.body as object), version: 5 } } };
  }
  return undefined;
}

describe('ConfigArea: the maximum order value', () => {
  it('shows the stored value in German, refuses a bad amount with a German field error and sends nothing, saves a good one with If-Match', async () => {
    const user = userEvent.setup();
    const { calls } = renderConfig(route);
    const input = await screen.findByRole('textbox', { name: m.maxOrderValueLabel });
    expect((input as HTMLInputElement).value).toBe('2000,00');

    await user.clear(input);
    await user.type(input, '0');
    await user.click(saveButton());
    expect(await screen.findByText(m.maxOrderValueInvalid)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(input);
    await user.type(input, '350,50');
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByText(messages.backofficeForms.saved)).toBeTruthy());
    const post = calls.find((call) => call.method === 'POST');
    // Only this tab's fields go out (the API keeps the others); empty texts are sent as null.
    expect(post?.body).toEqual({
      title: null,
      description: null,
      contactEmail: null,
      currency: 'EUR',
      defaultDeliveryMethod: null,
      themeFont: null,
      maxOrderValue: '350.50',
    });
    expect(post?.headers['If-Match']).toBe('4');
  });
});

const storedBusiness = {
  shopName: 'Bäckerei Sonnenschein',
  legalName: 'Bäckerei Sonnenschein e.U.',
  street: 'Hauptstraße 5',
  zipCode: '4020',
  city: 'Linz',
  country: 'AT',
  vatId: 'ATU87654321',
  phone: null,
  email: 'office@baeckerei-sonnenschein.at',
  companyRegisterNumber: null,
  companyRegisterCourt: null,
  supervisoryAuthority: null,
  chamber: null,
};

describe('ConfigArea: Unternehmen (the business data behind the Impressum)', () => {
  const business = () => within(screen.getByTestId('business-form'));
  const field = (label: string) =>
    business().getByRole('textbox', { name: new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });

  it('shows the stored data, refuses a bad UID and an empty legal name in German without sending, saves with If-Match', async () => {
    const user = userEvent.setup();
    const { calls } = renderConfig((call) => {
      if (call.method === 'GET' && call.path === '/config') {
        return {
          status: 200,
          body: { data: { shopName: 'Bäckerei Sonnenschein', business: storedBusiness, version: 7 } },
        };
      }
      if (call.method === 'POST' && call.path === '/config') {
        return { status: 200, body: { data: { ...(call.body as object), version: 8 } } };
      }
      return undefined;
    }, '/business');
    await screen.findByTestId('business-form');
    expect((field(s.business.street) as HTMLInputElement).value).toBe('Hauptstraße 5');
    expect((field(s.business.vatId) as HTMLInputElement).value).toBe('ATU87654321');

    await user.clear(field(s.business.vatId));
    await user.type(field(s.business.vatId), 'U123');
    await user.clear(field(s.business.legalName));
    await user.click(saveButton());
    expect(await business().findByText(messages.validation.invalidValue)).toBeTruthy();
    expect(business().getByText(messages.validation.blank)).toBeTruthy();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(field(s.business.vatId));
    await user.type(field(s.business.vatId), 'ATU12345678');
    await user.type(field(s.business.legalName), 'Sonnenschein GmbH');
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByText(messages.backofficeForms.saved)).toBeTruthy());
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.headers['If-Match']).toBe('7');
    expect(post?.body).toEqual({
      business: { ...storedBusiness, legalName: 'Sonnenschein GmbH', vatId: 'ATU12345678' },
      shopName: 'Bäckerei Sonnenschein',
      businessName: 'Sonnenschein GmbH',
    });
  });

  it("shows the API's German field error at its field (a shop without business data starts from its names)", async () => {
    const user = userEvent.setup();
    renderConfig((call) => {
      if (call.method === 'GET' && call.path === '/config') {
        return { status: 200, body: { data: { shopName: 'Alt', businessName: 'Alt GmbH', version: 2 } } };
      }
      if (call.method === 'POST' && call.path === '/config') {
        return {
          status: 422,
          body: { errors: [{ message: messages.validation.invalidEmail, field: 'business.email', code: 'invalid' }] },
        };
      }
      return undefined;
    }, '/business');
    await screen.findByTestId('business-form');
    expect((field(s.business.legalName) as HTMLInputElement).value).toBe('Alt GmbH');
    await user.type(field(s.business.street), 'Ring 1');
    await user.type(field(s.business.zipCode), '1010');
    await user.type(field(s.business.city), 'Wien');
    await user.type(field(s.business.email), 'office@alt.at');
    await user.click(saveButton());
    expect(await business().findByText(messages.validation.invalidEmail)).toBeTruthy();
    expect(field(s.business.email).getAttribute('aria-invalid')).toBe('true');
  });
});
