import { ApiClientProvider, createApiClient } from '@bestell/api-client';
import { validationMessages } from '@bestell/domain';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { ContactForm } from './contact-form';

function renderForm(url: string, fetchImpl: typeof fetch) {
  const client = createApiClient({ baseUrl: '', fetch: fetchImpl });
  return render(
    <ApiClientProvider client={client}>
      <MemoryRouter initialEntries={[url]}>
        <ContactForm />
      </MemoryRouter>
    </ApiClientProvider>,
  );
}

describe('ContactForm', () => {
  it('pre-selects the subject from ?anliegen and marks required fields with *', () => {
    renderForm('/kontakt?anliegen=Geschenkkoerbe', vi.fn());
    expect((screen.getByLabelText(/^Anliegen/) as HTMLSelectElement).value).toBe('geschenkkoerbe');
    expect(screen.getByText('Firma').textContent).toBe('Firma');
    expect(screen.getByText(/^Vorname/).textContent).toBe('Vorname *');
  });

  it('checks the fields in German before sending anything', async () => {
    const send = vi.fn();
    renderForm('/kontakt', send);
    fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
    await waitFor(() => expect(document.querySelectorAll('[aria-invalid="true"]').length).toBeGreaterThan(0));
    // Subject, first and last name, e-mail, phone, comment and the privacy checkbox; the company is optional.
    expect(document.querySelectorAll('[aria-invalid="true"]').length).toBe(7);
    const messages = [...document.querySelectorAll('p')].map((node) => node.textContent ?? '');
    expect(messages).toContain(validationMessages.privacyNotAccepted);
    expect(messages.join(' ')).not.toMatch(/Invalid|expected/);
    expect(send).not.toHaveBeenCalled();
  });
});
