import { configScreenMessages as c, messages } from '@bestell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { type FakeRoute, type RecordedCall, renderWithApi } from '../forms/test-harness';
import { ConfigArea } from './config-area';

function renderConfig(route: FakeRoute, tab: string) {
  return renderWithApi(
    <Routes>
      <Route path="/backend/config/*" element={<ConfigArea />} />
    </Routes>,
    route,
    `/backend/config${tab}`,
  );
}

interface Status {
  key: string;
  isSet: boolean;
  source: 'environment' | 'stored' | null;
  envName: string;
  updatedAt: string | null;
}

function secretsApi(statuses: Status[]): FakeRoute {
  return (call: RecordedCall) => {
    if (call.method === 'GET' && call.path === '/config') {
      return { status: 200, body: { data: { smtpHost: 'mail.example.at', smtpPort: 587, version: 3 } } };
    }
    if (call.method === 'GET' && call.path === '/config/secrets') return { status: 200, body: { data: statuses } };
    const match = /^\/config\/secrets\/(\w+)$/.exec(call.path);
    if (match && call.method === 'PUT') {
      const value = (call.body as { value?: string }).value ?? '';
      if (value.trim() === '')
        return {
          status: 422,
          body: { errors: [{ message: messages.validation.blank, field: 'value', code: 'too_small' }] },
        };
      return { status: 200, body: { data: { ...statuses[0], isSet: true, source: 'stored' } } };
    }
    if (match && call.method === 'DELETE') {
      return { status: 200, body: { data: { ...statuses[0], isSet: false, source: null } } };
    }
    return undefined;
  };
}

const smtp = (over: Partial<Status> = {}): Status => ({
  key: 'smtpPassword',
  isSet: false,
  source: null,
  envName: 'SMTP_PASSWORD',
  updatedAt: null,
  ...over,
});
const label = c.secrets.labels.smtpPassword;

describe('Einstellungen › E-Mail: the write-only SMTP password', { timeout: 20_000 }, () => {
  it('shows not set; a blank value gets the German message; a value is sent once, then shown as set, never shown', async () => {
    const user = userEvent.setup();
    const { calls } = renderConfig(secretsApi([smtp()]), '/mail');
    const row = await screen.findByTestId('secret-smtpPassword');
    expect(within(row).getByTestId('secret-state').textContent).toBe(c.secrets.notSet);
    expect(within(row).queryByRole('button', { name: c.secrets.clear })).toBeNull();
    await user.click(within(row).getByRole('button', { name: c.secrets.setNow }));
    expect(await within(row).findByText(messages.validation.blank)).toBeTruthy();

    const input = within(row).getByLabelText(c.secrets.newValue(label)) as HTMLInputElement;
    expect(input.type).toBe('password');
    await user.type(input, 'Geheim-123');
    await user.click(within(row).getByRole('button', { name: c.secrets.setNow }));
    expect(await within(row).findByText(c.secrets.saved(label))).toBeTruthy();
    expect(within(row).getByTestId('secret-state').textContent).toBe(c.secrets.set);
    expect(input.value).toBe('');
    const puts = calls.filter((call) => call.method === 'PUT');
    expect(puts.at(-1)).toMatchObject({ path: '/config/secrets/smtpPassword', body: { value: 'Geheim-123' } });
    // The settings form of the tab never carries the secret.
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
    expect(document.body.textContent).not.toContain('Geheim-123');
  });

  it('clears a stored secret only after the question; one from the environment says so and cannot be cleared', async () => {
    const user = userEvent.setup();
    const stored = renderConfig(secretsApi([smtp({ isSet: true, source: 'stored' })]), '/mail');
    const row = await screen.findByTestId('secret-smtpPassword');
    expect(within(row).getByTestId('secret-state').textContent).toBe(c.secrets.set);
    await user.click(within(row).getByRole('button', { name: c.secrets.clear }));
    const dialog = await screen.findByRole('alertdialog', { name: c.secrets.clearQuestion(label) });
    await user.click(within(dialog).getByRole('button', { name: messages.backofficeForms.cancel }));
    expect(stored.calls.filter((call) => call.method === 'DELETE')).toEqual([]);
    await user.click(within(row).getByRole('button', { name: c.secrets.clear }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: c.secrets.clear }));
    await waitFor(() => expect(within(row).getByTestId('secret-state').textContent).toBe(c.secrets.notSet));
    expect(stored.calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      '/config/secrets/smtpPassword',
    ]);
    stored.unmount();

    renderConfig(secretsApi([smtp({ isSet: true, source: 'environment' })]), '/mail');
    const fromEnv = await screen.findByTestId('secret-smtpPassword');
    expect(within(fromEnv).getByText(c.secrets.fromEnvironment('SMTP_PASSWORD'))).toBeTruthy();
    expect(within(fromEnv).queryByRole('button', { name: c.secrets.clear })).toBeNull();
  });
});

describe('Einstellungen › Funktionen', { timeout: 20_000 }, () => {
  it('shows every plugin flag and payment switch and sends them with If-Match', async () => {
    const user = userEvent.setup();
    const { calls } = renderConfig((call) => {
      if (call.method === 'GET' && call.path === '/config')
        return { status: 200, body: { data: { enablePluginSearch: true, mapboxZoom: 15, version: 9 } } };
      if (call.method === 'POST' && call.path === '/config')
        return { status: 200, body: { data: { ...(call.body as object), version: 10 } } };
      return undefined;
    }, '/features');
    await screen.findByTestId('config-features-form');
    for (const text of Object.values(c.switches)) expect(screen.getByRole('switch', { name: text })).toBeTruthy();
    const search = screen.getByRole('switch', { name: c.switches.enablePluginSearch }) as HTMLInputElement;
    expect(search.checked).toBe(true);
    await user.click(search);
    await user.click(screen.getByRole('switch', { name: c.switches.enablePluginDonations }));
    await user.click(
      within(screen.getByTestId('save-bar')).getByRole('button', { name: messages.backofficeForms.save }),
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.headers['If-Match']).toBe('9');
    expect(post?.body).toMatchObject({ enablePluginSearch: false, enablePluginDonations: true, mapboxZoom: 15 });
    expect(Object.keys(post?.body as object)).toHaveLength(Object.keys(c.switches).length + 3);
  });
});

describe('Einstellungen › Rechtstexte', { timeout: 20_000 }, () => {
  it('previews the Markdown as the shop renders it (no raw HTML)', async () => {
    const user = userEvent.setup();
    renderConfig((call) => {
      if (call.method === 'GET' && call.path === '/config') return { status: 200, body: { data: { version: 1 } } };
      return undefined;
    }, '/legal');
    await screen.findByTestId('config-legal-form');
    const preview = screen.getByRole('region', { name: `${c.markdown.preview}: ${c.fields.allergensText}` });
    expect(within(preview).getByText(c.markdown.emptyPreview)).toBeTruthy();
    const box = screen.getByRole('textbox', { name: c.fields.allergensText });
    await user.type(box, '## Allergene{enter}{enter}<b>fett</b> **Gluten**');
    await waitFor(() => expect(within(preview).getByRole('heading', { level: 2, name: 'Allergene' })).toBeTruthy());
    expect(within(preview).getByText('Gluten').tagName).toBe('STRONG');
    expect(preview.querySelector('b')).toBeNull();
    expect(screen.getAllByRole('button', { name: c.markdown.bold })).toHaveLength(4);
  });
});
