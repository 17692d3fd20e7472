import { useStaffApi } from '@bestell/api-client';
import { setupMessages as m, messages } from '@bestell/domain';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApi } from '../forms/test-harness';
import { LogoRetry } from './logo-retry';

const refused = messages.validation.uploadFailed({ fileName: 'logo.png' });

function Retry(props: { onSaved(): void; onSkip(): void }) {
  const api = useStaffApi();
  return (
    <LogoRetry api={api} logo={new File(['x'], 'logo.png', { type: 'image/png' })} reasons={[refused]} {...props} />
  );
}

describe('LogoRetry: the logo refused after the setup', () => {
  it('shows the German reason; a retry the API refuses again keeps it, one it takes sets the logo and goes on', async () => {
    const user = userEvent.setup();
    let uploads = 0;
    const onSaved = vi.fn();
    const { calls } = renderWithApi(<Retry onSaved={onSaved} onSkip={vi.fn()} />, (call) => {
      if (call.method === 'POST' && call.path === '/images') {
        uploads += 1;
        return uploads === 1
          ? { status: 422, body: { errors: [{ message: refused, field: 'file', code: 'upload_malformed' }] } }
          : { status: 201, body: { data: { id: 9, version: 1, extension: 'png' } } };
      }
      if (call.method === 'POST' && call.path === '/config') return { status: 200, body: { data: { version: 2 } } };
      return undefined;
    });
    const alert = screen.getByRole('alert');
    expect(within(alert).getByText(m.business.logoFailed)).toBeTruthy();
    expect(within(alert).getByText(refused)).toBeTruthy();

    await user.click(screen.getByRole('button', { name: m.business.logoRetry }));
    await waitFor(() => expect(uploads).toBe(1));
    await screen.findByRole('button', { name: m.business.logoRetry });
    expect(within(screen.getByRole('alert')).getByText(refused)).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: m.business.logoRetry }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledOnce());
    expect(calls.find((call) => call.path === '/config')?.body).toEqual({
      logo: { id: 9, version: 1, extension: 'png' },
    });
  });

  it('goes on without a logo', async () => {
    const user = userEvent.setup();
    const onSkip = vi.fn();
    const { calls } = renderWithApi(<Retry onSaved={vi.fn()} onSkip={onSkip} />, () => undefined);
    await user.click(screen.getByRole('button', { name: m.business.logoSkip }));
    expect(onSkip).toHaveBeenCalledOnce();
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
