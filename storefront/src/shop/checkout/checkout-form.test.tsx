import { ApiClientProvider, createApiClient } from '@bestell/api-client';
import type { Branch, PublicConfig } from '@bestell/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { makeTestBranch, makeTestProduct } from '../../test/fixtures';
import { CartStoreProvider } from '../cart/cart-context';
import { createCartStore } from '../cart/cart-store';
import { CheckoutForm } from './checkout-form';

const now = Date.parse('2026-08-10T10:00:00+02:00');
const branch = makeTestBranch({
  openingHours: [{ type: 'daily', date: null, isClosed: false, from: '06:00', to: '20:00' }],
  isTakeawayPhoneRequired: true,
});
const product = makeTestProduct({ id: 3, name: 'Semmel', price: '0.65' });
const config = {
  shopName: 'Bäckerei',
  currency: 'EUR',
  defaultDeliveryMethod: 'takeaway',
  termsAndConditions: 'https://example.at/agb',
  termsAndConditionsText: null,
  privacyPolicy: null,
  privacyPolicyText: '# Datenschutz\n\nWir schützen Ihre Daten.',
  enablePluginSMS: false,
  enablePluginDonations: false,
} as PublicConfig;

interface Call {
  url: string;
  method: string;
  key: string | undefined;
  body: unknown;
}

type Answer = { status: number; body: unknown } | 'network-error';

function setup(answers: Answer[], goToPayment?: (url: string) => void, shownBranch: Branch = branch) {
  const calls: Call[] = [];
  const fetchFn: typeof fetch = async (input, init) => {
    // The pauses the form reads (issue 27.3): none, without taking an answer meant for the placement.
    if (String(input) === '/api/online-pauses') return new Response(JSON.stringify({ data: [] }), { status: 200 });
    const headers = (init?.headers ?? {}) as Record<string, string>;
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      key: headers['Idempotency-Key'],
      body: init?.body ? JSON.parse(String(init.body)) : undefined,
    });
    const answer = answers.shift() ?? { status: 500, body: {} };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(answer.body), { status: answer.status });
  };
  const store = createCartStore({ storage: null });
  store.add(branch.identifier, {
    product: { id: 3, name: 'Semmel', description: null, price: '0.65' },
    amount: '3',
    unit: 'Stk.',
    parts: [],
  });
  const router = createMemoryRouter(
    [
      {
        path: '/store/:identifier/checkout',
        element: (
          <CheckoutForm
            branch={shownBranch}
            config={config}
            products={[product]}
            cart={store.get(branch.identifier)}
            mode="takeaway"
            now={now}
            variant="branch"
            paymentFailed={false}
            storage={null}
            {...(goToPayment ? { goToPayment } : {})}
          />
        ),
      },
      { path: '/status/:uid/:hash', element: <p>Statusseite</p> },
    ],
    { initialEntries: [`/store/${branch.identifier}/checkout`] },
  );
  render(
    <ApiClientProvider client={createApiClient({ baseUrl: '', fetch: fetchFn })}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CartStoreProvider store={store}>
          <RouterProvider router={router} />
        </CartStoreProvider>
      </QueryClientProvider>
    </ApiClientProvider>,
  );
  return { calls, store, router };
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Vorname/), 'Anna');
  await user.type(screen.getByLabelText(/^Nachname/), 'Berger');
  await user.type(screen.getByLabelText(/^Telefon/), '0664 1234567');
  await user.type(screen.getByLabelText(/^E-Mail/), 'anna@example.at');
  await user.click(screen.getByRole('checkbox', { name: /Allgemeine Geschäftsbedingungen/ }));
  await user.click(screen.getByRole('checkbox', { name: /Datenschutz/ }));
}

const orders = (calls: Call[]) => calls.filter((call) => call.url === '/api/orders');

// Rendering the whole form in jsdom is slow on a busy machine.
describe('CheckoutForm', { timeout: 30_000 }, () => {
  it('shows the three steps, the summary with net, tax and total, and the order button while open', () => {
    setup([]);
    expect(screen.getByRole('heading', { level: 2, name: /Allgemeine Daten/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Warenkorb überprüfen/ })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: /Bestellung aufgeben/ })).toBeTruthy();
    const summary = screen.getByRole('table', { name: 'Warenkorb' });
    expect(within(summary).getByRole('row', { name: /Netto/ }).textContent).toContain('1,77');
    expect(within(summary).getByRole('row', { name: /MwSt. 10 %/ }).textContent).toContain('0,18');
    expect(within(summary).getByRole('row', { name: /Gesamt/ }).textContent).toContain('1,95');
    expect(screen.getByText(/Richtwerte/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bestellung abschicken' })).toBeTruthy();
    // the terms have only a URL: a link; the privacy text is Markdown: a button opening it
    expect(screen.getByRole('link', { name: 'Allgemeine Geschäftsbedingungen' }).getAttribute('href')).toBe(
      'https://example.at/agb',
    );
    expect(screen.getByRole('button', { name: 'Datenschutz' })).toBeTruthy();
  });

  it('sends nothing while a field is invalid and shows the field messages', async () => {
    const user = userEvent.setup();
    const { calls } = setup([]);
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    expect(await screen.findAllByText('Dieser Wert sollte nicht leer sein.')).not.toHaveLength(0);
    expect(screen.getByLabelText(/^Vorname/).getAttribute('aria-invalid')).toBe('true');
    expect(orders(calls)).toEqual([]);
  });

  it('lists the server errors on top, marks their fields, and retries with the same key until the body changes', async () => {
    const user = userEvent.setup();
    const refusal = {
      status: 422,
      body: {
        errors: [
          { field: 'phone', message: 'Diese Nummer ist gesperrt.', code: 'validation' },
          {
            field: 'items.0.product',
            message: 'Dieses Produkt ist derzeit leider nicht verfügbar.',
            code: 'validation',
          },
        ],
      },
    };
    const { calls, router, store } = setup([
      refusal,
      'network-error',
      { status: 201, body: { data: { uid: 'u1', hash: 'h1' } } },
    ]);
    await fillForm(user);

    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Diese Nummer ist gesperrt.')).toBeTruthy();
    expect(within(alert).getByText('Dieses Produkt ist derzeit leider nicht verfügbar.')).toBeTruthy();
    expect(screen.getByLabelText(/^Telefon/).getAttribute('aria-invalid')).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    expect(await within(screen.getByRole('alert')).findByText('Ein unbekannter Fehler ist aufgetreten.')).toBeTruthy();

    await user.type(screen.getByLabelText(/^Kommentar/), 'Bitte klingeln');
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    expect(await screen.findByText('Statusseite')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/status/u1/h1');

    const sent = orders(calls);
    expect(sent).toHaveLength(3);
    expect(sent[0]?.key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(sent[1]?.key).toBe(sent[0]?.key);
    expect(sent[2]?.key).not.toBe(sent[1]?.key);
    expect(sent[2]?.body).toMatchObject({
      branch: branch.id,
      isDelivery: false,
      isDineIn: false,
      firstName: 'Anna',
      phone: '+436641234567',
      comment: 'Bitte klingeln',
      paymentMethod: 'cash',
      items: [{ product: 3, amount: '3', unit: 'Stk.', parts: [] }],
    });
    expect(store.get(branch.identifier).items).toEqual([]);
  });

  it('goes to the payment page when the API answers with paymentRedirectUrl, keeping the cart until paid', async () => {
    const user = userEvent.setup();
    const visited: string[] = [];
    const { router, store } = setup(
      [{ status: 201, body: { data: { uid: 'u2', hash: 'h2', paymentRedirectUrl: 'https://pay.example/p/1' } } }],
      (url) => visited.push(url),
    );
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    await vi.waitFor(() => expect(visited).toEqual(['https://pay.example/p/1']));
    expect(router.state.location.pathname).toBe(`/store/${branch.identifier}/checkout`);
    expect(store.get(branch.identifier).items).toHaveLength(1);
  });

  it('offers no submit while closed without pre-orders and says when the branch opens again', () => {
    const closed = makeTestBranch({
      openingHours: [{ type: 'daily', date: null, isClosed: false, from: '14:00', to: '18:00' }],
      isPreorderEnabled: false,
    });
    setup([], undefined, closed);
    expect(screen.queryByRole('button', { name: /abschicken/ })).toBeNull();
    expect(screen.getByText('Derzeit haben wir leider geschlossen.')).toBeTruthy();
    expect(screen.getByText('Wir öffnen wieder um 14:00 Uhr.')).toBeTruthy();
  });

  it('removes an item from the summary', async () => {
    const user = userEvent.setup();
    const { store } = setup([]);
    await user.click(screen.getByRole('button', { name: 'Semmel entfernen' }));
    expect(store.get(branch.identifier).items).toEqual([]);
  });

  it('splits a typed country prefix off into the picker and keeps prefix plus number', async () => {
    const user = userEvent.setup();
    const { calls } = setup([{ status: 201, body: { data: { uid: 'u3', hash: 'h3' } } }]);
    await user.type(screen.getByLabelText(/^Vorname/), 'Anna');
    await user.type(screen.getByLabelText(/^Nachname/), 'Berger');
    await user.type(screen.getByLabelText(/^Telefon/), '0049 (0)170 123 45 67');
    await user.tab();
    expect((screen.getByRole('combobox', { name: 'Ländervorwahl' }) as HTMLSelectElement).value).toBe('+49');
    expect((screen.getByLabelText(/^Telefon/) as HTMLInputElement).value).toBe('1701234567');
    await user.type(screen.getByLabelText(/^E-Mail/), 'anna@example.at');
    await user.click(screen.getByRole('checkbox', { name: /Allgemeine Geschäftsbedingungen/ }));
    await user.click(screen.getByRole('checkbox', { name: /Datenschutz/ }));
    await user.click(screen.getByRole('button', { name: 'Bestellung abschicken' }));
    await screen.findByText('Statusseite');
    expect(orders(calls)[0]?.body).toMatchObject({ phone: '+491701234567' });
  });
});
